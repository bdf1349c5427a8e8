'use client';

import { useMemo } from 'react';
import { useShellData } from '@/components/shell/shell-context';
import type { ScreenProps } from '@/components/screens/screen-props';
import { ScreenFrame } from '../frame/screen-frame';
import { useUrlState } from '../filters/use-url-state';
import { liveTopics } from '@/lib/routes/topics';
import type { ResourceScreenDef } from '../screen-defs';
import { resourceQueryCodec, type ResourceQuery } from './resource-query';
import { useResourceTable } from './resource-table';

/**
 * The screen kit's registry/query/log page: one platform resource as a grid (useResourceTable) with its
 * filters, paging and sort in the URL. Everything shown comes from the platform.
 */
export function ResourceScreen({
  path,
  match,
  def,
  gridLabel,
}: ScreenProps & { def: ResourceScreenDef; gridLabel?: string }) {
  const { titles } = useShellData();
  const codec = useMemo(() => resourceQueryCodec(def), [def]);
  const [query, setQuery] = useUrlState(path, codec);
  const title = titles[match.screen.code] ?? match.screen.code;
  const { toolbar, body } = useResourceTable({
    def,
    query,
    change: (next) => setQuery((q) => ({ ...q, ...next }) as ResourceQuery),
    // One of a tabbed page's grids is named for its tab: the page's title alone would name them all alike.
    label: gridLabel ?? title,
    live: liveTopics[match.screen.code],
  });
  return (
    <ScreenFrame title={title} toolbar={toolbar}>
      {body}
    </ScreenFrame>
  );
}
