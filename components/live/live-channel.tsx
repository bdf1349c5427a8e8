'use client';

import { createParser } from 'eventsource-parser';
import { useRouter } from 'next/navigation';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useViews } from '@/components/tabs/views-context';
import { openEventStream } from '@/lib/request/event-stream';
import { PERMISSIONS_CHANGED } from '@/lib/request/permissions-changed';
import { findRoute } from '@/lib/routes/lookup';
import { anyAlarmAudience } from '@console/contract/quality/audience';
import { liveTopics, noticeTopics } from '@/lib/routes/topics';
import { useShellData } from '@/components/shell/shell-context';
import { useStoreValue, valueStore, type ValueStore } from '@/lib/shell/value-store';
import { COOKIE_PATH } from '@/lib/public-env';
import { backoffMs, topicKey } from './backoff';
import { TabShare, type SharedState } from './tab-share';

/**
 * The console's one live connection (`GET /api/live/stream`), held by the shell outside the views: hidden
 * views stop their effects, so the topics come from the open tabs (the page map), not from the screens. It
 * reconnects with back-off, asks for missed events with Last-Event-ID, and an
 * answer that is not a stream goes through the request layer's error catalogue (a revoked session
 * meets the 40101 dialog). The tabs of one sign-in share it (tab-share.ts): one tab holds the stream for the
 * topics of all, the others receive its events and its state.
 */
export type LiveStatus = SharedState['status'];

type Listener = (data: unknown, event: string) => void;

type LiveApi = {
  status: LiveStatus;
  /** Wall time of the last event or ping; null before the first. */
  lastEventAt: number | null;
  /** The site's time in the last `sim` event. */
  simTime: string | null;
  /** Wall time of the next attempt while down. */
  retryAt: number | null;
  retry: () => void;
  /** Calls `listener` for each event of `topic` and for `reset` (refetch everything); returns the unsubscribe. */
  subscribe: (topic: string, listener: Listener) => () => void;
};

/**
 * The channel's state is a store (lib/shell/value-store.ts), not a context value: it changes with every event
 * and ping, and each reader re-renders only when what it selects changes.
 */
type LiveStore = ValueStore<LiveApi>;

/** Sets the fields given; nothing is told when none changed. */
function patch(store: LiveStore, fields: Partial<LiveApi>) {
  const state = store.get();
  if (Object.entries(fields).some(([key, value]) => state[key as keyof LiveApi] !== value))
    store.set({ ...state, ...fields });
}

const LiveContext = createContext<LiveStore | null>(null);

const ALWAYS = ['sim'];
const SETTLE_MS = 500;
const STEADY_MS = 60_000;

export function LiveProvider({ children }: { children: ReactNode }) {
  const { views } = useViews();
  const { titles, user } = useShellData();
  // Notices (a level-3 batch) reach everyone who holds their page, and alarms everyone who hears some (the
  // notification centre's bell), whatever tabs are open.
  const always = useMemo(
    () => [
      ...ALWAYS,
      ...Object.entries(noticeTopics).flatMap(([code, topic]) => (titles[code] ? [topic] : [])),
      ...(anyAlarmAudience.some((code) => titles[code]) ? ['alarm'] : []),
    ],
    [titles],
  );
  const wanted = useMemo(
    () =>
      topicKey(
        views.map((v) => liveTopics[findRoute(v.path)?.screen.code ?? '']),
        always,
      ),
    [views, always],
  );
  const wantedNow = useRef(wanted);
  // Web Locks need a secure context (HTTPS or localhost): elsewhere each tab holds a stream of its own.
  const [sharing] = useState(
    () => typeof BroadcastChannel === 'function' && typeof navigator !== 'undefined' && !!navigator.locks,
  );
  // Every tab's topics (tab-share.ts).
  const [union, setUnion] = useState(wanted);
  const [topics, setTopics] = useState(wanted);
  const [generation, setGeneration] = useState(0);
  /** Whether this tab holds the lock of the shared stream. */
  const [leading, setLeading] = useState(false);
  const share = useRef<TabShare | null>(null);
  const wake = useRef<(() => void) | undefined>(undefined);
  const listeners = useRef(new Map<string, Set<Listener>>());
  const [store] = useState(() =>
    valueStore<LiveApi>({
      status: 'connecting',
      lastEventAt: null,
      simTime: null,
      retryAt: null,
      retry: () => (share.current ? share.current.ask('retry') : setGeneration((g) => g + 1)),
      subscribe(topic, listener) {
        const set = listeners.current.get(topic) ?? new Set<Listener>();
        set.add(listener);
        listeners.current.set(topic, set);
        return () => void set.delete(listener);
      },
    }),
  );
  const lastEventId = useRef('');
  const router = useRouter();

  const dispatch = useCallback((event: string, data: unknown) => {
    const all = (topic: string) => [...(listeners.current.get(topic) ?? [])];
    // `gap`: more of one topic's events in a second than the platform sends; its listeners read afresh, as on `reset`.
    if (event === 'gap') {
      const topic = (data as { topic?: unknown } | null)?.topic;
      if (typeof topic === 'string') for (const listener of all(topic)) listener(data, 'reset');
      return;
    }
    const targets = event === 'reset' ? [...listeners.current.values()].flatMap((set) => [...set]) : all(event);
    for (const listener of targets) listener(data, event);
  }, []);

  /** One event, in the tab that holds the stream and in every tab it passes the event to. */
  const accept = useCallback(
    (event: string, data: unknown, id: string | undefined) => {
      if (id) lastEventId.current = id;
      patch(store, { lastEventAt: Date.now() });
      if (event === 'sim') patch(store, { simTime: (data as { simTime?: string }).simTime ?? null });
      // The user's menus, elements or data scope changed: the shell (sidebar, palette, buttons, tabs) reads them
      // again, and so does every screen what it shows.
      if (event === 'perm') {
        router.refresh();
        window.dispatchEvent(new Event(PERMISSIONS_CHANGED));
      }
      if (event === 'ready') patch(store, { status: 'live', retryAt: null });
      dispatch(event, data);
    },
    [dispatch, router, store],
  );
  const acceptNow = useRef(accept);
  useEffect(() => {
    acceptNow.current = accept;
  });

  /** A change of the channel's state in the tab holding the stream, told to the other tabs. */
  const update = useCallback(
    (fields: Partial<SharedState>) => {
      patch(store, fields);
      share.current?.publishState(fields);
    },
    [store],
  );

  useEffect(() => {
    if (!sharing) return;
    const name = `console-live:${COOKIE_PATH}:${user.id}`;
    const tab = Math.random().toString(36).slice(2, 12);
    const shared = new TabShare(new BroadcastChannel(name), navigator.locks, name, tab, {
      lead() {
        // The stream is this tab's to open again, from the last event every tab has seen.
        if (store.get().status === 'live') patch(store, { status: 'reconnecting' });
        setLeading(true);
      },
      topics: setUnion,
      event: (event, data, id) => acceptNow.current(event, data, id),
      state: (fields) => patch(store, fields),
      retry: () => setGeneration((g) => g + 1),
      nudge: () => wake.current?.(),
      snapshot: () => {
        const { status, lastEventAt, simTime, retryAt } = store.get();
        return { status, lastEventAt, simTime, retryAt };
      },
    });
    share.current = shared;
    shared.setTopics(wantedNow.current);
    return () => {
      shared.close();
      share.current = null;
      setLeading(false);
    };
  }, [sharing, user.id, store]);

  useEffect(() => {
    wantedNow.current = wanted;
    share.current?.setTopics(wanted);
  }, [wanted]);

  // Opening or closing tabs in a row reconnects once.
  const asked = sharing ? union : wanted;
  useEffect(() => {
    const timer = setTimeout(() => setTopics(asked), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [asked]);

  // A tab shown again or a network back ends the back-off wait of the tab holding the stream.
  useEffect(() => {
    const nudge = () => (share.current ? share.current.ask('nudge') : wake.current?.());
    const onVisible = () => document.visibilityState === 'visible' && nudge();
    window.addEventListener('online', nudge);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('online', nudge);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);

  const holds = leading || !sharing;
  useEffect(() => {
    if (!holds) return;
    const controller = new AbortController();
    const sleep = (ms: number) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms);
        wake.current = () => {
          clearTimeout(timer);
          resolve();
        };
      });

    async function run() {
      let attempt = 0;
      while (!controller.signal.aborted) {
        let connectedAt = 0;
        try {
          const opened = await openEventStream(
            '/api/live/stream',
            { topics },
            { lastEventId: lastEventId.current, signal: controller.signal },
          );
          if (opened.kind === 'final') {
            // Retrying would not help: the catalogue has said why (signed out, or not allowed).
            update({ status: 'down', retryAt: null });
            return;
          }
          if (opened.kind === 'retry') throw new Error(`live stream refused: ${opened.status ?? 'no answer'}`);
          connectedAt = Date.now();
          const parser = createParser({
            onEvent(message) {
              let data: unknown = message.data;
              try {
                data = JSON.parse(message.data);
              } catch {
                // plain text stays text
              }
              const event = message.event ?? 'message';
              accept(event, data, message.id);
              share.current?.publishEvent(event, data, message.id);
            },
            onComment() {
              update({ lastEventAt: Date.now() });
            },
          });
          const reader = opened.text.getReader();
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            parser.feed(value);
          }
          // The stream ended (restart, bye, a proxy's time-out): straight back, as reconnecting.
          if (controller.signal.aborted) return;
          update({ status: 'reconnecting' });
          if (Date.now() - connectedAt > STEADY_MS) attempt = 0;
          attempt++;
          await sleep(attempt === 1 ? 0 : backoffMs(attempt - 1));
        } catch {
          if (controller.signal.aborted) return;
          if (connectedAt && Date.now() - connectedAt > STEADY_MS) attempt = 0;
          attempt++;
          const wait = backoffMs(attempt);
          update({ status: 'down', retryAt: Date.now() + wait });
          await sleep(wait);
        }
      }
    }
    void run();
    return () => {
      controller.abort();
      wake.current = undefined;
    };
  }, [holds, topics, generation, accept, update]);

  return <LiveContext.Provider value={store}>{children}</LiveContext.Provider>;
}

const whole = (live: LiveApi) => live;

/**
 * The live channel's state, or what `select` takes from it; null outside the shell. Select what the component
 * shows (the status, the site's time): the whole state changes with every event and ping.
 */
export function useLive(): LiveApi | null;
export function useLive<T>(select: (live: LiveApi) => T): T | null;
export function useLive<T>(select: (live: LiveApi) => T = whole as (live: LiveApi) => T): T | null {
  return useStoreValue(useContext(LiveContext), select);
}

/** Calls `onEvent` for each event of the topics (and on `reset`), while the calling view is shown. */
export function useLiveTopics(topics: readonly string[] | undefined, onEvent: Listener): void {
  const subscribe = useLive((live) => live.subscribe);
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  });
  const key = (topics ?? []).join(',');
  useEffect(() => {
    if (!subscribe || !key) return;
    // `reset` reaches every listener: what was missed is read afresh.
    const stops = key.split(',').map((topic) => subscribe(topic, (data, event) => latest.current(data, event)));
    return () => stops.forEach((stop) => stop());
  }, [subscribe, key]);
}
