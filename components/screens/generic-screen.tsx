'use client';

import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useShellData } from '@/components/shell/shell-context';
import type { ScreenProps } from './screen-props';

/**
 * A catalogue screen with no body of its own yet (no entry in `registry.ts`): it says plainly where
 * its content comes from instead of inventing data.
 */
export function GenericScreen({ match }: ScreenProps) {
  const t = useTranslations('screen');
  const { titles } = useShellData();
  return (
    <Paper sx={{ p: 3 }}>
      <Typography component="h1" variant="h5" gutterBottom>
        {titles[match.screen.code] ?? match.screen.code}
      </Typography>
      <Alert severity="info">{t('moduleNotice', { module: titles[match.group.code] ?? match.group.code })}</Alert>
    </Paper>
  );
}
