'use client';

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';

/**
 * What an error boundary shows. A server-side failure (it has a digest) is, for this console,
 * almost always the backend being down or slow: the catalogue's 504 text. A browser-side one is a bug.
 */
export function FailedSection({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('errors');
  useEffect(() => console.error(error), [error]);
  return (
    <Paper sx={{ p: 3 }}>
      <Alert severity="error" sx={{ mb: 2 }}>
        {error.digest ? t('gateway') : t('pageFailed')}
      </Alert>
      <Button variant="contained" onClick={reset}>
        {t('retry')}
      </Button>
    </Paper>
  );
}
