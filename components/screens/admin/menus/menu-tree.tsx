'use client';

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';
import { useTranslations } from 'next-intl';
import { forwardRef, useEffect, useMemo, useState } from 'react';
import { iconFor } from '@/components/nav/icon-map';
import type { MenuNode } from '../common/api-types';
import { ancestorsOf, filterTree } from '../common/tree';

const MenuTreeItem = forwardRef<HTMLLIElement, TreeItemProps>(function MenuTreeItem(props, ref) {
  const menu = useTreeItemModel<MenuNode>(props.itemId);
  const Icon = iconFor(menu?.icon);
  return (
    <TreeItem
      {...props}
      ref={ref}
      label={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
          <Icon sx={{ fontSize: 16, color: 'text.secondary', flexShrink: 0 }} />
          <Typography component="span" variant="body2" noWrap>
            {menu?.title}
          </Typography>
          <Typography component="span" variant="caption" color="text.secondary" noWrap>
            {menu?.code}
          </Typography>
        </Box>
      }
    />
  );
});

type Props = { nodes: MenuNode[]; search: string; selected: number | null; onSelect: (id: number) => void };

/** The menu tree, filtered by title or code; matches keep their ancestors and are opened. */
export function MenuTree({ nodes, search, selected, onSelect }: Props) {
  const t = useTranslations('menus');
  const filtered = useMemo(() => {
    const text = search.trim().toLowerCase();
    return text ? filterTree(nodes, (m) => m.title.toLowerCase().includes(text) || m.code.toLowerCase().includes(text)) : { nodes, expand: [] };
  }, [nodes, search]);
  const [expanded, setExpanded] = useState<string[]>([]);

  useEffect(() => {
    if (filtered.expand.length > 0) setExpanded(filtered.expand.map(String));
  }, [filtered]);

  // A selection restored from the URL is opened down to its item.
  useEffect(() => {
    if (selected === null) return;
    const path = ancestorsOf(nodes, selected).map(String);
    if (path.length > 0) setExpanded((open) => [...new Set([...open, ...path])]);
  }, [nodes, selected]);

  if (filtered.nodes.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
        {search ? t('noMatch') : t('empty')}
      </Typography>
    );
  }
  return (
    <RichTreeView
      items={filtered.nodes}
      getItemId={(m) => String(m.id)}
      getItemLabel={(m) => m.title}
      selectedItems={selected === null ? null : String(selected)}
      onSelectedItemsChange={(_e, id) => id !== null && onSelect(Number(id))}
      expandedItems={expanded}
      onExpandedItemsChange={(_e, ids) => setExpanded(ids)}
      expansionTrigger="iconContainer"
      slots={{ item: MenuTreeItem }}
      aria-label={t('treeLabel')}
    />
  );
}
