'use client';

import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLiveTopics } from '@/components/live/live-channel';
import { useShellData } from '@/components/shell/shell-context';
import { bigScreenSchema, type BigScreen, type TileKey } from '@/modules/bigscreen/contract';
import { useApiQuery } from '@/lib/request/query';
import type { ScreenProps } from '@/components/screens/screen-props';
import { useDicts } from '@/lib/dict/use-dict';
import { visuallyHidden } from '@/components/common/visually-hidden';

// Leaflet comes with the mini plan's chunk, when the tile is shown.
const MiniPlan = lazy(() => import('../ui/mini-plan').then((m) => ({ default: m.MiniPlan })));

const API = '/api/szhsg/screen';
/** The page's topics that change its numbers (the mini plan listens to the rollers' positions itself). */
const READ_AGAIN_ON = ['alarm', 'bhz.lq', 'bhz.sw', 'bhz.sn'];

/** Colours of the big screen: dark whatever the console's theme, with text contrast above 7:1 for reading at a distance. */
const ink = {
  bg: '#0b1220',
  panel: '#111a2e',
  line: '#22304d',
  text: '#e8eef7',
  muted: '#a9b6cc',
  accent: '#5ec8ff',
  good: '#5fd38d',
  warn: '#ffc857',
  bad: '#ff7a7a',
} as const;
const levelColour = (level: number) =>
  level >= 3 ? ink.bad : level === 2 ? ink.warn : level === 1 ? ink.accent : ink.good;

/**
 * 大屏信息: the site at a glance on a wall screen. Every number is the platform's (`GET szhsg/screen`), read
 * again every `refreshSeconds` and on each alarm or batch of the live channel; the tiles 进度展示控制 switches on
 * are shown in its order, and when more are on than the screen holds they turn every `rotationSeconds` (a
 * pause button stops it). The full-screen button gives the whole display to the board (Esc leaves), so the
 * console's menus and tabs are out of sight.
 */
export function BigScreenScreen({ match }: ScreenProps) {
  const t = useTranslations('bigScreen');
  const { titles } = useShellData();
  const root = useRef<HTMLDivElement>(null);
  const [full, setFull] = useState(false);
  const [paused, setPaused] = useState(false);
  const [page, setPage] = useState(0);
  const wide = useMediaQuery('(min-width:1200px)');
  const medium = useMediaQuery('(min-width:700px)');

  const screen = useApiQuery<{ data: BigScreen }>(
    { path: API },
    { staleTime: 0, refetchInterval: (q) => (q.state.data ? q.state.data.data.refreshSeconds * 1000 : false) },
  );
  // A reply that is not the contract's shape is an error, not a half-drawn board.
  const parsed = useMemo(() => (screen.data ? bigScreenSchema.safeParse(screen.data.data) : undefined), [screen.data]);
  const data = parsed?.success ? parsed.data : undefined;
  useLiveTopics(READ_AGAIN_ON, () => void screen.refetch());

  useEffect(() => {
    const changed = () => setFull(document.fullscreenElement === root.current && root.current !== null);
    document.addEventListener('fullscreenchange', changed);
    return () => document.removeEventListener('fullscreenchange', changed);
  }, []);
  const toggleFull = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void root.current?.requestFullscreen?.();
  }, []);

  const shown = useMemo(() => (data?.tiles ?? []).filter((tile) => tile.on).map((tile) => tile.key as TileKey), [data]);
  // Full screen holds six tiles (3 × 2); a narrower screen fewer.
  const capacity = full || wide ? 6 : medium ? 4 : 2;
  const pages = Math.max(1, Math.ceil(shown.length / capacity));
  const current = page % pages;
  const rotation = data?.rotationSeconds ?? 0;
  useEffect(() => {
    if (pages <= 1 || paused || rotation <= 0) return;
    const timer = window.setInterval(() => setPage((p) => p + 1), rotation * 1000);
    return () => window.clearInterval(timer);
  }, [pages, paused, rotation]);
  const onPage = shown.slice(current * capacity, current * capacity + capacity);

  return (
    <Box
      ref={root}
      data-testid="big-screen"
      data-fullscreen={full ? '1' : '0'}
      sx={{
        height: full ? '100vh' : '100%',
        minHeight: 0,
        display: 'flex',
        flexDirection: 'column',
        bgcolor: ink.bg,
        color: ink.text,
        p: full ? 3 : 2,
        gap: 2,
        overflow: 'auto',
      }}
    >
      <Stack component="header" direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 240 }}>
          {/* The page's heading is its catalogue title, as on every page; the banner shows the configured title. */}
          <Typography component="h1" sx={visuallyHidden}>
            {titles[match.screen.code] ?? match.screen.code}
          </Typography>
          <Typography
            component="p"
            sx={{ fontSize: full ? 36 : 28, fontWeight: 700, letterSpacing: 1, color: ink.text }}
            data-testid="banner-title"
          >
            {data?.title ?? titles[match.screen.code] ?? match.screen.code}
          </Typography>
          {data && (
            <Typography sx={{ color: ink.muted, fontSize: 16 }} data-testid="banner-sub">
              {data.projectName ? `${data.projectName} · ` : ''}
              {t('asOf', { time: data.simTime })}
            </Typography>
          )}
        </Box>
        {pages > 1 && (
          <Typography sx={{ color: ink.muted }} data-testid="page-indicator" aria-live="polite">
            {t('page', { n: current + 1, of: pages })}
          </Typography>
        )}
        {pages > 1 && (
          <ScreenButton
            label={paused ? t('resume') : t('pause')}
            icon={paused ? <PlayArrowIcon /> : <PauseIcon />}
            onClick={() => setPaused((p) => !p)}
            testId="rotation-toggle"
          />
        )}
        <ScreenButton
          label={t('refresh')}
          icon={<RefreshIcon />}
          onClick={() => void screen.refetch()}
          testId="screen-refresh"
        />
        <ScreenButton
          label={full ? t('exitFullScreen') : t('fullScreen')}
          icon={full ? <FullscreenExitIcon /> : <FullscreenIcon />}
          onClick={toggleFull}
          testId="fullscreen-toggle"
        />
      </Stack>
      {screen.isPending ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={20} sx={{ color: ink.accent }} />
          <Typography>{t('loading')}</Typography>
        </Stack>
      ) : screen.isError || !data ? (
        <Alert severity="error" action={<Button onClick={() => void screen.refetch()}>{t('retry')}</Button>}>
          {t('loadFailed')}
        </Alert>
      ) : (
        <Box
          component="section"
          aria-label={t('tiles')}
          sx={{
            flex: 1,
            minHeight: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns:
              full || wide ? 'repeat(3, minmax(0, 1fr))' : medium ? 'repeat(2, minmax(0, 1fr))' : '1fr',
            gridAutoRows: 'minmax(280px, 1fr)',
          }}
        >
          {onPage.map((key) => (
            <Tile
              key={key}
              id={key}
              title={
                key === 'tileProgress' && data.section
                  ? t('tileProgressOf', { section: data.section.name })
                  : t(`tile.${key}`)
              }
            >
              <TileBody tile={key} data={data} />
            </Tile>
          ))}
        </Box>
      )}
    </Box>
  );
}

function ScreenButton({
  label,
  icon,
  onClick,
  testId,
}: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  testId: string;
}) {
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={icon}
      onClick={onClick}
      data-testid={testId}
      sx={{ color: ink.text, borderColor: ink.line, '&:hover': { borderColor: ink.accent } }}
    >
      {label}
    </Button>
  );
}

function Tile({ id, title, children }: { id: TileKey; title: string; children: ReactNode }) {
  return (
    <Box
      component="article"
      aria-labelledby={`${id}-title`}
      data-testid={id}
      sx={{
        bgcolor: ink.panel,
        border: 1,
        borderColor: ink.line,
        borderRadius: 2,
        p: 2,
        display: 'flex',
        flexDirection: 'column',
        minHeight: 0,
        overflow: 'hidden',
      }}
    >
      <Typography id={`${id}-title`} component="h2" sx={{ fontSize: 20, fontWeight: 600, color: ink.accent, mb: 1.5 }}>
        {title}
      </Typography>
      {/* Focusable so a keyboard can scroll a tile whose rows overflow it. */}
      <Box
        tabIndex={0}
        role="group"
        aria-labelledby={`${id}-title`}
        sx={{ flex: 1, minHeight: 0, overflow: 'auto', '&:focus-visible': { outline: 2, outlineColor: ink.accent } }}
      >
        {children}
      </Box>
    </Box>
  );
}

function TileBody({ tile, data }: { tile: TileKey; data: BigScreen }) {
  const t = useTranslations('bigScreen');
  const dict = useDicts(['deviceKind', 'progressUnit']);
  const empty = (text: string) => <Typography sx={{ color: ink.muted, fontSize: 18 }}>{text}</Typography>;
  switch (tile) {
    case 'tilePlants':
      return data.plants.length === 0 ? (
        empty(t('noPlants'))
      ) : (
        <Rows
          label={t('tile.tilePlants')}
          head={[t('plant'), t('batches'), t('outputT'), t('overLimit')]}
          rows={data.plants.map((p) => ({
            key: p.code,
            cells: [p.name, p.batches, p.outputT.toFixed(1), p.overLimit],
            tone: [undefined, undefined, undefined, p.overLimit > 0 ? ink.warn : undefined],
          }))}
        />
      );
    case 'tileDevices':
      return data.devices.length === 0 ? (
        empty(t('noDevices'))
      ) : (
        <Rows
          label={t('tile.tileDevices')}
          head={[t('kind'), t('online'), t('total')]}
          rows={data.devices.map((d) => ({
            key: d.kind,
            cells: [dict.label('deviceKind', d.kind), d.online, d.total],
            tone: [undefined, d.online < d.total ? ink.warn : ink.good, undefined],
          }))}
        />
      );
    case 'tileAlarms':
      return (
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: 'repeat(3, 1fr)',
            gap: 2,
            height: '100%',
            alignContent: 'center',
          }}
        >
          {data.alarms.map((a) => (
            <Box key={a.level} sx={{ textAlign: 'center' }} data-testid={`alarm-level-${a.level}`}>
              <Typography component="dt" sx={{ color: ink.muted, fontSize: 18 }}>
                {t('level', { n: a.level })}
              </Typography>
              <Typography
                component="dd"
                sx={{ m: 0, fontSize: 56, fontWeight: 700, color: a.count > 0 ? levelColour(a.level) : ink.text }}
              >
                {a.count}
              </Typography>
            </Box>
          ))}
        </Box>
      );
    case 'tileProgress':
      return data.progress.length === 0 ? (
        empty(t('noProgress'))
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={t('tile.tileProgress')}>
          {data.progress.map((p) => (
            <Box component="li" key={p.id} data-testid={`progress-${p.id}`}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                <Typography sx={{ fontSize: 17 }}>{`${p.sectionName} · ${p.name}`}</Typography>
                <Typography
                  sx={{ fontSize: 17, fontWeight: 600 }}
                  data-field="pct"
                >{`${p.pct.toFixed(1)}%`}</Typography>
              </Stack>
              <LinearProgress
                variant="determinate"
                value={Math.min(100, Math.max(0, p.pct))}
                aria-label={`${p.name} ${p.pct.toFixed(1)}%`}
                sx={{
                  height: 10,
                  borderRadius: 5,
                  bgcolor: ink.line,
                  '& .MuiLinearProgress-bar': { bgcolor: ink.good },
                }}
              />
              <Typography sx={{ color: ink.muted, fontSize: 14 }}>
                {t('doneOf', { done: p.done, planned: p.plannedQty, unit: dict.label('progressUnit', p.unit) })}
              </Typography>
            </Box>
          ))}
        </Stack>
      );
    case 'tileMiniPlan':
      return (
        <Suspense fallback={<CircularProgress size={20} sx={{ color: ink.accent }} />}>
          <MiniPlan label={t('tile.tileMiniPlan')} />
        </Suspense>
      );
    case 'tileBatches':
      return data.latestBatches.length === 0 ? (
        empty(t('noBatches'))
      ) : (
        <Rows
          label={t('tile.tileBatches')}
          head={[t('time'), t('plant'), t('mix'), t('weightT'), t('verdict')]}
          rows={data.latestBatches.map((b) => ({
            key: String(b.id),
            cells: [
              b.dischargeTime.slice(11, 19),
              b.plantCode,
              b.mixType ?? '',
              b.batchWeight?.toFixed(2) ?? '',
              b.level > 0 ? t('level', { n: b.level }) : t('normal'),
            ],
            tone: [undefined, undefined, undefined, undefined, levelColour(b.level)],
          }))}
        />
      );
  }
}

function Rows({
  label,
  head,
  rows,
}: {
  label: string;
  head: string[];
  rows: { key: string; cells: (string | number)[]; tone?: (string | undefined)[] }[];
}) {
  return (
    <Box
      component="table"
      aria-label={label}
      sx={{
        width: '100%',
        borderCollapse: 'collapse',
        fontSize: 17,
        '& th, & td': {
          py: 0.75,
          px: 1,
          borderBottom: 1,
          borderColor: ink.line,
          textAlign: 'left',
          whiteSpace: 'nowrap',
        },
      }}
    >
      <thead>
        <tr>
          {head.map((h) => (
            <Box component="th" key={h} scope="col" sx={{ color: ink.muted, fontWeight: 500 }}>
              {h}
            </Box>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key} data-row={r.key}>
            {r.cells.map((c, i) => (
              <Box component="td" key={i} sx={{ color: r.tone?.[i] ?? ink.text, fontVariantNumeric: 'tabular-nums' }}>
                {c}
              </Box>
            ))}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
