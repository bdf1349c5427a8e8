'use client';

import { useEffect, useRef } from 'react';
import { useViewSearch } from '@/components/tabs/view-path';

/**
 * The vehicle a link asked for (`?vehicle=<terminal code>`, a registry row's 实时位置 or 轨迹回放), handed to `take`
 * once per asking as soon as the page's vehicles include it; a vehicle outside the reader's list is not there to take.
 */
export function useWantedVehicle<V extends { code: string }>(vehicles: readonly V[], take: (vehicle: V) => void) {
  const wanted = new URLSearchParams(useViewSearch()).get('vehicle');
  const taken = useRef<string | null>(null);
  useEffect(() => {
    if (!wanted || wanted === taken.current) return;
    const found = vehicles.find((v) => v.code === wanted);
    if (!found) return;
    taken.current = wanted;
    take(found);
  }, [wanted, vehicles, take]);
}
