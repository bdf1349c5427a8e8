import { type LiveSource, tupleRows } from '../../live/source.js';
import { gridDeltas, type GridStock } from './grid-deltas.js';
import { todayStakeRows } from './stake-summary-routes.js';

/**
 * The latest stored fix of every roller (`znys.pos`) and vibratory roller (`zd.pos`), once a second while someone
 * listens to the topic and sim time moves (latest wins, so the byte rate is the same at any speed):
 * `{t, f: [[deviceId, x, y, heading, speed, moving]]}`.
 */
function positions(): LiveSource {
  let last = '';
  return {
    topics: ['znys.pos', 'zd.pos'],
    everyMs: 1000,
    poll(ctx) {
      const t = ctx.simTime();
      if (t === last) return;
      const topics = (['znys.pos', 'zd.pos'] as const).filter((topic) => ctx.listening(topic));
      if (topics.length === 0) return;
      last = t;
      for (const topic of topics) {
        const rows = ctx.store.all<{ deviceId: number; x: number; y: number; heading: number; speed: number }>(
          `SELECT f.deviceId, f.x, f.y, f.heading, f.speed FROM site_device d
           JOIN znys_fix f ON f.deviceId = d.id AND f.t = (SELECT MAX(t) FROM znys_fix WHERE deviceId = d.id)
           WHERE d.kind = ? ORDER BY d.id`,
          topic === 'zd.pos' ? 'vibRoller' : 'roller',
        );
        ctx.publish(
          topic,
          { t, f: rows.map((r) => [r.deviceId, r.x, r.y, r.heading, r.speed, r.speed > 0.5 ? 1 : 0]) },
          undefined,
          tupleRows('f'),
        );
      }
    },
  };
}

/**
 * `znys.grid` / `zd.grid`: the cells of today's rolled areas that changed since the last poll, one event per area
 * (`{t, areaId, from, version, metrics, cells}`), every two seconds while someone listens and sim time moves (at most
 * one event per rolled area every two seconds). The first poll of a topic only takes stock.
 */
function grids(): LiveSource {
  const stocks = new Map<string, GridStock>();
  let last = '';
  return {
    topics: ['znys.grid', 'zd.grid'],
    everyMs: 2000,
    poll(ctx) {
      const t = ctx.simTime();
      for (const [topic, domain] of [
        ['znys.grid', 'znys'],
        ['zd.grid', 'zd'],
      ] as const) {
        if (!ctx.sim || !ctx.listening(topic)) {
          stocks.delete(topic);
          continue;
        }
        if (t === last && stocks.has(topic)) continue;
        const stock = stocks.get(topic) ?? new Map();
        stocks.set(topic, stock);
        for (const delta of gridDeltas({ store: ctx.store, ...ctx.sim.facts }, domain, stock))
          ctx.publish(topic, { t, ...delta });
      }
      last = t;
    },
  };
}

/**
 * `znys.stake`: today's stake rows of the rolled road layers that changed since the last poll, in one event
 * (`{t, rows}`), every five seconds while someone listens. Stock is taken when the first listener arrives (waiting
 * for the next poll would count what changed meanwhile as the starting point, and never report it); a new day
 * starts afresh.
 */
function stakes(): LiveSource {
  let lastRows: Map<string, string> | null = null;
  const source: LiveSource = {
    topics: ['znys.stake'],
    everyMs: 5000,
    poll(ctx) {
      if (!ctx.sim || !ctx.listening('znys.stake')) {
        lastRows = null;
        return;
      }
      const rows = todayStakeRows({ store: ctx.store, ...ctx.sim.facts });
      const next = new Map(rows.map((r) => [`${r.layerId}:${r.station}`, JSON.stringify(r)]));
      const before = lastRows;
      lastRows = next;
      if (!before) return;
      const changed = rows.filter(
        (r) => before.get(`${r.layerId}:${r.station}`) !== next.get(`${r.layerId}:${r.station}`),
      );
      if (changed.length > 0) ctx.publish('znys.stake', { t: ctx.simTime(), rows: changed });
    },
    opened(ctx, topics) {
      if (topics.has('znys.stake') && !lastRows) source.poll(ctx);
    },
  };
  return source;
}

/** The compaction module's live sources: rollers' positions, grid deltas, stake rows. */
export const compactionLive = (): LiveSource[] => [positions(), grids(), stakes()];
