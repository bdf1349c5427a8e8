'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { COORDINATE_SYSTEMS, type CoordinateSystem } from '@console/contract/site/frame-spec';

/*
 * The coordinates a user reads points in (site metres, CGCS2000 grid, latitude/longitude): a choice of this browser,
 * kept in localStorage so every map and table of every tab follows it (the storage event tells the other tabs).
 */

const KEY = 'coordinateSystem';
const watchers = new Set<() => void>();

function read(): CoordinateSystem {
  try {
    const stored = window.localStorage.getItem(KEY);
    return (COORDINATE_SYSTEMS as readonly string[]).includes(stored ?? '') ? (stored as CoordinateSystem) : 'site';
  } catch {
    return 'site';
  }
}

function subscribe(onChange: () => void): () => void {
  watchers.add(onChange);
  const onStorage = (e: StorageEvent) => e.key === KEY && onChange();
  window.addEventListener('storage', onStorage);
  return () => {
    watchers.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

export function setCoordinateSystem(system: CoordinateSystem): void {
  try {
    window.localStorage.setItem(KEY, system);
  } catch {
    // A browser that keeps nothing still switches this page.
  }
  watchers.forEach((w) => w());
}

/** The chosen coordinate system (site metres on the server and until the browser says otherwise). */
export const useCoordinateSystem = (): CoordinateSystem => useSyncExternalStore(subscribe, read, () => 'site');

type FrameLib = typeof import('@console/contract/site/frame');
let frameLib: FrameLib | null = null;

/** The projection module (proj4), loaded the first time a screen needs a conversion; null until it is there. */
export function useFrameLib(needed: boolean): FrameLib | null {
  const [lib, setLib] = useState(frameLib);
  useEffect(() => {
    if (!needed || lib) return;
    let live = true;
    void import('@console/contract/site/frame').then((m) => {
      frameLib = m;
      if (live) setLib(m);
    });
    return () => {
      live = false;
    };
  }, [needed, lib]);
  return lib;
}

/** A point's numbers as a reader sees them: site metres to the centimetre, grid to the millimetre, degrees to 1e-8. */
export function pointText(system: CoordinateSystem, [a, b]: readonly [number, number]): [string, string] {
  if (system === 'geographic') return [`${b.toFixed(8)}°`, `${a.toFixed(8)}°`];
  if (system === 'grid') return [b.toFixed(3), a.toFixed(3)];
  return [a.toFixed(2), b.toFixed(2)];
}
