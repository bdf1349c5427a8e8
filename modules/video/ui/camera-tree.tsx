'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { TreeView, type TreeNodes } from '@/components/common/tree-view';
import type { Camera, CameraNode } from '@console/contract/video/reads';
import { camerasOf } from '@/modules/video/contract';

type Item = { id: string; label: string; children: Item[] };

const itemsAs: TreeNodes<Item> = {
  id: (item) => item.id,
  children: (item) => item.children,
  label: (item) => item.label,
};

const cameraItem = (id: number) => `cam:${id}`;

/**
 * The cameras under their sections and areas, or their device groups. Choosing a camera (click, or
 * Enter on the focused item) puts it on the wall's chosen tile; the tree marks the camera shown there.
 */
export function CameraTree({
  nodes,
  scopeLabel,
  shown,
  onPick,
}: {
  nodes: CameraNode[];
  scopeLabel: (code: string) => string;
  shown: number | null;
  onPick: (camera: Camera) => void;
}) {
  const t = useTranslations('videoWall');
  const items = useMemo(() => {
    const cameraOf = (c: Camera): Item => ({
      id: cameraItem(c.id),
      label: c.online ? `${c.code} ${c.name}` : t('offlineItem', { name: `${c.code} ${c.name}` }),
      children: [],
    });
    const nodeOf = (n: CameraNode): Item => {
      const name =
        n.kind === 'scope' && n.code
          ? scopeLabel(n.code)
          : n.kind === 'none'
            ? t('unassigned')
            : (n.name ?? n.code ?? n.key);
      return {
        id: n.key,
        label: t('nodeLabel', { name, count: camerasOf([n]).length }),
        children: [...n.children.map(nodeOf), ...n.cameras.map(cameraOf)],
      };
    };
    return nodes.map(nodeOf);
  }, [nodes, scopeLabel, t]);
  // Every group opens at first: a wall's tree is short, and the cameras are what one looks for.
  const [expanded, setExpanded] = useState<string[]>(() => {
    const keys = (list: CameraNode[]): string[] => list.flatMap((n) => [n.key, ...keys(n.children)]);
    return keys(nodes);
  });
  const byItem = useMemo(() => new Map(camerasOf(nodes).map((c) => [cameraItem(c.id), c])), [nodes]);

  return (
    <TreeView
      nodes={items}
      nodesAs={itemsAs}
      aria-label={t('tree')}
      expandedItems={expanded}
      onExpandedItemsChange={(_e, ids) => setExpanded(ids)}
      selectedItems={shown === null ? null : cameraItem(shown)}
      onSelectedItemsChange={(_e, id) => {
        const camera = id === null ? undefined : byItem.get(id);
        if (camera) onPick(camera);
      }}
      expansionTrigger="iconContainer"
    />
  );
}
