/**
 * Unsaved input, across the console's kept-alive views (the unsaved-work guard). Screens
 * register a dirty form under their view's path; whatever would drop views (closing tabs, logging
 * out, the 40101 dialog's "sign in again") asks `confirmDiscard` first. Module state, not React
 * context: the log-out path and the 40101 dialog live outside the console shell's tree.
 */
type Asker = (paths: string[]) => Promise<boolean>;

/**
 * A hidden view (<Activity mode="hidden">) runs its effects' clean-ups while it stays open, so a
 * form's registration is only *detached* then, and attached again when the view shows. A detached
 * entry still counts unless its view is the one on screen: there every live form is attached, so
 * a detached one there was truly unmounted.
 */
type Entry = { path: string; attached: boolean; snapshot?: () => string };

const entries = new Map<number, Entry>();
let nextId = 1;
let activePath = '';
let asker: Asker | null = null;
let leaving = false;
const listeners = new Set<() => void>();

const notify = () => listeners.forEach((l) => l());

export function newFormId(): number {
  return nextId++;
}

/**
 * Form `id` of the view at `path` holds unsaved input; `snapshot`, when given, answers that input as
 * text a person can read (offered for the clipboard when the view must close without a choice).
 */
export function trackDirty(id: number, path: string, snapshot?: () => string): void {
  entries.set(id, { path, attached: true, snapshot });
  notify();
}

/** The unsaved input of the views at `paths` as text, one block per form that can tell it. */
export function unsavedText(paths: readonly string[]): string {
  const blocks: string[] = [];
  for (const entry of entries.values()) {
    if (!counts(entry) || !paths.includes(entry.path) || !entry.snapshot) continue;
    const text = entry.snapshot().trim();
    if (text) blocks.push(text);
  }
  return blocks.join('\n\n');
}

/** The form's effects were cleaned up: unmounted, or only hidden with its view. */
export function detachDirty(id: number): void {
  const entry = entries.get(id);
  if (entry) entry.attached = false;
}

/** Form `id` is clean (saved, reset, or its dialog closed). */
export function forgetDirty(id: number): void {
  if (entries.delete(id)) notify();
}

/** Registers one dirty form of the view at `path` (tests and code outside React). */
export function markDirty(path: string): () => void {
  const id = newFormId();
  trackDirty(id, path);
  return () => forgetDirty(id);
}

/** The tabs bar's state: entries of closed views are dropped; the view on screen is known. */
export function syncOpenViews(open: readonly string[], active: string): void {
  activePath = active;
  let changed = false;
  for (const [id, entry] of entries)
    if (!open.includes(entry.path) && entry.path !== active) {
      entries.delete(id);
      changed = true;
    }
  if (changed) notify();
}

const counts = (entry: Entry) => entry.attached || entry.path !== activePath;

/** The views with unsaved input among `scope` ('all': every view), in first-registered order. */
export function dirtyAmong(scope: readonly string[] | 'all'): string[] {
  const found: string[] = [];
  for (const entry of entries.values())
    if (counts(entry) && (scope === 'all' || scope.includes(entry.path)) && !found.includes(entry.path))
      found.push(entry.path);
  return found;
}

export function subscribeUnsavedWork(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Installed by the console shell's confirmation dialog; the last one installed answers. */
export function setDiscardAsker(next: Asker): () => void {
  const previous = asker;
  asker = next;
  return () => {
    if (asker === next) asker = previous;
  };
}

/**
 * Resolves true when nothing in `scope` is unsaved or the user agrees to discard it. Without a
 * dialog to ask (outside the shell) nothing can be listed, so nothing is held back.
 */
export async function confirmDiscard(scope: readonly string[] | 'all'): Promise<boolean> {
  const paths = dirtyAmong(scope);
  if (paths.length === 0 || !asker) return true;
  return asker(paths);
}

/**
 * The page is about to go on purpose (a confirmed log-out, a sign-out from another tab, the idle
 * time-out): the browser's own "leave site?" prompt must not stop it.
 */
export function leaveWithoutAsking(): void {
  leaving = true;
}

/** Whether the page has already been told to go (a second reason to leave changes nothing). */
export function isLeaving(): boolean {
  return leaving;
}

/** Whether the window's unload should prompt (the browser's own dialog). */
export function shouldPromptOnUnload(): boolean {
  return !leaving && dirtyAmong('all').length > 0;
}

/** Tests only: forget every registration. */
export function resetUnsavedWork(): void {
  entries.clear();
  activePath = '';
  asker = null;
  leaving = false;
  notify();
}
