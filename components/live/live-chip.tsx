'use client';

import Box from '@mui/material/Box';
import { Hint } from '@/components/common/hint';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useLive } from './live-channel';

/**
 * An outlined chip's look in one small class, its dot coloured by the status: MUI's Chip wrote some 2 kB of
 * styles into every page's HTML for it (docs/benchmarks.md, server rendering).
 */
const PILL = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 0.75,
  height: 24,
  px: 1,
  border: '1px solid var(--mui-palette-Chip-defaultBorder)',
  borderRadius: 3,
  bgcolor: 'transparent',
  color: 'text.primary',
  font: 'inherit',
  fontSize: '0.8125rem',
  whiteSpace: 'nowrap',
  '&::before': { content: '""', width: 8, height: 8, borderRadius: '50%', bgcolor: 'warning.main' },
  '&[data-status="live"]::before': { bgcolor: 'success.main' },
  '&[data-status="down"]::before': { bgcolor: 'error.main' },
  '&:is(button)': { cursor: 'pointer', '&:hover': { bgcolor: 'action.hover' } },
} as const;

/** The header's live indicator: green 实时, amber 重连中, red 已断开 (click to retry now), with the data's age. */
export function LiveChip() {
  const t = useTranslations('live');
  const live = useLive();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  if (!live) return null;
  const { status, lastEventAt, simTime, retryAt, retry } = live;
  const age = lastEventAt === null ? null : Math.max(0, Math.round((now - lastEventAt) / 1000));
  const label =
    status === 'live'
      ? t('live')
      : status === 'down'
        ? t('down')
        : status === 'reconnecting'
          ? t('reconnecting')
          : t('connecting');
  const detail = [
    simTime ? t('siteTime', { time: simTime }) : null,
    age !== null ? t('age', { seconds: age }) : t('noData'),
    status === 'down' && retryAt ? t('retryIn', { seconds: Math.max(0, Math.ceil((retryAt - now) / 1000)) }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Hint title={detail}>
      {/* A button only when a press does something: retry now. The colour is the dot's; the text keeps the theme's. */}
      <Box
        component={status === 'down' ? 'button' : 'div'}
        {...(status === 'down' && { type: 'button', onClick: retry })}
        sx={PILL}
        aria-label={`${t('channel')}: ${label}. ${detail}`}
        data-testid="live-chip"
        data-status={status}
      >
        {status === 'down' && age !== null ? `${label} · ${t('ageShort', { seconds: age })}` : label}
      </Box>
    </Hint>
  );
}
