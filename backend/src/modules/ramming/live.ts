import { factSource, type LiveSource, stateSource, withoutNulls } from '../../live/source.js';
import { type Family, rigsOf } from './monitor.js';

/** The rammers' validated hits (`hj.hit`) and the DDC rigs' events (`ddc.event`) written since the last poll. */
const factSources = (): LiveSource[] => [
  factSource(
    ['hj.hit'],
    `SELECT h.id, h.t, h.deviceId, d.code AS deviceCode, h.pointCode, h.areaCode, h.hitNo, h.settlement, h.cumulative,
      COALESCE(d.sectionId, 0) AS sectionId
      FROM hj_hit h JOIN site_device d ON d.id = h.deviceId WHERE %WHERE% ORDER BY h.t, h.id LIMIT 500`,
    'h.t',
    'h.id',
    () => 'hj.hit',
  ),
  factSource(
    ['ddc.event'],
    `SELECT e.id, e.t, e.deviceId, d.code AS deviceCode, e.pileCode, e.event, e.times, e.depth,
      COALESCE(d.sectionId, 0) AS sectionId
      FROM ddc_raw_event e JOIN site_device d ON d.id = e.deviceId WHERE %WHERE% ORDER BY e.t, e.id LIMIT 500`,
    'e.t',
    'e.id',
    () => 'ddc.event',
  ),
];

/**
 * `hj.point`: a design point whose status or hits changed, `{id, t, code, areaCode, status, hits, designHits,
 * lastTwoAvg}`, as the simulator rewrites its row in place while it is rammed.
 */
const pointStates = () =>
  stateSource<{ id: number; status: string; hits: number | null }>(
    'hj.point',
    `SELECT p.id, p.simAt AS t, p.code, a.code AS areaCode, p.status, p.hits, p.designHits, p.lastTwoAvg
      FROM ram_point p JOIN ram_area a ON a.id = p.areaId
     WHERE p.simAt >= ? AND p.simAt <= ? ORDER BY p.simAt, p.id`,
    (point) => `${point.status}|${point.hits}`,
    (point) => withoutNulls(point),
  );

const families = { 'hj.pos': 'hj', 'ddc.pos': 'ddc' } as const satisfies Record<string, Family>;
type PosTopic = keyof typeof families;

/**
 * `hj.pos` / `ddc.pos`: the rigs where their latest fact puts them, as the monitor's overview reads them
 * (`{t, rigs}`), sent when a rig moved, went on or off line, or started or stopped working — at most once a second,
 * and only while someone listens (the first frame when the first listener comes: what changed since its page read).
 */
function rigPositions(): LiveSource {
  const last = new Map<PosTopic, string>();
  return {
    topics: Object.keys(families),
    everyMs: 1000,
    poll(ctx) {
      for (const topic of Object.keys(families) as PosTopic[]) {
        if (!ctx.listening(topic)) {
          last.delete(topic);
          continue;
        }
        const t = ctx.simTime();
        const rigs = rigsOf(ctx.store, families[topic], t).map(withoutNulls);
        const text = JSON.stringify(rigs);
        if (last.get(topic) !== text)
          ctx.publish(topic, { t, rigs }, undefined, {
            key: 'rigs',
            device: (r) => (r as { deviceId: number }).deviceId,
          });
        last.set(topic, text);
      }
    },
  };
}

export const rammingSources = (): LiveSource[] => [...factSources(), pointStates(), rigPositions()];
