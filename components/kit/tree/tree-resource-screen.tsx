'use client';

import { useElementCode } from '../access/page-code';

import Stack from '@mui/material/Stack';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useMemo, useState } from 'react';
import { useShellData } from '@/components/shell/shell-context';
import { useApiQuery } from '@/lib/request/query';
import type { ScreenProps } from '@/components/screens/screen-props';
import { ADD, DELETE, EDIT } from '../table/action-looks';
import { Deferred } from '@/components/common/deferred';
import { onDemand } from '@/components/common/use-on-demand';
import { confirmDialog } from '../dialogs/deferred-dialogs';
import { DetailHeader } from '../frame/detail-header';
import { MasterDetail } from '../frame/master-detail';
import { ScreenFrame } from '../frame/screen-frame';
import { ScreenToolbar } from '../frame/screen-toolbar';
import { SearchableTree } from './searchable-tree';
import { findNode } from './tree';
import { codecFor } from '../filters/url-codec';
import { useWrite } from '../access/use-write';
import { useUrlState } from '../filters/use-url-state';
import type { TreeResourceScreenDef } from '../screen-defs';
import { resourceDialog } from '../resource/deferred-parts';
import { resourceQueryCodec, type ResourceQuery } from '../resource/resource-query';
import { useResourceTable } from '../resource/resource-table';

// Loaded when first opened, as the list's own dialogs are.
const addManyDialog = onDemand(() => import('./add-many-dialog').then((m) => m.AddManyDialog));

type TreeNode = Record<string, unknown> & { id: number; children: TreeNode[] };

const treeQueryCodec = codecFor({ node: 0, q: '' });

/**
 * The screen kit's tree page: the node tree (search, add at the root or below a node, edit, delete)
 * beside the chosen node's rows as a paged grid. The node and the search live in the URL.
 */
export function TreeResourceScreen({ path, match, def }: ScreenProps & { def: TreeResourceScreenDef }) {
  const t = useTranslations('treeResource');
  const tr = useTranslations('resource');
  const locale = useLocale() as 'zh' | 'en';
  const { titles } = useShellData();
  const title = titles[match.screen.code] ?? match.screen.code;
  const treeElement = useElementCode(def.tree);
  const [where, setWhere] = useUrlState(path, treeQueryCodec);
  const tree = useApiQuery<TreeNode[]>({ path: `${def.tree.api}/tree` }, { staleTime: 0 });
  const node = where.node ? findNode(tree.data ?? [], where.node) : undefined;
  const [dialog, setDialog] = useState<{ open: boolean; edit: TreeNode | null; parent: number }>({
    open: false,
    edit: null,
    parent: -1,
  });
  const [deleting, setDeleting] = useState(false);
  const [addingMany, setAddingMany] = useState(false);
  const labelOf = useCallback(
    (n: Record<string, unknown>) => def.label.map((f) => String(n[f] ?? '')).join(' · '),
    [def.label],
  );
  const searchIn = useCallback((n: TreeNode) => def.label.map((f) => String(n[f] ?? '')), [def.label]);
  const noun = def.tree.noun[locale];
  const remove = useWrite<unknown, TreeNode>((n) => ({ path: `${def.tree.api}/${n.id}`, method: 'DELETE' }), {
    success: (_d, n) => tr('deleted', { noun, name: labelOf(n) }),
    invalidate: [def.tree.api],
    onSettled: () => setDeleting(false),
    onSuccess: (_d, n) => {
      setWhere((w) => ({ ...w, node: Number(n[def.parentField]) > 0 ? Number(n[def.parentField]) : 0 }));
    },
  });

  const codec = useMemo(() => resourceQueryCodec(def.list), [def.list]);
  const [listQuery, setListQuery] = useState<ResourceQuery>(() => codec.parse(new URLSearchParams()));
  const fixed = useMemo(() => ({ [def.nodeField]: node?.id ?? 0 }), [def.nodeField, node?.id]);
  const list = useResourceTable({
    def: def.list,
    query: listQuery,
    change: (next) => setListQuery((q) => ({ ...q, ...next }) as ResourceQuery),
    label: node ? `${def.list.noun[locale]} · ${labelOf(node)}` : def.list.noun[locale],
    fixed,
    alsoInvalidate: [def.tree.api],
    enabled: Boolean(node),
    onAdd: def.addMany ? () => setAddingMany(true) : undefined,
  });
  const parentFixed = useMemo(() => ({ [def.parentField]: dialog.parent }), [def.parentField, dialog.parent]);

  const select = (id: number) => {
    setWhere((w) => ({ ...w, node: id }));
    setListQuery(codec.parse(new URLSearchParams()));
  };

  return (
    <ScreenFrame
      title={title}
      toolbar={
        <ScreenToolbar
          onRefresh={() => tree.refetch()}
          add={{
            code: treeElement('btn_add'),
            label: t('addRoot', { noun }),
            onClick: () => setDialog({ open: true, edit: null, parent: -1 }),
          }}
        />
      }
    >
      <MasterDetail
        master={
          <SearchableTree
            nodes={tree.data}
            loading={tree.isPending}
            search={where.q}
            onSearch={(q) => setWhere((w) => ({ ...w, q }))}
            searchIn={searchIn}
            itemLabel={labelOf}
            selected={node ? node.id : null}
            onSelect={select}
            texts={{
              search: t('search'),
              tree: t('tree', { noun }),
              empty: tree.isError ? tr('loadFailed') : t('empty', { noun }),
              noMatch: t('noMatch'),
              loading: t('loading'),
            }}
          />
        }
        masterSize={{ width: 300, minHeight: 280 }}
        detail={
          node && (
            <Stack sx={{ height: '100%', minHeight: 360 }}>
              <DetailHeader
                title={labelOf(node)}
                actions={[
                  {
                    ...ADD,
                    code: treeElement('btn_add'),
                    label: t('addChild'),
                    onClick: () => setDialog({ open: true, edit: null, parent: node.id }),
                  },
                  {
                    ...EDIT,
                    code: treeElement('btn_edit'),
                    label: t('edit'),
                    onClick: () => setDialog({ open: true, edit: node, parent: Number(node[def.parentField]) }),
                  },
                  {
                    ...DELETE,
                    code: treeElement('btn_del'),
                    label: t('delete'),
                    onClick: () => setDeleting(true),
                  },
                ]}
                sx={{ mb: 1 }}
              />
              <Stack
                direction="row"
                spacing={1.5}
                useFlexGap
                sx={{ alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap', mb: 1 }}
              >
                {list.toolbar}
              </Stack>
              {list.body}
            </Stack>
          )
        }
        detailLoading={tree.isPending}
        placeholder={t('pickOne', { noun })}
        loadingLabel={t('loading')}
      />
      <Deferred
        entry={resourceDialog}
        open={dialog.open}
        props={{
          def: def.tree,
          open: dialog.open,
          row: dialog.edit,
          fixed: dialog.edit ? undefined : parentFixed,
          onClose: () => setDialog((d) => ({ ...d, open: false })),
        }}
      />
      {node && def.addMany && (
        <Deferred
          entry={addManyDialog}
          open={addingMany}
          props={{ def, node, nodeName: labelOf(node), open: addingMany, onClose: () => setAddingMany(false) }}
        />
      )}
      {node && (
        <Deferred
          entry={confirmDialog}
          open={deleting}
          props={{
            open: deleting,
            title: tr('deleteTitle', { noun }),
            message: t(node.children.length > 0 ? 'deleteHasChildren' : 'deleteConfirm', { noun, name: labelOf(node) }),
            confirmLabel: tr('delete'),
            danger: true,
            pending: remove.isPending,
            onConfirm: () => remove.mutate(node),
            onClose: () => setDeleting(false),
          }}
        />
      )}
    </ScreenFrame>
  );
}
