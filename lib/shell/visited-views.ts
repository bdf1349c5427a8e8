/**
 * The tabs bar's visited views as pure functions: a view is added once per path,
 * closed singly, all others closed, or all closed; closing the active one picks the next.
 */
export type VisitedView = { path: string; noCache?: boolean };

export const MAX_VIEWS = 30;

/**
 * Adds `path` once; the oldest inactive views go first beyond the cap (LRU by position). An open path gives
 * back the same list: the update made after each navigation is then dropped rather than rendering the shell,
 * and with it every kept view, a second time.
 */
export function addView(views: VisitedView[], view: VisitedView, max = MAX_VIEWS): VisitedView[] {
  if (views.some((v) => v.path === view.path)) return views;
  const next = [...views, view];
  while (next.length > max) next.splice(0, 1);
  return next;
}

/** Closes one view. `navigateTo` is set when the closed view was active: the last remaining, or '/'. */
export function closeView(
  views: readonly VisitedView[],
  path: string,
  activePath: string,
): { views: VisitedView[]; navigateTo?: string } {
  const next = views.filter((v) => v.path !== path);
  if (path !== activePath) return { views: next };
  return { views: next, navigateTo: next.length ? next[next.length - 1].path : '/' };
}

/** Keeps only `path`; navigates to it when it was not the active view. */
export function closeOthers(
  views: readonly VisitedView[],
  path: string,
  activePath: string,
): { views: VisitedView[]; navigateTo?: string } {
  const kept = views.filter((v) => v.path === path);
  return { views: kept, navigateTo: path === activePath ? undefined : path };
}

export function closeAll(): { views: VisitedView[]; navigateTo: string } {
  return { views: [], navigateTo: '/' };
}

/** Reads a stored list defensively: storage is user-controlled input. */
export function parseStoredViews(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value)
      ? value
          .filter(
            (p): p is string => typeof p === 'string' && p.startsWith('/') && !p.startsWith('//') && p.length < 512,
          )
          .slice(-MAX_VIEWS)
      : [];
  } catch {
    return [];
  }
}
