'use client';

import Translate from '@mui/icons-material/Translate';
import IconButton from '@mui/material/IconButton';
import { Hint } from '@/components/common/hint';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { setLanguage } from '@/lib/shell/preference-actions';
import type { Locale } from '@/lib/i18n/locale';
import { onDemand, useOnDemand } from '@/components/common/use-on-demand';
import { enqueueSnackbar } from '@/components/request/notices';

// The menu (MUI Menu, Popover, Modal) is loaded when first opened, not with every page.
const languageMenu = onDemand(() => import('./language-menu').then((m) => m.LanguageMenu));

/** zh / English, the current one disabled. A refresh, not a reload: open tabs survive. */
export function LanguageSwitcher() {
  const t = useTranslations('language');
  const current = useLocale();
  const router = useRouter();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first opening on, so its closing transition still runs.
  const [LanguageMenu, wantMenu] = useOnDemand(languageMenu);
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
      <Hint title={t('switch')}>
        <IconButton
          color="inherit"
          aria-label={t('switch')}
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          disabled={pending}
          onClick={(e) => {
            wantMenu();
            setAnchor(e.currentTarget);
          }}
        >
          <Translate />
        </IconButton>
      </Hint>
      {LanguageMenu && (
        <LanguageMenu anchor={anchor} current={current} onClose={() => setAnchor(null)} choose={choose} />
      )}
    </>
  );
}
