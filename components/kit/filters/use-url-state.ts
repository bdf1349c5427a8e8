'use client';

import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { useViewSearch } from '@/components/tabs/view-path';
import { BASE_PATH } from '@/lib/public-env';
import { normalisePath } from '@/lib/routes/lookup';
import type { UrlCodec } from './url-codec';

/**
 * Filters and paging of a kept-alive screen: component state, restored from the URL on mount and
 * mirrored into the URL only while `path` is the active view. Not the router's hooks: they change on
 * every navigation, and each change would draw every kept screen again (a hidden one when shown again).
 * The view's query (useViewSearch) changes only while it is shown. `history.replaceState` (which Next's
 * router follows) adds no history entry and asks the server for nothing.
 */
export function useUrlState<T>(path: string, codec: UrlCodec<T>): [T, Dispatch<SetStateAction<T>>] {
  const search = useViewSearch();
  const [value, setValue] = useState<T>(() => codec.parse(new URLSearchParams(search)));
  const wanted = codec.format(value).toString();

  useEffect(() => {
    // A hidden view runs no effects; shown again, it runs them again and takes the URL back.
    if (normalisePath(window.location.pathname.slice(BASE_PATH.length)) !== path) return;
    if (window.location.search.replace(/^\?/, '') === wanted) return;
    window.history.replaceState(null, '', `${window.location.pathname}${wanted ? `?${wanted}` : ''}`);
    // `search`: a click on this screen's own menu entry drops the query; it is written back.
  }, [path, wanted, search]);

  return [value, setValue];
}
