'use client';

import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslations } from 'next-intl';
import { LOCALES, type Locale } from '@/lib/i18n/locale';

type Props = { anchor: HTMLElement | null; current: string; onClose: () => void; choose: (locale: Locale) => void };

/** The language switcher's menu (language-switcher.tsx), loaded when first opened. */
export function LanguageMenu({ anchor, current, onClose, choose }: Props) {
  const t = useTranslations('language');
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {LOCALES.map((locale) => (
        <MenuItem
          key={locale}
          lang={locale === 'zh' ? 'zh-CN' : 'en'}
          disabled={locale === current}
          selected={locale === current}
          onClick={() => choose(locale)}
        >
          {t(locale)}
        </MenuItem>
      ))}
    </Menu>
  );
}
