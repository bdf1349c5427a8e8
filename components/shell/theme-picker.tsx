'use client';

import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import IconButton from '@mui/material/IconButton';
import { Hint } from '@/components/common/hint';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { onDemand, useOnDemand } from '@/components/common/use-on-demand';

export { PRESET_COLORS } from './theme-presets';

// The panel (mode, presets, custom colour) is loaded when first opened, not with every page.
const themePanel = onDemand(() => import('./theme-panel').then((m) => m.ThemePanel));

/** The palette is rebuilt on the server from the `theme-color` cookie; no CDN stylesheet. */
export function ThemePicker() {
  const t = useTranslations('theme');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [ThemePanel, wantPanel] = useOnDemand(themePanel);

  const open = (el: HTMLElement) => {
    wantPanel();
    setAnchor(el);
  };

  return (
    <>
      <Hint title={t('picker')}>
        <IconButton
          color="inherit"
          aria-label={t('picker')}
          aria-haspopup="dialog"
          onPointerEnter={wantPanel}
          onClick={(e) => open(e.currentTarget)}
        >
          <PaletteOutlined />
        </IconButton>
      </Hint>
      {ThemePanel && <ThemePanel anchor={anchor} onClose={() => setAnchor(null)} />}
    </>
  );
}
