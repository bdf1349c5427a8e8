'use client';

import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, type ReactNode } from 'react';
import type { BigScreen, TileKey } from '@console/contract/bigscreen/reads';
import { useDicts } from '@/lib/dict/use-dict';

// The big screen's tiles: a panel each, with its rows or figures in the board's colours.

// Leaflet comes with the mini plan's chunk, when the tile is shown.
const MiniPlan = lazy(() => import('../ui/mini-plan').then((m) => ({ default: m.MiniPlan })));

/**
 * Colours of the big screen: dark whatever the console's theme, with text contrast above 7:1 for reading at a distance.
 */
export const ink = {
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

export function Tile({ id, title, children }: { id: TileKey; title: string; children: ReactNode }) {
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

export function TileBody({ tile, data }: { tile: TileKey; data: BigScreen }) {
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
