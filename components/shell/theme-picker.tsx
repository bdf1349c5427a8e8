'use client';

import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

export { PRESET_COLORS } from './theme-presets';

// The panel (mode, presets, custom colour) is loaded when first opened, not with every page.
const ThemePanel = dynamic(() => import('./theme-panel').then((m) => m.ThemePanel), { ssr: false });

/** Spec §2: the palette is rebuilt on the server from the `theme-color` cookie; no CDN stylesheet. */
export function ThemePicker() {
  const t = useTranslations('theme');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);

  const open = (el: HTMLElement) => {
    setWanted(true);
    setAnchor(el);
  };

  return (
    <>
      <Tooltip title={t('picker')}>
        <IconButton color="inherit" aria-label={t('picker')} aria-haspopup="dialog" onClick={(e) => open(e.currentTarget)}>
          <PaletteOutlined />
        </IconButton>
      </Tooltip>
      {wanted && <ThemePanel anchor={anchor} onClose={() => setAnchor(null)} />}
    </>
  );
}
