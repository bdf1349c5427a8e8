'use client';

import { usePathname, useRouter } from 'next/navigation';
import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { DASHBOARD_PATH } from '@/lib/routes/catalogue';
import { findRoute, normalisePath } from '@/lib/routes/lookup';
import { canOpen } from '@/lib/routes/permissions';
import { addView, closeAll, closeOthers, closeView, parseStoredViews, type VisitedView } from '@/lib/shell/visited-views';

type ViewsApi = {
  views: VisitedView[];
  activePath: string;
  /** Whether `path` is a screen this user may open (server verdicts override the client's guess). */
  isOpenable: (path: string) => boolean;
  close: (path: string) => void;
  closeOthers: (path: string) => void;
  closeAll: () => void;
  /** Server page verdicts: the page rendered the screen, or refused it (401/404). */
  markAllowed: (path: string) => void;
  markRefused: (path: string) => void;
};

const ViewsContext = createContext<ViewsApi | null>(null);

export function useViews(): ViewsApi {
  const api = useContext(ViewsContext);
  if (!api) throw new Error('useViews outside ViewsProvider');
  return api;
}

/** For screens outside the shell (tests, error pages rendered elsewhere): no-op markers. */
export function useOptionalViews(): ViewsApi | null {
  return useContext(ViewsContext);
}

const storageKey = (username: string) => `console.views:${username}`;

type Props = { username: string; codes: string[]; children: ReactNode };

export function ViewsProvider({ username, codes, children }: Props) {
  const pathname = normalisePath(usePathname());
  const router = useRouter();
  const codeSet = useMemo(() => new Set(codes), [codes]);
  const [verdicts, setVerdicts] = useState<Record<string, boolean>>({});

  const isOpenable = useCallback(
    (path: string) => {
      if (path === DASHBOARD_PATH) return true;
      if (!findRoute(path)) return false;
      if (path in verdicts) return verdicts[path];
      return canOpen(path, codeSet) === 'ok';
    },
    [codeSet, verdicts],
  );

  const viewFor = useCallback((path: string): VisitedView => ({ path, ...(findRoute(path)?.screen.noCache && { noCache: true }) }), []);

  // Initial views come from the URL only, so the server and the first client render agree.
  const [views, setViews] = useState<VisitedView[]>(() => (isOpenable(pathname) ? [viewFor(pathname)] : []));
  const restored = useRef(false);

  useEffect(() => {
    const saved = parseStoredViews(window.localStorage.getItem(storageKey(username)));
    setViews((current) => {
      let next: VisitedView[] = [];
      for (const path of saved) if (isOpenable(path)) next = addView(next, viewFor(path));
      for (const view of current) next = addView(next, view);
      return next;
    });
    restored.current = true;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, after hydration
  }, []);

  // The current URL's view is always open.
  useEffect(() => {
    if (isOpenable(pathname)) setViews((current) => addView(current, viewFor(pathname)));
  }, [pathname, isOpenable, viewFor]);

  useEffect(() => {
    if (restored.current) window.localStorage.setItem(storageKey(username), JSON.stringify(views.map((v) => v.path)));
  }, [views, username]);

  const go = useCallback(
    (result: { views: VisitedView[]; navigateTo?: string }) => {
      startTransition(() => {
        setViews(result.views);
        if (result.navigateTo) router.push(result.navigateTo);
      });
    },
    [router],
  );

  const markAllowed = useCallback((path: string) => setVerdicts((v) => (v[path] === true ? v : { ...v, [path]: true })), []);
  const markRefused = useCallback((path: string) => {
    setVerdicts((v) => (v[path] === false ? v : { ...v, [path]: false }));
    setViews((current) => (current.some((view) => view.path === path) ? current.filter((view) => view.path !== path) : current));
  }, []);

  const api = useMemo<ViewsApi>(
    () => ({
      views,
      activePath: pathname,
      isOpenable,
      close: (path) => go(closeView(views, path, pathname)),
      closeOthers: (path) => go(closeOthers(views, path, pathname)),
      closeAll: () => go(closeAll()),
      markAllowed,
      markRefused,
    }),
    [views, pathname, isOpenable, go, markAllowed, markRefused],
  );

  return <ViewsContext.Provider value={api}>{children}</ViewsContext.Provider>;
}
