'use client';

import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useEffect, useMemo, useState, type JSXElementConstructor } from 'react';
import { ancestorsOf, filterTree, type Node } from './tree';

type Props<T extends Node<T>> = {
  nodes: T[];
  search: string;
  /**
   * The texts a search looks in (a title, a code …). Keep it one function (module level): the
   * search runs again when it changes, and re-opens the matches.
   */
  searchIn: (node: T) => readonly string[];
  itemLabel: (node: T) => string;
  selected: number | null;
  onSelect: (id: number) => void;
  /** The tree's accessible name. */
  label: string;
  /** Shown in place of a tree without nodes, and of a search that matches none. */
  emptyText: string;
  noMatchText: string;
  /** An item that shows more than the label (an icon, a code). */
  item?: JSXElementConstructor<TreeItemProps>;
};

/** A tree with one selected item, filtered by a search: matches keep their ancestors, which open. */
export function SearchableTree<T extends Node<T>>({ nodes, search, searchIn, itemLabel, selected, onSelect, label, emptyText, noMatchText, item }: Props<T>) {
  const filtered = useMemo(() => {
    const text = search.trim().toLowerCase();
    return text ? filterTree(nodes, (node) => searchIn(node).some((s) => s.toLowerCase().includes(text))) : { nodes, expand: [] };
  }, [nodes, search, searchIn]);
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
        {search ? noMatchText : emptyText}
      </Typography>
    );
  }
  return (
    <RichTreeView
      items={filtered.nodes}
      getItemId={(node) => String(node.id)}
      getItemLabel={itemLabel}
      selectedItems={selected === null ? null : String(selected)}
      onSelectedItemsChange={(_e, id) => id !== null && onSelect(Number(id))}
      expandedItems={expanded}
      onExpandedItemsChange={(_e, ids) => setExpanded(ids)}
      expansionTrigger="iconContainer"
      slots={item ? { item } : undefined}
      aria-label={label}
    />
  );
}
