import {
  PEER_TIMEOUT_MS,
  parseShareMessage,
  TabShare,
  type ShareBus,
  type ShareHandlers,
  type ShareLocks,
} from './tab-share';

/** Tabs of one browser: a BroadcastChannel that reaches every other member, and a lock granted in request order. */
function browser() {
  const buses = new Set<ShareBus>();
  const queue: { grant: () => Promise<void>; signal: AbortSignal }[] = [];
  let held = false;
  const next = () => {
    if (held) return;
    const waiting = queue.shift();
    if (!waiting) return;
    held = true;
    void waiting.grant().then(() => {
      held = false;
      next();
    });
  };
  const locks: ShareLocks = {
    request: (_name, { signal }, callback) =>
      new Promise((resolve, reject) => {
        const entry = { grant: () => callback().then(resolve), signal };
        signal.addEventListener('abort', () => {
          const at = queue.indexOf(entry);
          if (at >= 0) queue.splice(at, 1);
          reject(new Error('AbortError'));
        });
        queue.push(entry);
        next();
      }),
  };
  const bus = (): ShareBus => {
    const self: ShareBus = {
      onmessage: null,
      postMessage(message) {
        const copy = structuredClone(message);
        for (const other of buses)
          if (other !== self) queueMicrotask(() => other.onmessage?.({ data: copy } as MessageEvent));
      },
      close: () => void buses.delete(self),
    };
    buses.add(self);
    return self;
  };
  return { bus, locks };
}

type Seen = { lead: number; topics: string[]; events: string[]; states: unknown[]; retry: number; nudge: number };

function tab(b: ReturnType<typeof browser>, id: string, now: () => number = Date.now) {
  const seen: Seen = { lead: 0, topics: [], events: [], states: [], retry: 0, nudge: 0 };
  const handlers: ShareHandlers = {
    lead: () => void seen.lead++,
    topics: (key) => void seen.topics.push(key),
    event: (event, data) => void seen.events.push(`${event}:${JSON.stringify(data)}`),
    state: (state) => void seen.states.push(state),
    retry: () => void seen.retry++,
    nudge: () => void seen.nudge++,
    snapshot: () => ({ status: 'live', lastEventAt: 1, simTime: '2026-03-15 08:00:00', retryAt: null }),
  };
  const share = new TabShare(b.bus(), b.locks, 'live', id, handlers, now);
  open.push(share);
  return { share, seen };
}

const open: TabShare[] = [];

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  // Closing twice is harmless: the heartbeat stops, the lock is let go.
  open.splice(0).forEach((share) => share.close());
  jest.useRealTimers();
});

it('one tab holds the stream for the topics of all, and passes its events and state to the others', async () => {
  const b = browser();
  const a = tab(b, 'a');
  const c = tab(b, 'c');
  a.share.setTopics('sim,ylc.state');
  c.share.setTopics('plant,sim');
  await settle();
  expect([a.share.isLeader, c.share.isLeader]).toEqual([true, false]);
  expect(a.seen.lead).toBe(1);
  expect(a.seen.topics.at(-1)).toBe('plant,sim,ylc.state');
  // The new tab is told the stream's state as soon as it says its topics.
  expect(c.seen.states[0]).toMatchObject({ status: 'live', simTime: '2026-03-15 08:00:00' });

  a.share.publishEvent('plant', { id: 7 }, 'b-1');
  a.share.publishState({ status: 'reconnecting' });
  c.share.publishEvent('plant', { id: 8 }, 'b-2'); // not the holder: nothing goes out
  await settle();
  expect(c.seen.events).toEqual(['plant:{"id":7}']);
  expect(c.seen.states.at(-1)).toEqual({ status: 'reconnecting' });
  expect(a.seen.events).toEqual([]);

  // The chip's retry and a nudge in a tab that does not hold the stream reach the one that does.
  c.share.ask('retry');
  c.share.ask('nudge');
  await settle();
  expect([a.seen.retry, a.seen.nudge]).toEqual([1, 1]);
});

it('when the holder closes, a waiting tab takes the stream with the topics of the tabs still open', async () => {
  const b = browser();
  const a = tab(b, 'a');
  const c = tab(b, 'c');
  const d = tab(b, 'd');
  a.share.setTopics('sim,ssc.state');
  c.share.setTopics('sim,plant');
  d.share.setTopics('sim');
  await settle();
  expect(c.seen.topics.at(-1)).toBe('plant,sim,ssc.state');

  a.share.close();
  await settle();
  await settle();
  expect([c.share.isLeader, d.share.isLeader]).toEqual([true, false]);
  expect(c.seen.lead).toBe(1);
  expect(c.seen.topics.at(-1)).toBe('plant,sim');
  c.share.close();
  await settle();
  await settle();
  expect(d.share.isLeader).toBe(true);
  expect(d.seen.topics.at(-1)).toBe('sim');
});

it('a tab not heard for three heartbeats no longer adds its topics', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
  let now = 0;
  const b = browser();
  const a = tab(b, 'a', () => now);
  a.share.setTopics('sim');
  // A tab that said its topics once and then froze (no heartbeat, no goodbye).
  b.bus().postMessage({ kind: 'topics', tab: 'frozen', topics: 'hj.point,sim' });
  await Promise.resolve();
  expect(a.seen.topics.at(-1)).toBe('hj.point,sim');
  now = PEER_TIMEOUT_MS + 1;
  jest.advanceTimersByTime(PEER_TIMEOUT_MS);
  expect(a.seen.topics.at(-1)).toBe('sim');
});

it('takes from another tab only messages of its shape', () => {
  expect(parseShareMessage({ kind: 'topics', tab: 'a1', topics: 'sim' })).toEqual({
    kind: 'topics',
    tab: 'a1',
    topics: 'sim',
  });
  expect(parseShareMessage({ kind: 'topics', tab: '<script>', topics: 'sim' })).toBeNull();
  expect(parseShareMessage({ kind: 'topics', tab: 'a', topics: 'x'.repeat(5_000) })).toBeNull();
  expect(parseShareMessage({ kind: 'state', state: { status: 'exploded', lastEventAt: 'soon', simTime: 5 } })).toEqual({
    kind: 'state',
    state: {},
  });
  expect(parseShareMessage({ kind: 'event', event: 'plant', data: { a: 1 }, id: 3 })).toBeNull();
  expect(parseShareMessage({ kind: 'whatever' })).toBeNull();
  expect(parseShareMessage('retry')).toBeNull();
});
