import { useSyncExternalStore } from 'react';

/**
 * A value that changes often or urgently, held outside React's state: its readers subscribe to it
 * (`useStoreValue`) and are told directly. A new context value instead makes React search every
 * component below the provider, the hidden kept views included, for its readers.
 */
export type ValueStore<T> = { get: () => T; set: (next: T) => void; subscribe: (onChange: () => void) => () => void };

export function valueStore<T>(initial: T): ValueStore<T> {
  let value = initial;
  const watchers = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      watchers.forEach((watcher) => watcher());
    },
    subscribe(onChange) {
      watchers.add(onChange);
      return () => void watchers.delete(onChange);
    },
  };
}

const unsubscribed = () => () => {};

/** What `select` takes from the store's value (null without a store); the caller re-renders only when that changes. */
export function useStoreValue<T, S>(store: ValueStore<T> | null, select: (value: T) => S): S | null {
  const read = () => (store ? select(store.get()) : null);
  return useSyncExternalStore(store?.subscribe ?? unsubscribed, read, read);
}
