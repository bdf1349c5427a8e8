'use client';

import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { ringLatLngs, useSitePlan } from './site-plan';

type Ring = Parameters<typeof ringLatLngs>[0];

/** The chosen area's outline, whichever screen draws it. */
export const CHOSEN_OUTLINE = '#1565c0';

/**
 * Work areas as outlines on the site plan; the selected one stands out, unfilled, so the map's own click handler
 * picks inside it, while a click on another area selects that one. `ring` and `look` should be stable (module
 * constants): the layer is redrawn when they change.
 */
export function AreaOutlines<A extends { id: number }>(props: {
  areas: readonly A[];
  selected: number | null;
  onSelect: (id: number) => void;
  ring: (area: A) => Ring;
  look: (area: A, chosen: boolean) => L.PathOptions;
}) {
  const { areas, selected, onSelect, ring, look } = props;
  const map = useSitePlan();
  const select = useRef(onSelect);
  useEffect(() => {
    select.current = onSelect;
  });
  useEffect(() => {
    if (!map) return;
    const group = L.layerGroup().addTo(map);
    for (const a of areas) {
      const chosen = a.id === selected;
      L.polygon(ringLatLngs(ring(a)), { weight: chosen ? 2.5 : 1.5, fill: !chosen, ...look(a, chosen) })
        .on('click', (e) => {
          if (chosen) return;
          L.DomEvent.stopPropagation(e);
          select.current(a.id);
        })
        .addTo(group);
    }
    return () => void group.remove();
  }, [map, areas, selected, ring, look]);
  return null;
}
