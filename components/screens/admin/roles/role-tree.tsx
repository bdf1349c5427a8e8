'use client';

import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import type { GroupNode } from '../common/api-types';
import { ancestorsOf, filterTree } from '../common/tree';

type Props = { nodes: GroupNode[]; search: string; selected: number | null; onSelect: (id: number) => void };

/** The roles of one type; the search keeps matches with their ancestors, opened. */
export function RoleTree({ nodes, search, selected, onSelect }: Props) {
  const t = useTranslations('roles');
  const filtered = useMemo(() => {
    const text = search.trim().toLowerCase();
    return text ? filterTree(nodes, (g) => g.name.toLowerCase().includes(text) || g.code.toLowerCase().includes(text)) : { nodes, expand: [] };
  }, [nodes, search]);
  const [expanded, setExpanded] = useState<string[]>([]);

  useEffect(() => {
    if (filtered.expand.length > 0) setExpanded(filtered.expand.map(String));
  }, [filtered]);
  useEffect(() => {
    if (selected === null) return;
    const path = ancestorsOf(nodes, selected).map(String);
    if (path.length > 0) setExpanded((open) => [...new Set([...open, ...path])]);
  }, [nodes, selected]);

  if (filtered.nodes.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
        {search ? t('noMatch') : t('emptyType')}
      </Typography>
    );
  }
  return (
    <RichTreeView
      items={filtered.nodes}
      getItemId={(g) => String(g.id)}
      getItemLabel={(g) => g.name}
      selectedItems={selected === null ? null : String(selected)}
      onSelectedItemsChange={(_e, id) => id !== null && onSelect(Number(id))}
      expandedItems={expanded}
      onExpandedItemsChange={(_e, ids) => setExpanded(ids)}
      expansionTrigger="iconContainer"
      aria-label={t('treeLabel')}
    />
  );
}
