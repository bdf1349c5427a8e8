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
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLiveTopics } from '@/components/live/live-channel';
import { useShellData } from '@/components/shell/shell-context';
import type { BigScreen, TileKey } from '@console/contract/bigscreen/reads';
import { useApiQuery } from '@/lib/request/query';
import type { ScreenProps } from '@/components/screens/screen-props';
import { ink, Tile, TileBody } from '../ui/tiles';
import { visuallyHidden } from '@/components/common/visually-hidden';

const API = '/api/szhsg/screen';

const lists = ['tiles', 'plants', 'devices', 'alarms', 'progress', 'latestBatches'] as const;
const isBoard = (reply: unknown): reply is BigScreen =>
  typeof reply === 'object' &&
  reply !== null &&
  typeof (reply as BigScreen).title === 'string' &&
  lists.every((key) => Array.isArray((reply as BigScreen)[key]));
/** The page's topics that change its numbers (the mini plan listens to the rollers' positions itself). */
const READ_AGAIN_ON = ['alarm', 'bhz.lq', 'bhz.sw', 'bhz.sn'];

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
  // A reply without the board's lists is an error, not a half-drawn board (the platform's tests hold the reply to
  // the contract's schema; the schema itself stays out of the page's bundle).
  const data = useMemo(() => (screen.data && isBoard(screen.data.data) ? screen.data.data : undefined), [screen.data]);
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
