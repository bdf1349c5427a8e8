import { dayIndexOf, type Facts } from '../../sim/reads.js';
import { encodeGrid, HEADER_BYTES, type Metric } from './grid.js';
import { type MonitorDomain, crewsOf, crewAreas, gridOf } from './monitor-areas.js';

/** The metrics a grid delta carries for each changed cell, in this order (raw values as the GRD1 grid encodes them). */
export const DELTA_METRICS: readonly Metric[] = ['passes', 'vibPasses', 'temp', 'speed', 'cmv'];
/**
 * A delta lists at most an eighth of the grid's cells (64 at least): past that, reading the binary grid again costs
 * fewer bytes than the list, so it says `cells: null` and the reader does that. This also bounds a stream's byte rate
 * when the clock runs fast.
 */
export const deltaCap = (cells: number) => Math.max(64, Math.floor(cells / 8));

/** What one delta stream remembers of each area it follows: the grid's version and each metric's raw values. */
export type GridStock = Map<number, { version: number; raw: Uint8Array[] }>;

export interface GridDelta {
  areaId: number;
  /** The crew's section: the live channel tells only the readers whose data scope holds it. */
  sectionId: number;
  /** The version the cells apply to, and the version they bring. */
  from: number;
  version: number;
  metrics: readonly Metric[];
  /** `[cell index, raw value of each metric]`; null when too many changed (see `deltaCap`). */
  cells: number[][] | null;
}

/**
 * The live grid deltas of a domain (`znys.grid`, `zd.grid`): for each of today's areas being rolled, the cells
 * whose values changed since the last call. The first sight of an area only takes stock; an area that has just
 * finished sends its last change and is then forgotten.
 */
export function gridDeltas(f: Facts, domain: MonitorDomain, stock: GridStock): GridDelta[] {
  const day = dayIndexOf(f.cursor - 1);
  const out: GridDelta[] = [];
  const followed = new Set<number>();
  const sectionIds = new Map(
    f.store.all<{ id: number; code: string }>('SELECT id, code FROM site_section').map((s) => [s.code, s.id]),
  );
  for (const crew of crewsOf(domain))
    for (const area of crewAreas(f, day, crew)) {
      const had = stock.get(area.id);
      const active = area.startedAt < f.cursor && f.cursor < area.endedAt;
      if (!active && !had) continue;
      const { grid } = gridOf(f, area);
      const raw = DELTA_METRICS.map((m) => encodeGrid(grid, m).subarray(HEADER_BYTES));
      if (active) {
        followed.add(area.id);
        stock.set(area.id, { version: grid.version, raw });
      }
      if (!had || had.version === grid.version) continue;
      const changed: number[] = [];
      for (let i = 0; i < raw[0]!.length; i++)
        if (raw.some((values, m) => values[i] !== had.raw[m]![i])) changed.push(i);
      out.push({
        areaId: area.id,
        sectionId: sectionIds.get(crew.sectionCode) ?? 0,
        from: had.version,
        version: grid.version,
        metrics: DELTA_METRICS,
        cells:
          changed.length > deltaCap(raw[0]!.length)
            ? null
            : changed.map((i) => [i, ...raw.map((values) => values[i]!)]),
      });
    }
  for (const id of stock.keys()) if (!followed.has(id)) stock.delete(id);
  return out;
}
