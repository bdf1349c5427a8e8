'use client';

import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useCan, useShellData } from '@/components/shell/shell-context';
import type { ScreenProps } from '../../screen-props';
import type { MenuNode } from '../common/api-types';
import { ConfirmDialog } from '../common/confirm-dialog';
import { ScreenFrame } from '../common/screen-frame';
import { ScreenToolbar } from '../common/screen-toolbar';
import { SearchField } from '../common/search-field';
import { SearchableTree } from '../common/searchable-tree';
import { findNode } from '../common/tree';
import { codecFor } from '../common/url-codec';
import { useUrlState } from '../common/use-url-state';
import { ElementsPanel } from './elements-panel';
import { MenuDetails } from './menu-details';
import { MenuForm } from './menu-form';
import { MenuTreeItem, menuSearchText } from './menu-tree';
import { useDeleteMenu, useMenu, useMenuTree } from './use-menus';

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
  const can = { add: useCan('menuManager:btn_add'), edit: useCan('menuManager:btn_edit'), del: useCan('menuManager:btn_del') };
  const remove = useDeleteMenu(() => {
    setConfirmOpen(false);
    setQuery((q) => ({ ...q, menu: menu && menu.parentId !== -1 ? menu.parentId : 0 }));
  });

  const select = (id: number) => {
    setMode({ kind: 'view' });
    setQuery((q) => ({ ...q, menu: id }));
  };

  let body: React.ReactNode;
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
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', mb: 1.5, flexWrap: 'wrap' }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mr: 'auto' }}>
            {menu.title}
          </Typography>
          {can.add && (
            <Button startIcon={<AddIcon />} onClick={() => setMode({ kind: 'create', parent: node })}>
              {t('addChild')}
            </Button>
          )}
          {can.edit && (
            <Button startIcon={<EditOutlined />} onClick={() => setMode({ kind: 'edit' })}>
              {t('edit')}
            </Button>
          )}
          {can.del && (
            <Button color="error" startIcon={<DeleteOutline />} onClick={() => setConfirmOpen(true)}>
              {t('delete')}
            </Button>
          )}
        </Stack>
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
  } else if (node && detail.isFetching) {
    body = <LinearProgress aria-label={t('loading')} />;
  } else {
    body = (
      <Typography color="text.secondary" sx={{ p: 2 }}>
        {t('pickOne')}
      </Typography>
    );
  }

  return (
    <ScreenFrame
      title={titles[match.screen.code] ?? t('title')}
      toolbar={
        <ScreenToolbar
          refreshLabel={t('refresh')}
          onRefresh={() => tree.refetch()}
          add={{ code: 'menuManager:btn_add', label: t('addRoot'), onClick: () => setMode({ kind: 'create', parent: null }) }}
        />
      }
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ flex: 1, minHeight: 0 }}>
        <Stack sx={{ width: { md: 320 }, flexShrink: 0, minHeight: { xs: 320, md: 0 }, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Box sx={{ p: 1.5, pb: 1 }}>
            <SearchField label={t('search')} value={query.q} onChange={(q) => setQuery((s) => ({ ...s, q }))} width="100%" />
          </Box>
          {tree.isPending && <LinearProgress aria-label={t('loading')} />}
          <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto', px: 0.5, pb: 1 }}>
            {tree.data && (
              <SearchableTree
                nodes={nodes}
                search={query.q}
                searchIn={menuSearchText}
                itemLabel={(m) => m.title}
                item={MenuTreeItem}
                selected={node ? node.id : null}
                onSelect={select}
                label={t('treeLabel')}
                emptyText={t('empty')}
                noMatchText={t('noMatch')}
              />
            )}
          </Box>
        </Stack>
        <Box sx={{ flex: 1, minWidth: 0, overflow: 'auto', pr: 0.5 }}>{body}</Box>
      </Stack>
    </ScreenFrame>
  );
}
