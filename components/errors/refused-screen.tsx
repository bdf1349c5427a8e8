'use client';

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useLayoutEffect } from 'react';
import { useOptionalViews } from '@/components/tabs/views-context';
import { toLocale } from '@/lib/i18n/locale';
import { findRoute, titleOf } from '@/lib/routes/lookup';

/** The 401 and 404 pages inside the shell. forbidden.tsx gets no props, so the refused
 * screen is named from the URL. */
export function RefusedScreen({ kind }: { kind: 'forbidden' | 'notFound' }) {
  const t = useTranslations('refused');
  const locale = toLocale(useLocale());
  const pathname = usePathname();
  const markRefused = useOptionalViews()?.markRefused;
  useLayoutEffect(() => markRefused?.(pathname), [markRefused, pathname]);
  const match = findRoute(pathname);
  const screen = match ? titleOf(match.screen, locale) : pathname;
  return (
    <Paper sx={{ p: 4, maxWidth: 640 }} role="region" aria-labelledby="refused-heading">
      <Typography id="refused-heading" component="h1" variant="h4" gutterBottom>
        {kind === 'forbidden' ? '401' : '404'} · {t(kind === 'forbidden' ? 'forbiddenTitle' : 'notFoundTitle')}
      </Typography>
      <Alert severity={kind === 'forbidden' ? 'warning' : 'info'} sx={{ mb: 2 }}>
        {t(kind === 'forbidden' ? 'forbiddenText' : 'notFoundText', { screen })}
      </Alert>
      <Button component={Link} href="/dashboard" variant="contained">
        {t('backToDashboard')}
      </Button>
    </Paper>
  );
}
