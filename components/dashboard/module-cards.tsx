'use client';

import ChevronRight from '@mui/icons-material/ChevronRight';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { KeyIcon } from '@/components/nav/key-icon';

export type ModuleShortcut = { code: string; title: string; icon?: string; href: string; screens: number };

/** One card per permitted sidebar group, opening its first screen. */
export function ModuleCards({ modules }: { modules: readonly ModuleShortcut[] }) {
  const t = useTranslations('dashboard');
  if (modules.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
        {t('modulesEmpty')}
      </Typography>
    );
  }
  return (
    <Grid container spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {modules.map((m) => {
        return (
          <Grid key={m.code} size={{ xs: 12, sm: 6, xl: 4 }} component="li">
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea
                component={Link}
                href={m.href}
                sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 1.5, height: '100%' }}
              >
                <Avatar
                  variant="rounded"
                  sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', width: 36, height: 36 }}
                >
                  <KeyIcon name={m.icon} />
                </Avatar>
                <span style={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
                    {m.title}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {t('screens', { count: m.screens })}
                  </Typography>
                </span>
                <ChevronRight fontSize="small" color="action" />
              </CardActionArea>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
}
