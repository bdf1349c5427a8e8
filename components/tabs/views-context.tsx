'use client';

import { usePathname, useRouter } from 'next/navigation';
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useStoreValue, valueStore, type ValueStore } from '@/lib/shell/value-store';
import { DASHBOARD_PATH } from '@/lib/routes/catalogue';
import { findRoute, normalisePath } from '@/lib/routes/lookup';
import { canOpen } from '@/lib/routes/permissions';
import { syncOpenViews, confirmDiscard } from '@/lib/shell/unsaved-work';
import {
  addView,
  closeAll,
  closeOthers,
  closeView,
  parseStoredViews,
  type VisitedView,
} from '@/lib/shell/visited-views';

type ViewsApi = {
  views: VisitedView[];
  /** False until the tabs saved before the last reload have been read (after hydration). */
  restored: boolean;
  activePath: string;
  /** Whether `path` is a screen this user may open (server verdicts override the client's guess). */
  isOpenable: (path: string) => boolean;
  close: (path: string) => void;
  closeOthers: (path: string) => void;
  closeAll: () => void;
  /** Server page verdicts: the page rendered the screen, or refused it (401/404). */
  markAllowed: (path: string) => void;
  markRefused: (path: string) => void;
  /** Closes views the user may no longer open (a live permission change): no question asked, as they cannot stay. */
  drop: (paths: string[]) => void;
  /**
   * Shows an open view at once, in the render of the press that navigates to it, while the router's navigation
   * (a transition: Next's path, the page's server part) follows. Call it within that press's event.
   */
  show: (path: string) => void;
};

const ViewsContext = createContext<ViewsApi | null>(null);
// The view a press is switching to until the router has navigated there. A store, read through useShownPath by the
// view host, the tabs bar, the sidebar and the breadcrumb only: the press's own render draws those and searches
// nothing else (lib/shell/value-store.ts).
const SwitchingContext = createContext<ValueStore<string | null> | null>(null);

export function useViews(): ViewsApi {
  const api = useContext(ViewsContext);
  if (!api) throw new Error('useViews outside ViewsProvider');
  return api;
}

/**
 * The view shown now: the one a press is switching to, else the URL's. Only an open kept view is shown ahead of
 * its URL; a new or rebuilt view waits for the server's verdict, as before.
 */
export function useShownPath(): string {
  const { views, activePath } = useViews();
  const pressed = useStoreValue(useContext(SwitchingContext), (path) => path);
  return pressed !== null && views.some((v) => v.path === pressed && !v.noCache) ? pressed : activePath;
}

/** For screens outside the shell (tests, error pages rendered elsewhere): no-op markers. */
export function useOptionalViews(): ViewsApi | null {
  return useContext(ViewsContext);
}

/** Where a user's open tabs are kept between reloads (also read by the dashboard's recent views). */
export const viewsStorageKey = (username: string) => `console.views:${username}`;

// Storage may be disabled (privacy settings): tabs then simply do not survive a reload.
function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // full or disabled
  }
}

type Props = { username: string; codes: string[]; children: ReactNode };

export function ViewsProvider({ username, codes, children }: Props) {
  const pathname = normalisePath(usePathname());
  const router = useRouter();
  const codesKey = codes.join(',');
  const codeSet = useMemo(() => new Set(codesKey.split(',')), [codesKey]);
  const [verdicts, setVerdicts] = useState<Record<string, boolean>>({});
  // The server's verdicts were given under the codes of their time: new codes (a live permission
  // change) start afresh. Reset while rendering, so no render mixes old verdicts with new codes.
  const [verdictCodes, setVerdictCodes] = useState(codesKey);
  if (verdictCodes !== codesKey) {
    setVerdictCodes(codesKey);
    setVerdicts({});
  }

  const isOpenable = useCallback(
    (path: string) => {
      if (path === DASHBOARD_PATH) return true;
      if (!findRoute(path)) return false;
      if (path in verdicts) return verdicts[path];
      return canOpen(path, codeSet) === 'ok';
    },
    [codeSet, verdicts],
  );

  const viewFor = useCallback(
    (path: string): VisitedView => ({ path, ...(findRoute(path)?.screen.noCache && { noCache: true }) }),
    [],
  );

  // Initial views come from the URL only, so the server and the first client render agree.
  const [views, setViews] = useState<VisitedView[]>(() => (isOpenable(pathname) ? [viewFor(pathname)] : []));
  // State, not a ref: the first write to storage waits for the render that holds the restored
  // views (a ref set in the restore effect let the persist effect of the same commit overwrite
  // the saved tabs with the URL's view alone).
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    const saved = parseStoredViews(readStorage(viewsStorageKey(username)));
    /* eslint-disable-next-line react-hooks/set-state-in-effect -- storage is read after hydration, so the first
       render matches the server's */
    setViews((current) => {
      let next: VisitedView[] = [];
      for (const path of saved) if (isOpenable(path)) next = addView(next, viewFor(path));
      for (const view of current) next = addView(next, view);
      return next;
    });
    setRestored(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, after hydration
  }, []);

  // The current URL's view is always open.
  useEffect(() => {
    /* eslint-disable-next-line react-hooks/set-state-in-effect -- the view host already draws a path missing from
       the list, so adding it a commit later shows nothing twice */
    if (isOpenable(pathname)) setViews((current) => addView(current, viewFor(pathname)));
  }, [pathname, isOpenable, viewFor]);

  useEffect(() => {
    if (restored) writeStorage(viewsStorageKey(username), JSON.stringify(views.map((v) => v.path)));
  }, [views, username, restored]);

  const [switching] = useState(() => valueStore<string | null>(null));
  // The router has navigated (there, or elsewhere if another press came first): the URL's view is shown.
  useEffect(() => switching.set(null), [pathname, switching]);

  useEffect(
    () =>
      syncOpenViews(
        views.map((v) => v.path),
        pathname,
      ),
    [views, pathname],
  );

  const go = useCallback(
    (result: { views: VisitedView[]; navigateTo?: string }) => {
      // The view handed over to (the active tab closed) shows at once, as a tab's press does: the router's landing
      // there is a fetch when the view was restored from storage, and the closed view stayed on screen meanwhile.
      if (result.navigateTo) switching.set(result.navigateTo);
      startTransition(() => {
        setViews(result.views);
        if (result.navigateTo) router.push(result.navigateTo);
      });
    },
    [router, switching],
  );

  const guarded = useCallback(
    (dropped: string[], next: () => { views: VisitedView[]; navigateTo?: string }) => {
      void confirmDiscard(dropped).then((discard) => discard && go(next()));
    },
    [go],
  );

  const markAllowed = useCallback(
    (path: string) => setVerdicts((v) => (v[path] === true ? v : { ...v, [path]: true })),
    [],
  );
  const markRefused = useCallback((path: string) => {
    setVerdicts((v) => (v[path] === false ? v : { ...v, [path]: false }));
    setViews((current) =>
      current.some((view) => view.path === path) ? current.filter((view) => view.path !== path) : current,
    );
  }, []);

  const api = useMemo<ViewsApi>(
    () => ({
      views,
      restored,
      activePath: pathname,
      isOpenable,
      // Views dropped with unsaved input are listed and the user asked first (the guard's dialog).
      close: (path) => guarded([path], () => closeView(views, path, pathname)),
      closeOthers: (path) =>
        guarded(
          views.map((v) => v.path).filter((p) => p !== path),
          () => closeOthers(views, path, pathname),
        ),
      closeAll: () =>
        guarded(
          views.map((v) => v.path),
          () => closeAll(),
        ),
      markAllowed,
      markRefused,
      drop: (paths) => {
        let next: { views: VisitedView[]; navigateTo?: string } = { views };
        let active = pathname;
        for (const path of paths) {
          const result = closeView(next.views, path, active);
          next = { views: result.views, navigateTo: result.navigateTo ?? next.navigateTo };
          if (result.navigateTo) active = result.navigateTo;
        }
        go(next);
      },
      show: switching.set,
    }),
    [views, restored, pathname, isOpenable, guarded, go, markAllowed, markRefused, switching],
  );

  return (
    <SwitchingContext.Provider value={switching}>
      <ViewsContext.Provider value={api}>{children}</ViewsContext.Provider>
    </SwitchingContext.Provider>
  );
}
