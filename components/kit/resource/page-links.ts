'use client';

import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import RouteOutlined from '@mui/icons-material/RouteOutlined';
import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import { useShellData } from '@/components/shell/shell-context';
import { pagePathOfCode } from '@/lib/routes/lookup';
import type { RowActionDef } from '../table/actions-column';
import type { ResourceScreenDef } from '../screen-defs';

const icons = { map: PlaceOutlined, track: RouteOutlined } as const;

/**
 * A row's ways to the other pages about it (a vehicle's real-time location, its playback): one row action each,
 * shown to those who hold the page, opening it on the row (`<page>?<param>=<row's field>`).
 */
export function usePageLinkActions<R extends Record<string, unknown>>(
  def: ResourceScreenDef,
  name: (row: R) => string,
): RowActionDef<R>[] {
  const { titles } = useShellData();
  const router = useRouter();
  return useMemo(
    () =>
      (def.pageLinks ?? []).flatMap((link) => {
        const title = titles[link.page];
        const path = pagePathOfCode(link.page);
        if (!title || !path) return [];
        const value = (row: R) => String(row[link.field] ?? '');
        return [
          {
            icon: icons[link.icon],
            label: (row: R) => `${title} ${name(row)}`,
            shown: (row: R) => value(row) !== '',
            onClick: (row: R) => router.push(`${path}?${new URLSearchParams({ [link.param]: value(row) })}`),
          },
        ];
      }),
    [def, titles, router, name],
  );
}
