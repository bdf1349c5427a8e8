'use client';

import { adminPages } from '@console/contract/admin/pages';
import Divider from '@mui/material/Divider';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { useShellData } from '@/components/shell/shell-context';
import type { ScreenProps } from '@/components/screens/screen-props';
import { ADD, DELETE, EDIT } from '@/components/kit/table/action-looks';
import type { MenuNode } from '@/modules/admin/contract';
import { ConfirmDialog } from '@/components/kit/dialogs/confirm-dialog';
import { DetailHeader } from '@/components/kit/frame/detail-header';
import { MasterDetail } from '@/components/kit/frame/master-detail';
import { ScreenFrame } from '@/components/kit/frame/screen-frame';
import { ScreenToolbar } from '@/components/kit/frame/screen-toolbar';
import { SearchableTree } from '@/components/kit/tree/searchable-tree';
import { findNode } from '@/components/kit/tree/tree';
import { codecFor } from '@/components/kit/filters/url-codec';
import { useUrlState } from '@/components/kit/filters/use-url-state';
import { ElementsPanel } from './elements-panel';
import { MenuDetails } from './menu-details';
import { MenuForm } from './menu-form';
import { menuSearchText, menuTreeLabel } from './menu-tree';
import { useDeleteMenu, useMenu, useMenuTree } from './use-menus';

// The page these buttons are on: its code prefixes their element codes.
const PAGE = adminPages.pages.menu.code;

const menuQueryCodec = codecFor({ menu: 0, q: '' });
type Mode = { kind: 'view' } | { kind: 'edit' } | { kind: 'create'; parent: MenuNode | null };

/** `/baseManager/menuManager`: the menu tree beside the selected menu's form and its buttons. */
export function MenusScreen({ path, match }: ScreenProps) {
  const t = useTranslations('menus');
  const { titles } = useShellData();
  const [query, setQuery] = useUrlState(path, menuQueryCodec);
  const [mode, setMode] = useState<Mode>({ kind: 'view' });
  const [confirmOpen, setConfirmOpen] = useState(false);
  const tree = useMenuTree();
  const nodes = tree.data ?? [];
  const node = query.menu ? findNode(nodes, query.menu) : undefined;
  // Only a menu that exists is read; a stale id from an old link simply selects nothing.
  const detail = useMenu(node ? node.id : null);
  const menu = node && detail.data?.data.id === node.id ? detail.data.data : undefined;
  const remove = useDeleteMenu(() => {
    setConfirmOpen(false);
    setQuery((q) => ({ ...q, menu: menu && menu.parentId !== -1 ? menu.parentId : 0 }));
  });

  const select = (id: number) => {
    setMode({ kind: 'view' });
    setQuery((q) => ({ ...q, menu: id }));
  };

  let body: ReactNode = null;
  if (mode.kind === 'create' || (mode.kind === 'edit' && menu)) {
    const editing = mode.kind === 'edit' ? menu! : null;
    body = (
      <MenuForm
        key={editing ? `edit-${editing.id}` : `create-${mode.kind === 'create' ? (mode.parent?.id ?? 'root') : ''}`}
        menu={editing}
        parent={mode.kind === 'create' ? mode.parent : null}
        tree={nodes}
        onCancel={() => setMode({ kind: 'view' })}
        onSaved={(id) => {
          setMode({ kind: 'view' });
          // A new menu may not match the search; clearing it keeps the selection in sight.
          if (id !== undefined) setQuery((q) => ({ ...q, menu: id, q: mode.kind === 'create' ? '' : q.q }));
        }}
      />
    );
  } else if (menu && node) {
    body = (
      <>
        <DetailHeader
          title={menu.title}
          actions={[
            {
              ...ADD,
              code: `${PAGE}:btn_add`,
              label: t('addChild'),
              onClick: () => setMode({ kind: 'create', parent: node }),
            },
            { ...EDIT, code: `${PAGE}:btn_edit`, label: t('edit'), onClick: () => setMode({ kind: 'edit' }) },
            { ...DELETE, code: `${PAGE}:btn_del`, label: t('delete'), onClick: () => setConfirmOpen(true) },
          ]}
          sx={{ mb: 1.5 }}
        />
        <MenuDetails menu={menu} tree={nodes} />
        <Divider sx={{ my: 2 }} />
        <ElementsPanel menu={menu} />
        <ConfirmDialog
          open={confirmOpen}
          title={t('deleteTitle')}
          message={t(node.children.length > 0 ? 'deleteHasChildren' : 'deleteConfirm', { title: menu.title })}
          confirmLabel={t('delete')}
          danger
          pending={remove.isPending}
          onConfirm={() => remove.mutate(menu)}
          onClose={() => setConfirmOpen(false)}
        />
      </>
    );
  }

  return (
    <ScreenFrame
      title={titles[match.screen.code] ?? t('title')}
      toolbar={
        <ScreenToolbar
          onRefresh={() => tree.refetch()}
          add={{
            code: `${PAGE}:btn_add`,
            label: t('addRoot'),
            onClick: () => setMode({ kind: 'create', parent: null }),
          }}
        />
      }
    >
      <MasterDetail
        master={
          <SearchableTree
            nodes={tree.data}
            loading={tree.isPending}
            search={query.q}
            onSearch={(q) => setQuery((s) => ({ ...s, q }))}
            searchIn={menuSearchText}
            itemLabel={menuTreeLabel}
            selected={node ? node.id : null}
            onSelect={select}
            texts={{
              search: t('search'),
              tree: t('treeLabel'),
              empty: t('empty'),
              noMatch: t('noMatch'),
              loading: t('loading'),
            }}
          />
        }
        masterSize={{ width: 320, minHeight: 320 }}
        detail={body}
        detailLoading={Boolean(node && detail.isFetching)}
        placeholder={t('pickOne')}
        loadingLabel={t('loading')}
      />
    </ScreenFrame>
  );
}
