import { COOKIE_PATH } from '@/lib/public-env';

/**
 * Messages between the browser tabs of one console (cross-tab session sync). A
 * BroadcastChannel, or the `storage` event where there is none. Both are scoped to the page's
 * origin, so consoles on other ports never hear each other; the base path keeps two consoles
 * under one origin apart too.
 */
export type SessionMessage =
  /** The session was ended in a tab: every other tab leaves the console. */
  | { type: 'signed-out' }
  /** A console page is showing session `sid`: tabs holding another (or none) reload into it. */
  | { type: 'session'; sid: string }
  /** The user did something at `at` (epoch ms): the idle clocks of every tab restart. */
  | { type: 'activity'; at: number };

export type SessionChannel = { post: (message: SessionMessage) => void; close: () => void };

export const channelName = () => `console-session:${COOKIE_PATH}`;
const storageKey = () => `console-session-event:${COOKIE_PATH}`;

export function parseSessionMessage(value: unknown): SessionMessage | null {
  if (!value || typeof value !== 'object') return null;
  const m = value as Record<string, unknown>;
  if (m.type === 'signed-out') return { type: 'signed-out' };
  if (m.type === 'session' && typeof m.sid === 'string' && /^[A-Za-z0-9_-]{8,64}$/.test(m.sid))
    return { type: 'session', sid: m.sid };
  if (m.type === 'activity' && typeof m.at === 'number' && Number.isFinite(m.at)) return { type: 'activity', at: m.at };
  return null;
}

export function openSessionChannel(onMessage: (message: SessionMessage) => void): SessionChannel {
  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(channelName());
    channel.onmessage = (event) => {
      const message = parseSessionMessage(event.data);
      if (message) onMessage(message);
    };
    return { post: (message) => channel.postMessage(message), close: () => channel.close() };
  }
  // The storage event fires in the *other* tabs only, and only on a change: a nonce makes two
  // equal messages in a row both arrive.
  const key = storageKey();
  const listener = (event: StorageEvent) => {
    if (event.key !== key || !event.newValue) return;
    try {
      const message = parseSessionMessage(JSON.parse(event.newValue));
      if (message) onMessage(message);
    } catch {
      // not ours
    }
  };
  window.addEventListener('storage', listener);
  return {
    post: (message) => {
      try {
        window.localStorage.setItem(key, JSON.stringify({ ...message, nonce: Math.random() }));
      } catch {
        // storage disabled: the tabs then only learn on their next request
      }
    },
    close: () => window.removeEventListener('storage', listener),
  };
}

/** One message to the other tabs, from code that does not keep a channel open (the log-out). */
export function broadcastSession(message: SessionMessage): void {
  try {
    const channel = openSessionChannel(() => {});
    channel.post(message);
    channel.close();
  } catch {
    // no channel at all: the other tabs find out on their next request
  }
}
