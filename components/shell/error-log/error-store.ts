/**
 * The error log: uncaught UI errors are collected here and shown by the bug button.
 * A module-level store read with `useSyncExternalStore`; it lives for the page, not across reloads.
 */
export interface ErrorEntry {
  readonly id: number;
  readonly message: string;
  readonly stack: string;
  /** Where it was caught: `window.onerror`, `unhandledrejection`, or a React component stack. */
  readonly info: string;
  readonly url: string;
  readonly time: number;
}

// A page that throws in a loop must not eat the tab's memory.
const MAX_ENTRIES = 200;
const EMPTY: readonly ErrorEntry[] = [];

let entries: readonly ErrorEntry[] = EMPTY;
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  listeners.forEach((listener) => listener());
}

export function subscribeErrors(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getErrors = (): readonly ErrorEntry[] => entries;
export const getServerErrors = (): readonly ErrorEntry[] => EMPTY;

export function addError(error: unknown, info: string): ErrorEntry {
  const err = error instanceof Error ? error : null;
  const entry: ErrorEntry = {
    id: nextId++,
    message: err ? err.message || err.name : typeof error === 'string' ? error : safeString(error),
    stack: err?.stack ?? '',
    info,
    url: typeof window === 'undefined' ? '' : window.location.href,
    time: Date.now(),
  };
  entries = [...entries, entry].slice(-MAX_ENTRIES);
  emit();
  return entry;
}

export function clearErrors(): void {
  entries = EMPTY;
  emit();
}

function safeString(value: unknown): string {
  try {
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  } catch {
    return String(value);
  }
}
