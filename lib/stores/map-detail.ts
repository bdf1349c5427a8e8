import { useSyncExternalStore } from 'react';

/**
 * Spec §3/§4: the map-detail and hj-map-detail states. Each holds a tab value ('1' by default) and
 * the map parameters; opening a detail switches to tab '3' with its parameters. Client-only state
 * for the page's lifetime (not persisted), shared by the map screens through `useMapDetail`.
 */
export type MapDetailKind = 'map' | 'hjMap';
export type MapParams = Readonly<Record<string, unknown>>;
export interface MapDetailState {
  readonly tab: string;
  readonly params: MapParams | null;
}

export const DEFAULT_TAB = '1';
export const DETAIL_TAB = '3';
const INITIAL: MapDetailState = { tab: DEFAULT_TAB, params: null };

let states: Readonly<Record<MapDetailKind, MapDetailState>> = { map: INITIAL, hjMap: INITIAL };
const listeners = new Set<() => void>();

function update(kind: MapDetailKind, next: MapDetailState) {
  states = { ...states, [kind]: next };
  listeners.forEach((listener) => listener());
}

export function subscribeMapDetail(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getMapDetail(kind: MapDetailKind): MapDetailState {
  return states[kind];
}

export function openDetail(kind: MapDetailKind, params: MapParams): void {
  update(kind, { tab: DETAIL_TAB, params });
}

/** Changes the tab only; the last detail's parameters stay for when the user comes back to it. */
export function setTab(kind: MapDetailKind, tab: string): void {
  if (states[kind].tab !== tab) update(kind, { ...states[kind], tab });
}

export function resetMapDetail(kind?: MapDetailKind): void {
  if (kind) update(kind, INITIAL);
  else {
    states = { map: INITIAL, hjMap: INITIAL };
    listeners.forEach((listener) => listener());
  }
}

export function useMapDetail(kind: MapDetailKind): MapDetailState {
  return useSyncExternalStore(
    subscribeMapDetail,
    () => states[kind],
    () => INITIAL,
  );
}
