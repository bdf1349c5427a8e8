'use client';

import Alert from '@mui/material/Alert';
import { useTranslations } from 'next-intl';

/** In place of one kept view that failed to render; the shell and other tabs stay alive. */
export function ScreenFailed() {
  const t = useTranslations('errors');
  return <Alert severity="error">{t('pageFailed')}</Alert>;
}
