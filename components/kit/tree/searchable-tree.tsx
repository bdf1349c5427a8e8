'use client';

import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type ReactNode } from 'react';
import { TreeView } from '@/components/common/tree-view';
import { useAdjust } from '@/components/common/use-adjust';
import { SearchField } from '../filters/search-field';
import { ancestorsOf, filterTree, type Node } from './tree';

type Props<T extends Node<T>> = {
  /** Undefined until the tree has been read. */
  nodes: T[] | undefined;
  /** Shows a loading bar under the search box. */
  loading: boolean;
  search: string;
  onSearch: (search: string) => void;
  /**
   * The texts a search looks in (a title, a code …). Keep it one function (module level): the
   * search runs again when it changes, and re-opens the matches.
   */
  searchIn: (node: T) => readonly string[];
  /** What an item shows: its text, or more (an icon, a code); type-ahead looks at its text. */
  itemLabel: (node: T) => ReactNode;
  selected: number | null;
  onSelect: (id: number) => void;
  /**
   * The search box's label, the tree's accessible name, what shows in place of a tree without
   * nodes and of a search that matches none, and the loading bar's name.
   */
  texts: { search: string; tree: string; empty: string; noMatch: string; loading: string };
};

/**
 * A tree with one selected item below its search box; matches keep their ancestors, which open.
 * It fills its parent's height (a column, such as MasterDetail's master pane) and scrolls inside.
 */
export function SearchableTree<T extends Node<T>>({ nodes, loading, search, onSearch, texts, ...tree }: Props<T>) {
  return (
    <Stack sx={{ flex: 1, minHeight: 0 }}>
      <Box sx={{ p: 1.5, pb: 1 }}>
        <SearchField label={texts.search} value={search} onChange={onSearch} width="100%" />
      </Box>
      {loading && <LinearProgress aria-label={texts.loading} />}
      <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto', px: 0.5, pb: 1 }}>
        {nodes && <FilteredTree nodes={nodes} search={search} texts={texts} {...tree} />}
      </Box>
    </Stack>
  );
}

type TreeProps<T extends Node<T>> = Omit<Props<T>, 'nodes' | 'loading' | 'onSearch'> & { nodes: T[] };

function FilteredTree<T extends Node<T>>({
  nodes,
  search,
  searchIn,
  itemLabel,
  selected,
  onSelect,
  texts,
}: TreeProps<T>) {
  const filtered = useMemo(() => {
    const text = search.trim().toLowerCase();
    return text
      ? filterTree(nodes, (node) => searchIn(node).some((s) => s.toLowerCase().includes(text)))
      : { nodes, expand: [] };
  }, [nodes, search, searchIn]);
  const [expanded, setExpanded] = useState<string[]>([]);

  useAdjust(() => {
    if (filtered.expand.length > 0) setExpanded(filtered.expand.map(String));
  }, [filtered]);

  // A selection restored from the URL is opened down to its item.
  useAdjust(() => {
    if (selected === null) return;
    const path = ancestorsOf(nodes, selected).map(String);
    if (path.length > 0) setExpanded((open) => [...new Set([...open, ...path])]);
  }, [nodes, selected]);

  if (filtered.nodes.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
        {search ? texts.noMatch : texts.empty}
      </Typography>
    );
  }
  return (
    <TreeView
      nodes={filtered.nodes}
      nodesAs={{ id: (node) => String(node.id), children: (node) => node.children, label: itemLabel }}
      selectedItems={selected === null ? null : String(selected)}
      onSelectedItemsChange={(_e, id) => id !== null && onSelect(Number(id))}
      expandedItems={expanded}
      onExpandedItemsChange={(_e, ids) => setExpanded(ids)}
      expansionTrigger="iconContainer"
      aria-label={texts.tree}
    />
  );
}
