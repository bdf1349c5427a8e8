'use client';

import { useState } from 'react';

/**
 * Calls `adjust` while rendering: on the first render and whenever one of `deps` changes (compared
 * with Object.is, as an effect's dependencies are). For state that follows other values, such as an
 * edited copy of the server's list that starts over when the list reloads: set in an effect, the
 * stale copy would be committed and shown once before the effect replaces it.
 *
 * `adjust` may only set state of the component that calls this hook.
 */
export function useAdjust(adjust: () => void, deps: readonly unknown[]) {
  const [seen, setSeen] = useState<readonly unknown[] | null>(null);
  if (seen === null || seen.length !== deps.length || seen.some((dep, i) => !Object.is(dep, deps[i]))) {
    setSeen(deps);
    adjust();
  }
}
