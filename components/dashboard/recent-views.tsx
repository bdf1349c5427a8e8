'use client';

import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useMemo, useSyncExternalStore } from 'react';
import { useShellData } from '@/components/shell/shell-context';

/** Written by the tabs bar: the visited views, oldest first. */
export const VISITED_VIEWS_KEY = 'console.visited-views';
const MAX_SHOWN = 8;

type VisitedView = { path: string; title: string };

const subscribe = (onChange: () => void) => {
  // Other tabs of the browser write too; this tab's own writes come with the next render.
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
};
const read = () => {
  try {
    return localStorage.getItem(VISITED_VIEWS_KEY);
  } catch {
    return null;
  }
};

export function parseVisited(raw: string | null): VisitedView[] {
  try {
    const value: unknown = raw ? JSON.parse(raw) : [];
    if (!Array.isArray(value)) return [];
    return value.filter((v): v is VisitedView => typeof v?.path === 'string' && v.path.startsWith('/') && typeof v?.title === 'string');
  } catch {
    return [];
  }
}

/** Most recent first, the dashboard itself left out; titles follow the current language. */
export function RecentViews() {
  const t = useTranslations('dashboard');
  const { titles } = useShellData();
  const raw = useSyncExternalStore(subscribe, read, () => null);
  const views = useMemo(
    () =>
      parseVisited(raw)
        .filter((v) => v.path !== '/dashboard')
        .reverse()
        .slice(0, MAX_SHOWN),
    [raw],
  );

  if (views.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
        {t('recentEmpty')}
      </Typography>
    );
  }
  return (
    <List dense disablePadding>
      {views.map((v) => (
        <ListItem key={v.path} disablePadding>
          <ListItemButton component={Link} href={v.path}>
            <ListItemIcon sx={{ minWidth: 32 }}>
              <HistoryOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={titles[v.path.split('/').pop() ?? ''] || v.title || v.path} secondary={v.path} slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
