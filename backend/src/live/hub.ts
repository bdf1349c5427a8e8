import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { App } from '../app.js';
import type { Actor } from '../domain/actor.js';
import { inScope, type Scope, scopeOf, scopeText } from '../domain/data-scope.js';
import { userElements, userMenus } from '../domain/permissions.js';
import { siteTime } from '../sim/calendar.js';
import { EventRing, type RingEvent, type RingLimits } from './ring.js';
import { ScopedFrames } from './scoped-frames.js';
import type { FrameRows, LiveContext, LiveSource } from './source.js';
import { topicMenus } from './topics.js';

/*
 * The live channel's transport (`GET /api/live/stream?topics=…`): server-sent events of the site's changes, which the
 * modules' sources publish (live/source.ts); `sim` carries the simulator's clock every 5 s. A ring of recent events
 * lets a reconnect with `Last-Event-ID` catch up; past the ring the client is told to `reset` and refetch.
 */

/** The replay ring's bounds: 10 000 events, five minutes, 16 MB of data. */
const RING: RingLimits = { count: 10_000, ms: 5 * 60_000, bytes: 16 * 1024 * 1024 };
const PING_MS = 15_000;
/** Streams one user may hold at once, across every token (sign-ins, refreshes) and browser. */
export const STREAMS_PER_USER = 8;
/**
 * What a stream may hold unsent before it is dropped: a client that stops reading (a frozen tab, a
 * stalled proxy) must not grow the server without bound. It reconnects and resumes from the ring.
 */
const MAX_UNSENT_BYTES = 4 * 1024 * 1024;
/**
 * Discrete events (alarms, batches, hits…) sent per topic and second; past it, the topic's listeners get one `gap`
 * event that second instead of the rest, and read afresh what they show (a back-fill caught up at speed, a burst).
 */
export const DISCRETE_PER_SECOND = 50;
/** Topics of latest-wins frames (positions, states, grids, the clock): their sources send ≤ 1 a second already. */
const isFrame = (topic: string) => topic === 'sim' || /\.(pos|state|status|grid|stake)$/.test(topic);
// Under the 2 s a changed grant may take to reach an open console.
const PERMISSIONS_MS = 500;

interface Stream {
  res: ServerResponse;
  topics: Set<string>;
  token: string;
  jti: string;
  userId: number;
  /** The user's menu and element codes when last told (the `perm` event). */
  permissions: string;
  /** The user's menu codes as of `permissions`: who may hear an event with an audience. */
  menus: ReadonlySet<string>;
  /** The user's data scope as of `permissions`: which sections' events they hear. */
  scope: Scope;
}

export class LiveHub {
  private readonly bootId = randomBytes(4).toString('hex');
  private seq = 0;
  private readonly ring = new EventRing(RING);
  private readonly streams = new Set<Stream>();
  private readonly timers: NodeJS.Timeout[] = [];
  private suspendedUntil = 0;
  /** Streams written to since the last turn of the event loop, held corked until it ends (see `write`). */
  private readonly corked = new Set<Stream>();
  /** Discrete events sent this second per topic, and whether its `gap` went out. */
  private readonly rates = new Map<string, { second: number; sent: number; gapped: boolean }>();
  private readonly context: LiveContext;
  private readonly frames: ScopedFrames;

  constructor(
    private readonly app: App,
    private readonly sources: readonly LiveSource[],
  ) {
    this.frames = new ScopedFrames(app.store);
    this.context = {
      store: app.store,
      ...(app.sim ? { sim: app.sim } : {}),
      simTime: () => this.simTime(),
      listening: (topic) => {
        for (const stream of this.streams) if (stream.topics.has(topic)) return true;
        return false;
      },
      anyStream: () => this.streams.size > 0,
      publish: (topic, data, audience, rows) => this.publish(topic, data, audience, rows),
    };
    // Each source polls once now, taking stock: a change in the hub's first second is not lost.
    for (const source of sources) {
      source.poll(this.context);
      this.timers.push(setInterval(() => source.poll(this.context), source.everyMs).unref());
    }
    this.timers.push(setInterval(() => this.publishSim(), 5000).unref());
    this.timers.push(setInterval(() => this.ping(), PING_MS).unref());
    this.timers.push(setInterval(() => void this.checkTokens(), 2000).unref());
    this.timers.push(setInterval(() => this.checkPermissions(), PERMISSIONS_MS).unref());
  }

  /** The user's menu and element codes, as one comparable text, and the menus. */
  private permissionsOf(userId: number): { text: string; menus: ReadonlySet<string> } {
    return LiveHub.permissionsText(
      userMenus(this.app.store, userId).map((m) => m.code),
      userElements(this.app.store, userId).map((e) => e.code),
    );
  }

  private static permissionsText(menus: string[], elements: string[]): { text: string; menus: ReadonlySet<string> } {
    return { text: `${menus.sort().join(',')}|${elements.sort().join(',')}`, menus: new Set(menus) };
  }

  /** The menu and element codes granted to any of these roles. */
  private permissionsOfRoles(roles: readonly number[]): ReturnType<LiveHub['permissionsOf']> {
    const codes = (table: 'base_menu' | 'base_element', type: 'menu' | 'button') =>
      this.app.store
        .all<{ code: string }>(
          `SELECT code FROM ${table} WHERE id IN (SELECT resourceId FROM base_resource_authority
            WHERE authorityType = 'group' AND resourceType = ? AND authorityId IN (SELECT value FROM json_each(?)))`,
          type,
          JSON.stringify(roles),
        )
        .map((r) => r.code);
    return LiveHub.permissionsText(codes('base_menu', 'menu'), codes('base_element', 'button'));
  }

  /** Whether holders of these menus may follow a topic. */
  private static allowed(topic: string, menus: ReadonlySet<string>): boolean {
    const needed = topicMenus[topic];
    return needed === 'any' || (needed !== undefined && needed.some((m) => menus.has(m)));
  }

  /**
   * Live permission changes: a stream whose user's menus or elements changed since it was last told
   * (an administrator changed a role's grants or the user's roles) gets `perm`, whatever its topics,
   * and the console re-reads its menus without a reload. Polled, so every way a grant changes is seen; a topic
   * whose menus the user no longer holds stops at once (`perm` names it), as do events meant for other menus.
   */
  private checkPermissions(): void {
    if (this.streams.size === 0) return;
    // A user's grants are those of the roles they belong to or lead: read once per set of roles, not once per user
    // (a thousand streams of a few roles cost a few reads every half second).
    const users = [...new Set([...this.streams].map((s) => s.userId))];
    const rolesOf = new Map<number, number[]>();
    for (const row of this.app.store.all<{ userId: number; groupId: number }>(
      `SELECT userId, groupId FROM base_group_member WHERE userId IN (SELECT value FROM json_each(?))
        UNION SELECT userId, groupId FROM base_group_leader WHERE userId IN (SELECT value FROM json_each(?))`,
      JSON.stringify(users),
      JSON.stringify(users),
    ))
      rolesOf.set(row.userId, [...(rolesOf.get(row.userId) ?? []), row.groupId]);
    const byRoles = new Map<string, ReturnType<LiveHub['permissionsOf']>>();
    const current = new Map<number, ReturnType<LiveHub['permissionsOf']>>();
    for (const userId of users) {
      const roles = (rolesOf.get(userId) ?? []).sort((a, b) => a - b);
      const key = roles.join(',');
      let found = byRoles.get(key);
      if (!found) byRoles.set(key, (found = this.permissionsOfRoles(roles)));
      current.set(userId, found);
    }
    const scopes = new Map(users.map((userId) => [userId, scopeOf(this.app.store, userId)]));
    for (const stream of this.streams) {
      const now = current.get(stream.userId)!;
      const scope = scopes.get(stream.userId)!;
      const text = `${now.text}|${scopeText(scope)}`;
      if (text === stream.permissions) continue;
      stream.permissions = text;
      stream.menus = now.menus;
      stream.scope = scope;
      const revoked = [...stream.topics].filter((topic) => !LiveHub.allowed(topic, now.menus));
      for (const topic of revoked) stream.topics.delete(topic);
      this.send(stream, 'perm', JSON.stringify({ reason: 'permissions', revoked }));
    }
  }

  /** Whether a topic exists (the test hook's pulses name one). */
  knows(topic: string): boolean {
    return topic in topicMenus;
  }

  /** Open streams (for tests and the service monitor). */
  get openStreams(): number {
    return this.streams.size;
  }

  /** Each open stream's topics, sorted (for tests: which tab's pages a shared stream carries). */
  get streamTopics(): string[][] {
    return [...this.streams].map((stream) => [...stream.topics].sort());
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
    const permissions = this.permissionsOf(actor.id);
    const accepted: string[] = [];
    const refused: string[] = [];
    for (const topic of asked) (LiveHub.allowed(topic, permissions.menus) ? accepted : refused).push(topic);
    if ([...this.streams].filter((s) => s.userId === actor.id).length >= STREAMS_PER_USER) {
      const body = JSON.stringify({ status: 429, message: `同一用户最多同时打开 ${STREAMS_PER_USER} 个实时连接` });
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
    const scope = scopeOf(this.app.store, actor.id);
    const stream: Stream = {
      res,
      topics: new Set(accepted),
      token,
      jti: actor.jti,
      userId: actor.id,
      permissions: `${permissions.text}|${scopeText(scope)}`,
      menus: permissions.menus,
      scope,
    };
    this.streams.add(stream);
    for (const source of this.sources) source.opened?.(this.context, stream.topics);
    const cleanup = () => this.streams.delete(stream);
    req.once('close', cleanup);
    res.once('close', cleanup);
    // `ready` carries the present position as its id: a client that reconnects before any other event
    // (a new tab's topics, seconds after sign-in) still resumes from here, so nothing published in
    // between is lost to the snapshot it already read.
    stream.res.write(
      `id: ${this.bootId}-${this.seq}\nevent: ready\ndata: ` +
        `${JSON.stringify({ accepted, refused, bootId: this.bootId })}\n\n`,
    );
    this.replay(stream, req.headers['last-event-id']);
    if (stream.topics.has('sim')) this.send(stream, 'sim', JSON.stringify(this.simPayload()));
  }

  /**
   * Test and benchmark hook: `perSecond` events a second for `seconds` on `topic`, each carrying its
   * sequence number, the wall time it was sent at and `bytes` of padding (bench/live.mjs measures the
   * delivery delay from `sentAt`); with `sectionId`, events of that section.
   */
  pulse(topic: string, perSecond: number, seconds: number, bytes: number, sectionId?: number): void {
    const total = Math.round(perSecond * seconds);
    const pad = 'x'.repeat(bytes);
    let n = 0;
    const timer = setInterval(() => {
      this.publish(topic, { pulse: ++n, sentAt: Date.now(), pad, ...(sectionId === undefined ? {} : { sectionId }) });
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
  publish(topic: string, payload: unknown, audience?: readonly string[], rows?: FrameRows): void {
    if (!isFrame(topic)) {
      const second = Math.floor(Date.now() / 1000);
      let rate = this.rates.get(topic);
      if (rate?.second !== second) this.rates.set(topic, (rate = { second, sent: 0, gapped: false }));
      if (++rate.sent > DISCRETE_PER_SECOND) {
        if (rate.gapped) return;
        rate.gapped = true;
        return this.emit({
          seq: ++this.seq,
          at: Date.now(),
          topic: 'gap',
          data: JSON.stringify({ topic }),
          follows: topic,
        });
      }
    }
    const section = (payload as { sectionId?: unknown } | null)?.sectionId;
    const list = rows ? (payload as Record<string, unknown>)[rows.key] : undefined;
    this.emit({
      seq: ++this.seq,
      at: Date.now(),
      topic,
      data: JSON.stringify(payload),
      ...(audience ? { audience } : {}),
      ...(typeof section === 'number' ? { section } : {}),
      ...(rows && Array.isArray(list) ? { rows: { key: rows.key, devices: list.map((row) => rows.device(row)) } } : {}),
    });
  }

  private emit(event: RingEvent): void {
    this.ring.push(event);
    for (const stream of this.streams) if (this.hears(stream, event) && this.reading(stream)) this.write(stream, event);
  }

  private hears(stream: Stream, event: RingEvent): boolean {
    return (
      stream.topics.has(event.follows ?? event.topic) &&
      (!event.audience || event.audience.some((m) => stream.menus.has(m))) &&
      (event.section === undefined || inScope(stream.scope, event.section, stream.userId))
    );
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
    const oldest = this.ring.oldestSeq ?? this.seq + 1;
    if (boot !== this.bootId || !Number.isSafeInteger(seq) || seq < oldest - 1 || seq > this.seq) {
      this.send(stream, 'reset', JSON.stringify({ reason: boot === this.bootId ? 'too old' : 'restarted' }));
      return;
    }
    for (const event of this.ring) if (event.seq > seq && this.hears(stream, event)) this.write(stream, event);
  }

  /**
   * The events written to a stream in one turn of the event loop (the sources poll on one timer: every position and
   * state frame of a second) leave as one chunk: a console in between pays per chunk it passes on, not per byte.
   */
  private write(stream: Stream, event: RingEvent): void {
    if (!this.corked.has(stream)) {
      if (this.corked.size === 0)
        setImmediate(() => {
          for (const s of this.corked) s.res.uncork();
          this.corked.clear();
        });
      this.corked.add(stream);
      stream.res.cork();
    }
    const data = this.frames.dataFor(event, stream.scope, stream.userId);
    stream.res.write(`id: ${this.bootId}-${event.seq}\nevent: ${event.topic}\ndata: ${data}\n\n`);
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
