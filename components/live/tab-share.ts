import { topicKey } from './backoff';

/**
 * The browser tabs of one sign-in share one live stream. The tab that holds a Web Lock holds the stream, for the
 * union of every tab's topics, and passes each event and each change of the channel's state to the others over a
 * BroadcastChannel; when it closes, the browser hands the lock to a waiting tab, which opens the stream again from
 * the last event every tab has seen. Without the two APIs each tab holds a stream of its own.
 */
export type SharedState = {
  status: 'connecting' | 'live' | 'reconnecting' | 'down';
  lastEventAt: number | null;
  simTime: string | null;
  retryAt: number | null;
};

export type ShareMessage =
  /** A tab's own topics (sorted, comma-joined), said when they change and every HEARTBEAT_MS. */
  | { kind: 'topics'; tab: string; topics: string }
  /** A tab closed. */
  | { kind: 'bye'; tab: string }
  /** A tab took the stream: every other tab says its topics at once. */
  | { kind: 'leader'; tab: string }
  /** An event of the stream, as parsed by the tab that holds it. */
  | { kind: 'event'; event: string; data: unknown; id?: string }
  /** The channel's state as the tab holding the stream sees it. */
  | { kind: 'state'; state: Partial<SharedState> }
  /** Asked of the tab holding the stream: reconnect now (the chip's retry), or end a back-off wait. */
  | { kind: 'retry' | 'nudge' };

export type ShareBus = {
  postMessage(message: ShareMessage): void;
  onmessage: ((event: MessageEvent) => void) | null;
  close(): void;
};

export type ShareLocks = {
  request(name: string, options: { signal: AbortSignal }, callback: () => Promise<void>): Promise<unknown>;
};

export type ShareHandlers = {
  /** This tab now holds the stream. */
  lead(): void;
  /** The union of every tab's topics changed. */
  topics(key: string): void;
  /** An event forwarded by the tab holding the stream. */
  event(event: string, data: unknown, id: string | undefined): void;
  state(state: Partial<SharedState>): void;
  retry(): void;
  nudge(): void;
  /** What a tab that just said its topics is told (it may have opened after the stream's last change). */
  snapshot(): SharedState;
};

export const HEARTBEAT_MS = 15_000;
/** A tab not heard for this long (it crashed, or was frozen) no longer adds its topics to the stream. */
export const PEER_TIMEOUT_MS = 3 * HEARTBEAT_MS;

const TAB_ID = /^[\w-]{1,64}$/;
const STATUSES = new Set(['connecting', 'live', 'reconnecting', 'down']);

/** A message from another tab of this origin, checked for its shape; null when it is not one of ours. */
export function parseShareMessage(value: unknown): ShareMessage | null {
  if (!value || typeof value !== 'object') return null;
  const m = value as Record<string, unknown>;
  const tab = typeof m.tab === 'string' && TAB_ID.test(m.tab) ? m.tab : null;
  switch (m.kind) {
    case 'topics':
      return tab && typeof m.topics === 'string' && m.topics.length <= 4_000
        ? { kind: 'topics', tab, topics: m.topics }
        : null;
    case 'bye':
    case 'leader':
      return tab ? { kind: m.kind, tab } : null;
    case 'event':
      return typeof m.event === 'string' && (m.id === undefined || typeof m.id === 'string')
        ? { kind: 'event', event: m.event, data: m.data, id: m.id as string | undefined }
        : null;
    case 'state': {
      const s = m.state as Record<string, unknown> | null;
      if (!s || typeof s !== 'object') return null;
      const state: Partial<SharedState> = {};
      if (typeof s.status === 'string' && STATUSES.has(s.status)) state.status = s.status as SharedState['status'];
      for (const key of ['lastEventAt', 'retryAt'] as const)
        if (s[key] === null || typeof s[key] === 'number') state[key] = s[key] as number | null;
      if (s.simTime === null || typeof s.simTime === 'string') state.simTime = s.simTime as string | null;
      return { kind: 'state', state };
    }
    case 'retry':
    case 'nudge':
      return { kind: m.kind };
    default:
      return null;
  }
}

export class TabShare {
  private readonly peers = new Map<string, { topics: string; seen: number }>();
  private own = '';
  private union = '';
  private leading = false;
  private release: (() => void) | undefined;
  private readonly abort = new AbortController();
  private readonly heartbeat: ReturnType<typeof setInterval>;

  constructor(
    private readonly bus: ShareBus,
    locks: ShareLocks,
    lockName: string,
    private readonly tab: string,
    private readonly on: ShareHandlers,
    private readonly now: () => number = Date.now,
  ) {
    bus.onmessage = (event) => {
      const message = parseShareMessage(event.data);
      if (message) this.receive(message);
    };
    this.heartbeat = setInterval(() => this.beat(), HEARTBEAT_MS);
    locks
      .request(
        lockName,
        { signal: this.abort.signal },
        () =>
          new Promise<void>((release) => {
            // Held until this tab closes: the browser releases it with the tab.
            this.release = release;
            this.leading = true;
            this.post({ kind: 'leader', tab: this.tab });
            this.on.lead();
          }),
      )
      .catch(() => undefined); // aborted while waiting: the tab closed
  }

  get isLeader(): boolean {
    return this.leading;
  }

  /** This tab's own topics (a topic key). */
  setTopics(key: string): void {
    this.own = key;
    this.post({ kind: 'topics', tab: this.tab, topics: key });
    this.recompute();
  }

  /** From the tab holding the stream: one of its events, to every other tab. */
  publishEvent(event: string, data: unknown, id: string | undefined): void {
    if (this.leading) this.post({ kind: 'event', event, data, id });
  }

  publishState(state: Partial<SharedState>): void {
    if (this.leading) this.post({ kind: 'state', state });
  }

  /** The chip's retry, or a nudge after the tab came back (visible, online), to the tab holding the stream. */
  ask(kind: 'retry' | 'nudge'): void {
    if (this.leading) this.on[kind]();
    else this.post({ kind });
  }

  close(): void {
    clearInterval(this.heartbeat);
    this.post({ kind: 'bye', tab: this.tab });
    this.abort.abort();
    this.release?.();
    this.bus.onmessage = null;
    this.bus.close();
  }

  private post(message: ShareMessage): void {
    try {
      this.bus.postMessage(message);
    } catch {
      // a closed channel: this tab is going away
    }
  }

  private receive(message: ShareMessage): void {
    switch (message.kind) {
      case 'topics':
        this.peers.set(message.tab, { topics: message.topics, seen: this.now() });
        this.recompute();
        if (this.leading) this.post({ kind: 'state', state: this.on.snapshot() });
        return;
      case 'bye':
        this.peers.delete(message.tab);
        this.recompute();
        return;
      case 'leader':
        this.post({ kind: 'topics', tab: this.tab, topics: this.own });
        return;
      case 'event':
        if (!this.leading) this.on.event(message.event, message.data, message.id);
        return;
      case 'state':
        if (!this.leading) this.on.state(message.state);
        return;
      case 'retry':
      case 'nudge':
        if (this.leading) this.on[message.kind]();
        return;
    }
  }

  private beat(): void {
    this.post({ kind: 'topics', tab: this.tab, topics: this.own });
    const stale = this.now() - PEER_TIMEOUT_MS;
    for (const [tab, peer] of this.peers) if (peer.seen < stale) this.peers.delete(tab);
    this.recompute();
  }

  private recompute(): void {
    const keys = [this.own, ...[...this.peers.values()].map((p) => p.topics)];
    const union = topicKey(
      keys.map((key) => key.split(',').filter(Boolean)),
      [],
    );
    if (union === this.union) return;
    this.union = union;
    this.on.topics(union);
  }
}
