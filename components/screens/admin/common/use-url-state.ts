'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { normalisePath } from '@/lib/routes/lookup';
import type { UrlCodec } from './url-codec';

/**
 * Filters and paging of a kept-alive screen: component state, restored from the URL on mount and
 * mirrored into the URL only while `path` is the active view. Router hooks in a hidden view report
 * the active URL, so the screen's own path comes from its props. `history.replaceState` (which
 * Next's router follows) adds no history entry and asks the server for nothing.
 */
export function useUrlState<T>(path: string, codec: UrlCodec<T>): [T, Dispatch<SetStateAction<T>>] {
  const active = normalisePath(usePathname()) === path;
  const search = useSearchParams();
  const [value, setValue] = useState<T>(() => codec.parse(new URLSearchParams(active ? search.toString() : '')));
  const wanted = codec.format(value).toString();

  useEffect(() => {
    if (!active) return;
    if (window.location.search.replace(/^\?/, '') === wanted) return;
    window.history.replaceState(null, '', `${window.location.pathname}${wanted ? `?${wanted}` : ''}`);
    // `search`: a click on this screen's own menu entry drops the query; it is written back.
  }, [active, wanted, search]);

  return [value, setValue];
}
