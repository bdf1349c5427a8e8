'use client';

import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useShellData } from '@/components/shell/shell-context';
import { useOptionalViews } from '@/components/tabs/views-context';
import { DASHBOARD_PATH } from '@/lib/routes/catalogue';
import { findRoute } from '@/lib/routes/lookup';

const MAX_SHOWN = 8;

/**
 * The views open in the tabs bar (which keeps them per user across reloads), the latest opened
 * first, the dashboard itself left out; titles follow the current language.
 */
export function RecentViews() {
  const t = useTranslations('dashboard');
  const { titles } = useShellData();
  const api = useOptionalViews();

  // Until the saved tabs are read (after hydration) there is nothing true to say yet.
  if (api && !api.restored) return <Skeleton variant="rounded" height={40} aria-hidden />;

  const views = (api?.views ?? [])
    .filter((v) => v.path !== DASHBOARD_PATH)
    .reverse()
    .slice(0, MAX_SHOWN);

  if (views.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
        {t('recentEmpty')}
      </Typography>
    );
  }
  return (
    <List dense disablePadding>
      {views.map((v) => {
        const code = findRoute(v.path)?.screen.code;
        return (
          <ListItem key={v.path} disablePadding>
            <ListItemButton component={Link} href={v.path}>
              <ListItemIcon sx={{ minWidth: 32 }}>
                <HistoryOutlined fontSize="small" />
              </ListItemIcon>
              <ListItemText
                primary={(code && titles[code]) || v.path}
                secondary={v.path}
                slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
              />
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
