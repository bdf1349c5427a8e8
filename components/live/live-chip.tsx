'use client';

import FiberManualRecord from '@mui/icons-material/FiberManualRecord';
import Chip from '@mui/material/Chip';
import { Hint } from '@/components/common/hint';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useLive } from './live-channel';

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
  const label = status === 'live' ? t('live') : status === 'down' ? t('down') : status === 'reconnecting' ? t('reconnecting') : t('connecting');
  // The colour is the dot's; the text keeps the theme's text colour, readable on any palette and in dark mode.
  const dot = status === 'live' ? 'success.main' : status === 'down' ? 'error.main' : 'warning.main';
  const detail = [
    simTime ? t('siteTime', { time: simTime }) : null,
    age !== null ? t('age', { seconds: age }) : t('noData'),
    status === 'down' && retryAt ? t('retryIn', { seconds: Math.max(0, Math.ceil((retryAt - now) / 1000)) }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Hint title={detail}>
      <Chip
        size="small"
        variant="outlined"
        icon={<FiberManualRecord sx={{ '&&': { color: dot } }} />}
        label={status === 'down' && age !== null ? `${label} · ${t('ageShort', { seconds: age })}` : label}
        onClick={status === 'down' ? retry : undefined}
        aria-label={`${t('channel')}: ${label}. ${detail}`}
        data-testid="live-chip"
        data-status={status}
      />
    </Hint>
  );
}
