import type { Store } from '../db/database.js';
import type { SimHost } from '../sim/host.js';
import { parseSiteTime, siteTime } from '../sim/calendar.js';

/** What a live source reads and how it publishes, as the hub hands it to each poll. */
export interface LiveContext {
  store: Store;
  sim?: SimHost;
  /** The simulated present, `yyyy-MM-dd HH:mm:ss`. */
  simTime(): string;
  /** Whether any open stream follows a topic (sources that compute what they send poll only then). */
  listening(topic: string): boolean;
  /** Whether any stream is open at all. */
  anyStream(): boolean;
  /**
   * `audience`: menus of which a reader must hold one to receive this event (unset: every listener of the topic).
   * `rows`: a frame's per-device rows, which a reader of some sections only receives for their devices.
   */
  publish(topic: string, data: unknown, audience?: readonly string[], rows?: FrameRows): void;
}

/** Where a frame keeps its per-device rows (`data[key]`) and how to read a row's device id. */
export interface FrameRows {
  key: string;
  device(row: unknown): number;
}

/** Rows that are tuples whose first member is the device id (`[deviceId, x, y, …]`). */
export const tupleRows = (key: string): FrameRows => ({ key, device: (row) => Number((row as unknown[])[0]) });

/**
 * A module's changes on the live channel: polled every `everyMs` (and once when the hub starts, which takes stock),
 * it publishes on its topics what changed since its last poll. `opened` hears each new stream's topics (a source
 * that takes stock when its first listener arrives).
 */
export interface LiveSource {
  readonly topics: readonly string[];
  readonly everyMs: number;
  poll(ctx: LiveContext): void;
  opened?(ctx: LiveContext, topics: ReadonlySet<string>): void;
}

/**
 * Facts written since the last poll up to the present, by (time, id), each on the topic `topicOf` names: they are
 * facts in sim time, so history is never re-sent and a back-filled past never floods the channel. `sql` has a
 * `%WHERE%` for the window and its own ORDER BY time, id; the first poll only takes the cursor.
 */
export function factSource(
  topics: readonly string[],
  sql: string,
  time: string,
  id: string,
  topicOf: (row: Record<string, unknown>) => string,
  audienceOf?: (row: Record<string, unknown>) => readonly string[] | undefined,
): LiveSource {
  let cursor: { t: string; id: number } | undefined;
  return {
    topics,
    everyMs: 1000,
    poll(ctx) {
      const now = ctx.simTime();
      if (!cursor) {
        const last = ctx.store.get<{ t: string; id: number }>(
          sql.replace('%WHERE%', `${time} <= ?`).replace(/ORDER BY .*$/, `ORDER BY ${time} DESC, ${id} DESC LIMIT 1`),
          now,
        );
        cursor = last ? { t: last.t, id: last.id } : { t: '', id: 0 };
        return;
      }
      if (!ctx.anyStream()) {
        // Nobody to tell: the facts written so far are taken as seen without reading them (the simulator writes in
        // time order, whole seconds before its cursor), so an idle backend reads nothing every second.
        const written = ctx.sim ? siteTime(Math.ceil(ctx.sim.facts.cursor / 1000) * 1000 - 1000) : now;
        const seen = written < now ? written : now;
        if (seen > cursor.t) cursor = { t: seen, id: Number.MAX_SAFE_INTEGER };
        return;
      }
      const rows = ctx.store.all<{ id: number; t: string } & Record<string, unknown>>(
        sql.replace('%WHERE%', `${time} >= ? AND (${time} > ? OR ${id} > ?) AND ${time} <= ?`),
        cursor.t,
        cursor.t,
        cursor.id,
        now,
      );
      for (const row of rows) {
        cursor = { t: row.t, id: row.id };
        ctx.publish(topicOf(row), withoutNulls(row), audienceOf?.(row));
      }
    },
  };
}

/** A row as a reply gives it: its null fields left out. */
export const withoutNulls = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).filter(([, v]) => v !== null));

/**
 * Rows the simulator rewrites in place (a trip's state, a design point's status), each told on `topic` when its
 * `stateOf` changes. `sql` reads the rows of the last day of sim time (its two parameters: a day ago, now). Read while
 * someone listens, once for each move of the clock or of the simulator's writes (the facts of a moved clock commit
 * over the next moments, in windows that need not follow time order, so no cursor would do); stock is taken afresh
 * when the first listener comes (its page reads the rows as they are then).
 */
export function stateSource<Row extends { id: number }>(
  topic: string,
  sql: string,
  stateOf: (row: Row) => string,
  payload: (row: Row, now: string) => unknown,
): LiveSource {
  let seen: Map<number, string> | undefined;
  let last = '';
  return {
    topics: [topic],
    everyMs: 1000,
    poll(ctx) {
      if (!ctx.listening(topic)) return void (seen = undefined);
      const now = ctx.simTime();
      const mark = `${now}|${ctx.sim?.facts.cursor ?? ''}`;
      if (seen && mark === last) return;
      last = mark;
      const rows = ctx.store.all<Row>(sql, siteTime((parseSiteTime(now) ?? 0) - 86_400_000), now);
      const next = new Map(rows.map((row) => [row.id, stateOf(row)]));
      if (seen)
        for (const row of rows) if (seen.get(row.id) !== next.get(row.id)) ctx.publish(topic, payload(row, now));
      seen = next;
    },
  };
}
