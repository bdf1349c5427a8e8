'use client';

import { adminPages } from '@console/contract/admin/pages';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useShellData } from '@/components/shell/shell-context';
import { useApiMutation, useApiQuery } from '@/lib/request/query';
import { broadcastSession } from '@/lib/shell/session-channel';
import { confirmDiscard, leaveWithoutAsking } from '@/lib/shell/unsaved-work';
import type { ScreenProps } from '@/components/screens/screen-props';
import { ConfirmDialog } from '@/components/kit/dialogs/confirm-dialog';
import { ScreenFrame } from '@/components/kit/frame/screen-frame';
import { ScreenToolbar } from '@/components/kit/frame/screen-toolbar';
import { useGranted } from '@/components/kit/access/use-granted';

// The page these buttons are on: its code prefixes their element codes.
const PAGE = adminPages.pages.platformAddress.code;

type Platform = { key: string; zh: string; en: string };
type Listing = { data: { current: string; scope?: 'instance' | 'user'; platforms: Platform[] } };

export const PLATFORM_API = '/api/console/platform';

/**
 * `/baseManager/platformAddressManager`: the platform backends this console may use (server
 * configuration, never typed here) and the one it uses. Switching moves the whole console instance (or,
 * with the server's PLATFORM_CHOICE=user, only this user) and signs the administrator out of the platform
 * being left, so the next sign-in is on the new one.
 */
export function PlatformScreen({ match }: ScreenProps) {
  const t = useTranslations('platformSwitch');
  const locale = useLocale() as 'zh' | 'en';
  const { titles } = useShellData();
  const granted = useGranted();
  const listing = useApiQuery<Listing>({ path: PLATFORM_API }, { staleTime: 0 });
  const [asking, setAsking] = useState<Platform | null>(null);
  const switchTo = useApiMutation<unknown, Platform>(
    (p) => ({ path: PLATFORM_API, method: 'PUT', body: { key: p.key } }),
    {
      // Signed out of the platform left behind, as by the log-out: every tab leaves, the reload shows /login.
      onSuccess: () => {
        leaveWithoutAsking();
        broadcastSession({ type: 'signed-out' });
        window.location.reload();
      },
      onSettled: () => setAsking(null),
    },
  );
  const data = listing.data?.data;
  const name = (p: Platform) => p[locale];
  const canSwitch = granted(`${PAGE}:btn_switch`);

  return (
    <ScreenFrame
      title={titles[match.screen.code] ?? t('title')}
      toolbar={<ScreenToolbar onRefresh={() => listing.refetch()} add={false} />}
    >
      <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
        {t(data?.scope === 'user' ? 'explainUser' : 'explain')}
      </Alert>
      {listing.isError && <Alert severity="error">{t('loadFailed')}</Alert>}
      {data && data.platforms.length < 2 && <Alert severity="info">{t('onlyOne')}</Alert>}
      <List aria-label={t('listLabel')} sx={{ maxWidth: 720 }}>
        {(data?.platforms ?? []).map((p) => {
          const current = p.key === data?.current;
          return (
            <ListItem
              key={p.key}
              divider
              secondaryAction={
                current ? (
                  <Chip color="success" size="small" label={t('current')} />
                ) : (
                  canSwitch && (
                    <Button
                      variant="outlined"
                      size="small"
                      startIcon={<SwapHorizOutlined />}
                      onClick={() => setAsking(p)}
                      aria-label={t('switchTo', { name: name(p) })}
                    >
                      {t('switch')}
                    </Button>
                  )
                )
              }
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                {current && <CheckCircleOutlined color="success" fontSize="small" />}
              </ListItemIcon>
              <ListItemText primary={name(p)} secondary={p.key} />
            </ListItem>
          );
        })}
      </List>
      {asking && (
        <ConfirmDialog
          open
          title={t('switchTo', { name: name(asking) })}
          message={t(data?.scope === 'user' ? 'confirmUser' : 'confirm', { name: name(asking) })}
          confirmLabel={t('switch')}
          danger
          pending={switchTo.isPending}
          onConfirm={async () => {
            // Unsaved input in any tab is asked about first: the switch ends the session.
            if (await confirmDiscard('all')) switchTo.mutate(asking);
          }}
          onClose={() => setAsking(null)}
        />
      )}
    </ScreenFrame>
  );
}
