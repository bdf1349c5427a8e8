'use client';

import Fullscreen from '@mui/icons-material/Fullscreen';
import FullscreenExit from '@mui/icons-material/FullscreenExit';
import IconButton from '@mui/material/IconButton';
import { Hint } from '@/components/common/hint';
import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
};
const isFullscreen = () => document.fullscreenElement !== null;
const noop = () => () => {};
// Server and hydration render it enabled (most browsers); the client corrects where unsupported.
const isSupported = () => document.fullscreenEnabled === true;

export function FullscreenToggle() {
  const t = useTranslations('shell');
  const active = useSyncExternalStore(subscribe, isFullscreen, () => false);
  const supported = useSyncExternalStore(noop, isSupported, () => true);

  const label = !supported ? t('fullscreenUnsupported') : t(active ? 'exitFullscreen' : 'fullscreen');
  const toggle = () => {
    // Refused requests (no user gesture, iframe policy) reject: nothing to show for them.
    if (active) void document.exitFullscreen().catch(() => {});
    else void document.documentElement.requestFullscreen().catch(() => {});
  };
  return (
    <Hint title={label}>
      {/* A disabled button fires no events: the span keeps the tooltip working. */}
      <span>
        <IconButton color="inherit" aria-label={label} disabled={!supported} onClick={toggle}>
          {active ? <FullscreenExit /> : <Fullscreen />}
        </IconButton>
      </span>
    </Hint>
  );
}
