'use client';

import { adminPages } from '@console/contract/admin/pages';
import BrandingWatermarkOutlined from '@mui/icons-material/BrandingWatermarkOutlined';
import Button from '@mui/material/Button';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useShellData } from '@/components/shell/shell-context';
import type { ScreenProps } from '@/components/screens/screen-props';
import type { User } from '@/modules/admin/contract';
import { Deferred } from '@/components/common/deferred';
import { onDemand } from '@/components/common/use-on-demand';
import { confirmDialog } from '@/components/kit/dialogs/deferred-dialogs';
import { ScreenFrame } from '@/components/kit/frame/screen-frame';
import { useGranted } from '@/components/kit/access/use-granted';
import { ScreenToolbar } from '@/components/kit/frame/screen-toolbar';
import { SearchField } from '@/components/kit/filters/search-field';
import { useUrlState } from '@/components/kit/filters/use-url-state';
import { useDeleteUser, useResetPassword, useUserPage } from './use-users';
import { userQueryCodec, type UserQuery } from './user-query';
import { UsersTable } from './users-table';

// The page these buttons are on: its code prefixes their element codes.
const PAGE = adminPages.pages.user.code;

type Confirming = { kind: 'delete' | 'reset'; user: User } | null;

// The form (with its validation library) and the question load when first opened.
const userDialog = onDemand(() => import('./user-dialog').then((m) => m.UserDialog));
const watermarkDialog = onDemand(() => import('./watermark-dialog').then((m) => m.WatermarkDialog));

/** `/baseManager/userManager`: users, paged on the server; filters and page live in the URL. */
export function UsersScreen({ path, match }: ScreenProps) {
  const t = useTranslations('users');
  const tw = useTranslations('watermark');
  const { titles } = useShellData();
  const [query, setQuery] = useUrlState(path, userQueryCodec);
  const page = useUserPage(query);
  const [dialog, setDialog] = useState<{ open: boolean; user: User | null }>({ open: false, user: null });
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [watermarkOpen, setWatermarkOpen] = useState(false);
  const granted = useGranted();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const closeConfirm = () => setConfirmOpen(false);
  const remove = useDeleteUser(closeConfirm);
  const reset = useResetPassword(closeConfirm);

  const change = (next: Partial<UserQuery>) => setQuery((q) => ({ ...q, ...next }));
  const total = page.data?.data.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / query.limit));

  // After deleting the last row of the last page, or following an old link, show the last page there is.
  useEffect(() => {
    if (page.isSuccess && !page.isPlaceholderData && query.page > lastPage) setQuery((q) => ({ ...q, page: lastPage }));
  }, [page.isSuccess, page.isPlaceholderData, query.page, lastPage, setQuery]);
  const ask = (kind: 'delete' | 'reset') => (user: User) => {
    setConfirming({ kind, user });
    setConfirmOpen(true);
  };
  const who = (u: User) => (u.name && u.name !== u.username ? `${u.username}（${u.name}）` : u.username);

  return (
    <ScreenFrame
      title={titles[match.screen.code] ?? t('title')}
      toolbar={
        <ScreenToolbar
          onRefresh={() => page.refetch()}
          add={{ code: `${PAGE}:btn_add`, label: t('add'), onClick: () => setDialog({ open: true, user: null }) }}
          end={
            granted(`${PAGE}:btn_watermark`) && (
              <Button
                variant="outlined"
                startIcon={<BrandingWatermarkOutlined />}
                onClick={() => setWatermarkOpen(true)}
              >
                {tw('open')}
              </Button>
            )
          }
        >
          <SearchField label={t('search')} value={query.name} onChange={(name) => change({ name, page: 1 })} />
        </ScreenToolbar>
      }
    >
      <UsersTable
        rows={page.data?.data.rows ?? []}
        total={total}
        loading={page.isFetching}
        query={query}
        onQuery={change}
        actions={{
          edit: (user) => setDialog({ open: true, user }),
          remove: ask('delete'),
          resetPassword: ask('reset'),
        }}
      />
      <Deferred
        entry={watermarkDialog}
        open={watermarkOpen}
        props={{ open: watermarkOpen, onClose: () => setWatermarkOpen(false) }}
      />
      <Deferred
        entry={userDialog}
        open={dialog.open}
        props={{ open: dialog.open, user: dialog.user, onClose: () => setDialog((d) => ({ ...d, open: false })) }}
      />
      {confirming && (
        <Deferred
          entry={confirmDialog}
          open={confirmOpen}
          props={{
            open: confirmOpen,
            title: t(confirming.kind === 'delete' ? 'deleteTitle' : 'resetTitle'),
            message: t(confirming.kind === 'delete' ? 'deleteConfirm' : 'resetConfirm', { user: who(confirming.user) }),
            confirmLabel: t(confirming.kind === 'delete' ? 'delete' : 'resetPassword'),
            danger: confirming.kind === 'delete',
            pending: remove.isPending || reset.isPending,
            onConfirm: () => (confirming.kind === 'delete' ? remove : reset).mutate(confirming.user),
            onClose: closeConfirm,
          }}
        />
      )}
    </ScreenFrame>
  );
}
