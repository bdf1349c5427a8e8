import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { App } from '../app.js';
import type { Actor } from '../domain/actor.js';
import { holdsMenu, userElements, userMenus } from '../domain/permissions.js';
import { gridDeltas, type GridStock } from '../modules/compaction/monitor.js';
import { todayStakeRows } from '../modules/compaction/stake-summary-routes.js';
import { siteTime } from '../sim/calendar.js';
import { kindTopics, topicMenus } from './topics.js';

/*
 * The live channel (`GET /api/live/stream?topics=…`, DOMAIN.md §5): server-sent events of the site's
 * changes. Device states are read from `dev_state_latest` once a second (the simulator's worker
 * writes them) and sent as the changed devices of each module, with a full keyframe every minute;
 * `sim` carries the simulator's clock every 5 s. A ring of recent events lets a reconnect with
 * `Last-Event-ID` catch up; past the ring the client is told to `reset` and refetch.
 */

const RING_SIZE = 10_000;
const RING_MS = 5 * 60_000;
const PING_MS = 15_000;
const KEYFRAME_MS = 60_000;
// DOMAIN.md §5: changed stake rows at most every 5 s (≤ 0.2/s).
const STAKES_MS = 5000;
/** Grid deltas: at most one per rolled area every two seconds (DOMAIN.md §5's rate). */
const GRIDS_MS = 2000;
const STREAMS_PER_TOKEN = 4;
/**
 * What a stream may hold unsent before it is dropped: a client that stops reading (a frozen tab, a
 * stalled proxy) must not grow the server without bound. It reconnects and resumes from the ring.
 */
const MAX_UNSENT_BYTES = 4 * 1024 * 1024;
// Under the 2 s a changed grant may take to reach an open console.
const PERMISSIONS_MS = 500;

interface RingEvent {
  seq: number;
  at: number;
  topic: string;
  data: string;
}

interface Stream {
  res: ServerResponse;
  topics: Set<string>;
  token: string;
  jti: string;
  userId: number;
  /** The user's menu and element codes when last told (the `perm` event). */
  permissions: string;
}

type StateRow = {
  deviceId: number;
  kind: string;
  online: number;
  gnssQuality: number | null;
  battery: number | null;
  engineOn: number | null;
};

export class LiveHub {
  private readonly bootId = randomBytes(4).toString('hex');
  private seq = 0;
  private readonly ring: RingEvent[] = [];
  private readonly streams = new Set<Stream>();
  private readonly timers: NodeJS.Timeout[] = [];
  private lastStates = new Map<number, string>();
  private lastKeyframe = 0;
  private lastPositions = '';
  /** Today's stake rows as last published, by layer and stake; null until stock is taken (pollStakes). */
  private lastStakes: Map<string, string> | null = null;
  /** Per grid topic, what its last delta left each followed area at; dropped while no one listens. */
  private readonly gridStocks = new Map<string, GridStock>();
  private lastGrids = '';
  private suspendedUntil = 0;
  /** The last fact published of each kind (alarms, batches), by (t, id). */
  private readonly cursors = new Map<string, { t: string; id: number }>();

  constructor(private readonly app: App) {
    this.pollStates();
    this.pollAlarms();
    this.pollBatches();
    this.pollRamming();
    this.timers.push(
      setInterval(() => {
        this.pollStates();
        this.pollPositions();
      }, 1000).unref(),
    );
    this.timers.push(setInterval(() => this.pollGrids(), GRIDS_MS).unref());
    this.timers.push(
      setInterval(() => {
        this.pollAlarms();
        this.pollBatches();
        this.pollRamming();
      }, 1000).unref(),
    );
    this.timers.push(setInterval(() => this.publishSim(), 5000).unref());
    this.timers.push(setInterval(() => this.pollStakes(), STAKES_MS).unref());
    this.timers.push(setInterval(() => this.ping(), PING_MS).unref());
    this.timers.push(setInterval(() => void this.checkTokens(), 2000).unref());
    this.timers.push(setInterval(() => this.checkPermissions(), PERMISSIONS_MS).unref());
  }

  /** The user's menu and element codes, as one comparable text. */
  private permissionsOf(userId: number): string {
    const menus = userMenus(this.app.store, userId).map((m) => m.code);
    const elements = userElements(this.app.store, userId).map((e) => e.code);
    return `${menus.sort().join(',')}|${elements.sort().join(',')}`;
  }

  /**
   * Live permission changes: a stream whose user's menus or elements changed since it was last told
   * (an administrator changed a role's grants or the user's roles) gets `perm`, whatever its topics,
   * and the console re-reads its menus without a reload. Polled, so every way a grant changes is seen.
   */
  private checkPermissions(): void {
    if (this.streams.size === 0) return;
    const current = new Map<number, string>();
    for (const stream of this.streams) {
      let now = current.get(stream.userId);
      if (now === undefined) current.set(stream.userId, (now = this.permissionsOf(stream.userId)));
      if (now === stream.permissions) continue;
      stream.permissions = now;
      this.send(stream, 'perm', JSON.stringify({ reason: 'permissions' }));
    }
  }

  /** Open streams (for tests and the service monitor). */
  get openStreams(): number {
    return this.streams.size;
  }

  open(req: IncomingMessage, res: ServerResponse, actor: Actor, token: string, query: URLSearchParams): void {
    // A client gone while its token was checked has closed already: no `close` would ever remove it.
    if (res.destroyed || req.socket.destroyed) return;
    if (Date.now() < this.suspendedUntil) {
      const body = JSON.stringify({ status: 503, message: 'live channel suspended (test hook)' });
      res.writeHead(503, {
        'content-type': 'application/json;charset=UTF-8',
        'content-length': Buffer.byteLength(body),
      });
      res.end(body);
      return;
    }
    const asked = [
      ...new Set(
        (query.get('topics') ?? '')
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean),
      ),
    ].slice(0, 50);
    const accepted: string[] = [];
    const refused: string[] = [];
    for (const topic of asked) {
      const menus = topicMenus[topic];
      const allowed = menus === 'any' || (menus !== undefined && holdsMenu(this.app.store, actor.id, menus));
      (allowed ? accepted : refused).push(topic);
    }
    if ([...this.streams].filter((s) => s.jti === actor.jti).length >= STREAMS_PER_TOKEN) {
      const body = JSON.stringify({ status: 429, message: `同一登录最多同时打开 ${STREAMS_PER_TOKEN} 个实时连接` });
      res.writeHead(429, {
        'content-type': 'application/json;charset=UTF-8',
        'content-length': Buffer.byteLength(body),
      });
      res.end(body);
      return;
    }
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    res.write(`: open ${this.simTime()}\nretry: 3000\n\n`);
    const stream: Stream = {
      res,
      topics: new Set(accepted),
      token,
      jti: actor.jti,
      userId: actor.id,
      permissions: this.permissionsOf(actor.id),
    };
    this.streams.add(stream);
    // The first listener's arrival takes stock of the stake rows at once: waiting for the next poll
    // (up to 5 s) counted what changed meanwhile as the starting point, and never reported it.
    if (stream.topics.has('znys.stake') && !this.lastStakes) this.pollStakes();
    const cleanup = () => this.streams.delete(stream);
    req.once('close', cleanup);
    res.once('close', cleanup);
    // `ready` carries the present position as its id: a client that reconnects before any other event
    // (a new tab's topics, seconds after sign-in) still resumes from here, so nothing published in
    // between is lost to the snapshot it already read.
    stream.res.write(
      `id: ${this.bootId}-${this.seq}\nevent: ready\ndata: ${JSON.stringify({ accepted, refused, bootId: this.bootId })}\n\n`,
    );
    this.replay(stream, req.headers['last-event-id']);
    if (stream.topics.has('sim')) this.send(stream, 'sim', JSON.stringify(this.simPayload()));
  }

  /**
   * Test and benchmark hook: `perSecond` events a second for `seconds` on `topic`, each carrying its
   * sequence number, the wall time it was sent at and `bytes` of padding (bench/live.mjs measures the
   * delivery delay from `sentAt`).
   */
  pulse(topic: string, perSecond: number, seconds: number, bytes: number): void {
    const total = Math.round(perSecond * seconds);
    const pad = 'x'.repeat(bytes);
    let n = 0;
    const timer = setInterval(() => {
      this.publish(topic, { pulse: ++n, sentAt: Date.now(), pad });
      if (n >= total) clearInterval(timer);
    }, 1000 / perSecond);
    this.timers.push(timer);
  }

  /** Test hook: drops every stream and refuses new ones for a while, as a platform outage would. */
  suspend(ms: number): void {
    this.suspendedUntil = Date.now() + ms;
    for (const stream of this.streams) stream.res.destroy();
    this.streams.clear();
  }

  close(): void {
    for (const timer of this.timers) clearInterval(timer);
    for (const stream of this.streams) stream.res.end();
    this.streams.clear();
  }

  /** Sends an event to every stream that accepted its topic, and keeps it for replays. */
  publish(topic: string, payload: unknown): void {
    const event: RingEvent = { seq: ++this.seq, at: Date.now(), topic, data: JSON.stringify(payload) };
    this.ring.push(event);
    while (this.ring.length > RING_SIZE || (this.ring.length > 0 && this.ring[0]!.at < event.at - RING_MS))
      this.ring.shift();
    for (const stream of this.streams) if (stream.topics.has(topic) && this.reading(stream)) this.write(stream, event);
  }

  /** False, and the stream dropped, when its client has left too much unread. */
  private reading(stream: Stream): boolean {
    if (stream.res.writableLength <= MAX_UNSENT_BYTES) return true;
    this.streams.delete(stream);
    stream.res.destroy();
    return false;
  }

  private replay(stream: Stream, header: string | string[] | undefined): void {
    const last = typeof header === 'string' ? header.trim() : '';
    if (!last) return;
    const [boot, seqText] = last.split('-');
    const seq = Number(seqText);
    const oldest = this.ring[0]?.seq ?? this.seq + 1;
    if (boot !== this.bootId || !Number.isSafeInteger(seq) || seq < oldest - 1 || seq > this.seq) {
      this.send(stream, 'reset', JSON.stringify({ reason: boot === this.bootId ? 'too old' : 'restarted' }));
      return;
    }
    for (const event of this.ring) if (event.seq > seq && stream.topics.has(event.topic)) this.write(stream, event);
  }

  private write(stream: Stream, event: RingEvent): void {
    stream.res.write(`id: ${this.bootId}-${event.seq}\nevent: ${event.topic}\ndata: ${event.data}\n\n`);
  }

  /** An event for one stream only (reset, bye): not replayed. */
  private send(stream: Stream, name: string, data: string): void {
    stream.res.write(`event: ${name}\ndata: ${data}\n\n`);
  }

  private simTime(): string {
    return this.app.sim ? this.app.sim.simStatus().simTime : siteTime(Date.now());
  }

  private simPayload(): unknown {
    return this.app.sim ? this.app.sim.simStatus() : { simTime: siteTime(Date.now()) };
  }

  private ping(): void {
    for (const stream of this.streams) if (this.reading(stream)) stream.res.write(`: ping ${this.simTime()}\n\n`);
  }

  private publishSim(): void {
    if (this.streams.size > 0) this.publish('sim', this.simPayload());
  }

  /** Changed device states per module topic; every device of a module in a keyframe once a minute. */
  private pollStates(): void {
    if (this.streams.size === 0 && this.lastStates.size > 0) return;
    const rows = this.app.store.all<StateRow>(
      'SELECT l.deviceId, d.kind, l.online, l.gnssQuality, l.battery, l.engineOn FROM dev_state_latest l JOIN site_device d ON d.id = l.deviceId',
    );
    const keyframe = Date.now() - this.lastKeyframe >= KEYFRAME_MS;
    if (keyframe) this.lastKeyframe = Date.now();
    const frames = new Map<string, unknown[][]>();
    const next = new Map<number, string>();
    for (const row of rows) {
      const tuple = [row.deviceId, row.online, row.gnssQuality, row.battery, row.engineOn];
      const key = JSON.stringify(tuple);
      next.set(row.deviceId, key);
      if (!keyframe && this.lastStates.get(row.deviceId) === key) continue;
      const topic = kindTopics[row.kind];
      if (!topic) continue;
      frames.set(topic, [...(frames.get(topic) ?? []), tuple]);
    }
    const first = this.lastStates.size === 0;
    this.lastStates = next;
    if (first || this.streams.size === 0) return;
    const t = this.simTime();
    for (const [topic, d] of frames) this.publish(topic, { t, keyframe, d });
  }

  /** Alarms written since the last poll (by the simulator or a person's write) up to the present, in time order. */
  private pollAlarms(): void {
    this.pollFacts(
      'alarm',
      `SELECT a.id, a.domain, a.type, a.level, d.code AS deviceCode, a.objectType, a.objectId, a.t, a.message
        FROM pdca_alarm a LEFT JOIN site_device d ON d.id = a.deviceId WHERE %WHERE% ORDER BY a.t, a.id LIMIT 500`,
      'a.t',
      'a.id',
      () => 'alarm',
    );
  }

  /** Batches the plants discharged since the last poll, on their plant type's topic (`bhz.lq` …). */
  private pollBatches(): void {
    this.pollFacts(
      'batch',
      `SELECT id, guid, plantType, plantCode, formulaNo, mixType, level, dischargeTime AS t FROM bhz_batch WHERE %WHERE% ORDER BY dischargeTime, id LIMIT 500`,
      'dischargeTime',
      'id',
      (row) => `bhz.${String(row.plantType)}`,
    );
  }

  /** The rammers' validated hits (`hj.hit`) and the DDC rigs' events (`ddc.event`) written since the last poll. */
  private pollRamming(): void {
    this.pollFacts(
      'hj.hit',
      `SELECT h.id, h.t, h.deviceId, d.code AS deviceCode, h.pointCode, h.areaCode, h.hitNo, h.settlement, h.cumulative
        FROM hj_hit h JOIN site_device d ON d.id = h.deviceId WHERE %WHERE% ORDER BY h.t, h.id LIMIT 500`,
      'h.t',
      'h.id',
      () => 'hj.hit',
    );
    this.pollFacts(
      'ddc.event',
      `SELECT e.id, e.t, e.deviceId, d.code AS deviceCode, e.pileCode, e.event, e.times, e.depth
        FROM ddc_raw_event e JOIN site_device d ON d.id = e.deviceId WHERE %WHERE% ORDER BY e.t, e.id LIMIT 500`,
      'e.t',
      'e.id',
      () => 'ddc.event',
    );
  }

  /**
   * Rows written since the last poll up to the present, by (time, id): they are facts in sim time, so
   * history is never re-sent and a back-filled past never floods the channel. The first poll only
   * takes the cursor.
   */
  private pollFacts(
    name: string,
    sql: string,
    time: string,
    id: string,
    topicOf: (row: Record<string, unknown>) => string,
  ): void {
    const now = this.simTime();
    const cursor = this.cursors.get(name);
    if (!cursor) {
      const last = this.app.store.get<{ t: string; id: number }>(
        sql.replace('%WHERE%', `${time} <= ?`).replace(/ORDER BY .*$/, `ORDER BY ${time} DESC, ${id} DESC LIMIT 1`),
        now,
      );
      this.cursors.set(name, last ? { t: last.t, id: last.id } : { t: '', id: 0 });
      return;
    }
    if (this.streams.size === 0) {
      // Nobody to tell: the facts written so far are taken as seen without reading them (the simulator writes in
      // time order, whole seconds before its cursor), so an idle backend reads nothing every second.
      const written = this.app.sim ? siteTime(Math.ceil(this.app.sim.facts.cursor / 1000) * 1000 - 1000) : now;
      const seen = written < now ? written : now;
      if (seen > cursor.t) this.cursors.set(name, { t: seen, id: Number.MAX_SAFE_INTEGER });
      return;
    }
    const rows = this.app.store.all<{ id: number; t: string } & Record<string, unknown>>(
      sql.replace('%WHERE%', `${time} >= ? AND (${time} > ? OR ${id} > ?) AND ${time} <= ?`),
      cursor.t,
      cursor.t,
      cursor.id,
      now,
    );
    for (const row of rows) {
      this.cursors.set(name, { t: row.t, id: row.id });
      this.publish(topicOf(row), Object.fromEntries(Object.entries(row).filter(([, v]) => v !== null)));
    }
  }

  /**
   * The latest stored fix of every roller (`znys.pos`) and vibratory roller (`zd.pos`), once a second while
   * someone listens to the topic and sim time moves (latest wins, so the byte rate is the same at any speed):
   * `{t, f: [[deviceId, x, y, heading, speed, moving]]}`.
   */
  private pollPositions(): void {
    const t = this.simTime();
    if (t === this.lastPositions) return;
    const topics = (['znys.pos', 'zd.pos'] as const).filter((topic) =>
      [...this.streams].some((s) => s.topics.has(topic)),
    );
    if (topics.length === 0) return;
    this.lastPositions = t;
    for (const topic of topics) {
      const rows = this.app.store.all<{ deviceId: number; x: number; y: number; heading: number; speed: number }>(
        `SELECT f.deviceId, f.x, f.y, f.heading, f.speed FROM site_device d
         JOIN znys_fix f ON f.deviceId = d.id AND f.t = (SELECT MAX(t) FROM znys_fix WHERE deviceId = d.id)
         WHERE d.kind = ? ORDER BY d.id`,
        topic === 'zd.pos' ? 'vibRoller' : 'roller',
      );
      this.publish(topic, { t, f: rows.map((r) => [r.deviceId, r.x, r.y, r.heading, r.speed, r.speed > 0.5 ? 1 : 0]) });
    }
  }

  /**
   * `znys.grid` / `zd.grid`: the cells of today's rolled areas that changed since the last poll, one event per
   * area (`{t, areaId, from, version, metrics, cells}`), every GRIDS_MS while someone listens and sim time moves.
   * The first poll of a topic only takes stock.
   */
  private pollGrids(): void {
    const sim = this.app.sim;
    const t = this.simTime();
    for (const [topic, domain] of [
      ['znys.grid', 'znys'],
      ['zd.grid', 'zd'],
    ] as const) {
      if (!sim || ![...this.streams].some((s) => s.topics.has(topic))) {
        this.gridStocks.delete(topic);
        continue;
      }
      if (t === this.lastGrids && this.gridStocks.has(topic)) continue;
      const stock = this.gridStocks.get(topic) ?? new Map();
      this.gridStocks.set(topic, stock);
      for (const delta of gridDeltas({ store: this.app.store, ...sim.facts }, domain, stock))
        this.publish(topic, { t, ...delta });
    }
    this.lastGrids = t;
  }

  /**
   * `znys.stake`: today's stake rows of the rolled road layers that changed since the last poll, in one
   * event (`{t, rows}`), while someone listens. Stock is taken when the first listener arrives (or at
   * the first poll after nobody listened); a new day starts afresh.
   */
  private pollStakes(): void {
    if (!this.app.sim || ![...this.streams].some((s) => s.topics.has('znys.stake'))) {
      this.lastStakes = null;
      return;
    }
    const rows = todayStakeRows({ store: this.app.store, ...this.app.sim.facts });
    const next = new Map(rows.map((r) => [`${r.layerId}:${r.station}`, JSON.stringify(r)]));
    const before = this.lastStakes;
    this.lastStakes = next;
    if (!before) return;
    const changed = rows.filter(
      (r) => before.get(`${r.layerId}:${r.station}`) !== next.get(`${r.layerId}:${r.station}`),
    );
    if (changed.length > 0) this.publish('znys.stake', { t: this.simTime(), rows: changed });
  }

  /** A stream ends with `bye` when its token expires or is revoked (signed out elsewhere). */
  private async checkTokens(): Promise<void> {
    for (const stream of [...this.streams]) {
      if (await this.app.tokens.verify(stream.token)) continue;
      this.send(stream, 'bye', JSON.stringify({ reason: 'token' }));
      stream.res.end();
      this.streams.delete(stream);
    }
  }
}
