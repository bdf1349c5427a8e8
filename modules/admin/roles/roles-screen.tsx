'use client';

import { adminPages } from '@console/contract/admin/pages';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useShellData } from '@/components/shell/shell-context';
import type { ScreenProps } from '@/components/screens/screen-props';
import type { Group, GroupNode } from '@/modules/admin/contract';
import { ConfirmDialog } from '@/components/kit/dialogs/confirm-dialog';
import { MasterDetail } from '@/components/kit/frame/master-detail';
import { ScreenFrame } from '@/components/kit/frame/screen-frame';
import { ScreenToolbar } from '@/components/kit/frame/screen-toolbar';
import { SearchableTree } from '@/components/kit/tree/searchable-tree';
import { findNode } from '@/components/kit/tree/tree';
import { codecFor } from '@/components/kit/filters/url-codec';
import { useUrlState } from '@/components/kit/filters/use-url-state';
import { useRoleTypes } from '../role-types/use-role-types';
import { RoleDetail } from './role-detail';
import { RoleDialog } from './role-dialog';
import { useDeleteRole, useRole, useRoleTree } from './use-roles';
import { TabBar } from '@/components/common/tab-bar';

// The page these buttons are on: its code prefixes their element codes.
const PAGE = adminPages.pages.group.code;

const roleQueryCodec = codecFor({ type: 0, role: 0, tab: '', q: '' });
type Editing = { open: boolean; role: Group | null; parentId?: number };
const roleSearchText = (role: GroupNode) => [role.name, role.code];

/**
 * `/baseManager/groupManager`: role types as tabs, the role tree of the type, and the chosen role's grants and members.
 */
export function RolesScreen({ path, match }: ScreenProps) {
  const t = useTranslations('roles');
  const { titles } = useShellData();
  const [query, setQuery] = useUrlState(path, roleQueryCodec);
  const types = useRoleTypes();
  const typeList = types.data ?? [];
  // The platform's console opens on the `role` type.
  const type = typeList.find((x) => x.id === query.type) ?? typeList.find((x) => x.code === 'role') ?? typeList[0];
  const tree = useRoleTree(type?.id ?? null);
  const nodes = tree.data ?? [];
  const node = query.role ? findNode(nodes, query.role) : undefined;
  const detail = useRole(node ? node.id : null);
  const role = node && detail.data?.data.id === node.id ? detail.data.data : undefined;
  const [editing, setEditing] = useState<Editing>({ open: false, role: null });
  const [confirmOpen, setConfirmOpen] = useState(false);
  const remove = useDeleteRole(() => {
    setConfirmOpen(false);
    setQuery((q) => ({ ...q, role: role && role.parentId !== -1 ? role.parentId : 0 }));
  });

  return (
    <ScreenFrame
      title={titles[match.screen.code] ?? t('title')}
      toolbar={
        <ScreenToolbar
          onRefresh={() => tree.refetch()}
          // A role belongs to a type: nothing to add to before the types have loaded.
          add={
            Boolean(type) && {
              code: `${PAGE}:btn_add`,
              label: t('addRoot'),
              onClick: () => setEditing({ open: true, role: null, parentId: undefined }),
            }
          }
        />
      }
    >
      {types.isPending && <LinearProgress aria-label={t('loading')} />}
      {type && (
        <TabBar
          value={type.id}
          onChange={(id) => setQuery((q) => ({ ...q, type: id, role: 0, q: '' }))}
          tabs={typeList.map((x) => ({ value: x.id, label: x.name }))}
          dense
          aria-label={t('typesLabel')}
          sx={{ borderBottom: 1, borderColor: 'divider', mb: 1.5 }}
        />
      )}
      <MasterDetail
        master={
          <SearchableTree
            nodes={tree.data}
            loading={tree.isPending && Boolean(type)}
            search={query.q}
            onSearch={(q) => setQuery((s) => ({ ...s, q }))}
            searchIn={roleSearchText}
            itemLabel={(g) => g.name}
            selected={node ? node.id : null}
            onSelect={(id) => setQuery((q) => ({ ...q, role: id }))}
            texts={{
              search: t('search'),
              tree: t('treeLabel'),
              empty: t('emptyType'),
              noMatch: t('noMatch'),
              loading: t('loading'),
            }}
          />
        }
        masterSize={{ width: 280, minHeight: 240 }}
        detail={
          role && (
            <RoleDetail
              role={role}
              tab={query.tab}
              onTab={(tab) => setQuery((q) => ({ ...q, tab }))}
              onAddChild={() => setEditing({ open: true, role: null, parentId: role.id })}
              onEdit={() => setEditing({ open: true, role })}
              onDelete={() => setConfirmOpen(true)}
            />
          )
        }
        detailLoading={Boolean(node && detail.isFetching)}
        placeholder={t('pickOne')}
        loadingLabel={t('loading')}
      />
      {type && (
        <RoleDialog
          open={editing.open}
          role={editing.role}
          parentId={editing.parentId}
          type={type}
          tree={nodes}
          onClose={() => setEditing((e) => ({ ...e, open: false }))}
          onSaved={(id) => id !== undefined && setQuery((q) => ({ ...q, role: id }))}
        />
      )}
      {role && (
        <ConfirmDialog
          open={confirmOpen}
          title={t('deleteTitle')}
          message={t(node && node.children.length > 0 ? 'deleteHasChildren' : 'deleteConfirm', { name: role.name })}
          confirmLabel={t('delete')}
          danger
          pending={remove.isPending}
          onConfirm={() => remove.mutate(role)}
          onClose={() => setConfirmOpen(false)}
        />
      )}
    </ScreenFrame>
  );
}
