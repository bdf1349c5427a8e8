'use client';

import { useCallback, useState, type ComponentType } from 'react';

/** One module's component, loaded once for every caller. */
export type OnDemand<P> = { load: () => Promise<ComponentType<P>>; loaded: ComponentType<P> | null };

/** `load` imports the module (`() => import('./x').then((m) => m.X)`); nothing is fetched until wanted. */
export function onDemand<P>(load: () => Promise<ComponentType<P>>): OnDemand<P> {
  let pending: Promise<ComponentType<P>> | null = null;
  const entry: OnDemand<P> = {
    loaded: null,
    load: () =>
      (pending ??= load().then(
        (component) => (entry.loaded = component),
        (error: unknown) => {
          pending = null; // e.g. the console unreachable: the next attempt tries again
          throw error;
        },
      )),
  };
  return entry;
}

/**
 * A component loaded the first time it is needed (a menu opened, a question asked), then drawn at
 * once. Not next/dynamic: React.lazy suspends and React shows suspended content at the earliest
 * 300 ms after its fallback, so a menu would open a third of a second late the first time.
 * `want()` starts the load; the component is null until it has arrived.
 */
export function useOnDemand<P>(entry: OnDemand<P>): [ComponentType<P> | null, () => void] {
  const [component, setComponent] = useState<ComponentType<P> | null>(() => entry.loaded);
  const want = useCallback(() => {
    if (entry.loaded) return setComponent(() => entry.loaded);
    entry.load().then(
      (loaded) => setComponent(() => loaded),
      (error: unknown) => console.error('[on demand]', error),
    );
  }, [entry]);
  return [component, want];
}
