'use client';

import Translate from '@mui/icons-material/Translate';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { setLanguage } from '@/app/actions/preferences';
import { LOCALES, type Locale } from '@/lib/i18n/locale';
import { enqueueSnackbar } from '@/components/request/notices';

/** Spec §2: zh / English, the current one disabled. A refresh, not a reload: open tabs survive. */
export function LanguageSwitcher() {
  const t = useTranslations('language');
  const current = useLocale();
  const router = useRouter();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [pending, startTransition] = useTransition();

  const choose = (locale: Locale) => {
    setAnchor(null);
    startTransition(async () => {
      const result = await setLanguage(locale);
      router.refresh();
      enqueueSnackbar(result.message, { variant: 'success', autoHideDuration: 3000 });
    });
  };

  return (
    <>
      <Tooltip title={t('switch')}>
        <IconButton
          color="inherit"
          aria-label={t('switch')}
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          disabled={pending}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <Translate />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LOCALES.map((locale) => (
          <MenuItem key={locale} lang={locale === 'zh' ? 'zh-CN' : 'en'} disabled={locale === current} selected={locale === current} onClick={() => choose(locale)}>
            {t(locale)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
