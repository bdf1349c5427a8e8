'use client';

import Box from '@mui/material/Box';
import { usePathname, useSearchParams } from 'next/navigation';
import {
  Activity,
  Component,
  createElement,
  memo,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { screenFor } from '@/components/screens/registry';
import { reportRenderError } from '@/components/shell/error-log/capture';
import { DASHBOARD_PATH } from '@/lib/routes/catalogue';
import { findRoute, normalisePath } from '@/lib/routes/lookup';
import { setReshowing } from '@/lib/request/reshow';
import { ViewPathProvider } from './view-path';
import { useShownPath, useViews } from './views-context';

class ViewBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: Error, info: ErrorInfo) {
    reportRenderError(error, info);
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

type FrameProps = { path: string; visible: boolean; fallback: ReactNode };

/**
 * One view: its own scroller, whose offset survives being hidden. Its screen sees the URL's query as it last
 * was while the view was shown at that URL (a tab press shows the view before the router has navigated).
 *
 * It reads the URL itself, and so stops React's search for readers of what a navigation changed (Next's path
 * and query): without a reader here, each navigation walked every element of every hidden view
 * (docs/benchmarks-history.md). A hidden view reads it again when React next has nothing else to do, and its
 * screen is not drawn again.
 */
function ViewFrame({ path, visible, fallback }: FrameProps) {
  const atUrl = normalisePath(usePathname()) === path;
  const search = useSearchParams().toString();
  const [seenSearch, setSeenSearch] = useState(visible && atUrl ? search : '');
  if (visible && atUrl && search !== seenSearch) setSeenSearch(search);
  const scroller = useRef<HTMLDivElement>(null);
  const offset = useRef(0);
  const shownBefore = useRef(false);
  // Layout effects run before any passive one and a parent's passive effect after its children's, so
  // the flag spans exactly the queries that subscribe again when this view is shown again.
  useLayoutEffect(() => {
    // A hidden view's box loses its scroll offset, so it is 0 when shown again; writing 0 would only lay the
    // page out before the frame does.
    if (visible && offset.current && scroller.current) scroller.current.scrollTop = offset.current;
    if (visible && shownBefore.current) setReshowing(true);
  }, [visible]);
  useEffect(() => {
    setReshowing(false);
    if (visible) shownBefore.current = true;
  }, [visible]);
  // The same element while the path is the same: hiding or showing the view does not draw its screen again.
  const screen = useMemo(() => {
    const match = findRoute(path)!;
    return createElement(screenFor(match.screen.code), { path, match });
  }, [path]);
  return (
    <Box
      ref={scroller}
      onScroll={(e) => {
        offset.current = e.currentTarget.scrollTop;
      }}
      sx={{ height: '100%', overflow: 'auto', p: 2 }}
      data-view={path}
    >
      <ViewPathProvider path={path} search={seenSearch}>
        <ViewBoundary fallback={fallback}>{screen}</ViewBoundary>
      </ViewPathProvider>
    </Box>
  );
}

/**
 * A kept view in its <Activity>. Memoised: a tab switch changes `visible` for two views, and the others are
 * not begun at all. A hidden <Activity> that is rendered again searches its whole content for readers of
 * what changed, whatever it finds on the way.
 */
const KeptView = memo(function KeptView(props: FrameProps) {
  return (
    <Activity mode={props.visible ? 'visible' : 'hidden'}>
      <ViewFrame {...props} />
    </Activity>
  );
});

/**
 * Keeps visited catalogue screens alive (docs/architecture.md, "Screens and the kept-alive views"): each
 * open view stays mounted in a hidden <Activity> while another is shown; a noCache view is
 * rebuilt on each visit. Anything else (dashboard, 401/404) is the route's own `children`.
 */
export function ViewHost({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const { views, isOpenable } = useViews();
  const activePath = useShownPath();
  const current = findRoute(activePath);
  const hostsCurrent = activePath !== DASHBOARD_PATH && !!current && isOpenable(activePath);
  // Counts visits, so that a noCache view gets a new key, and so a new instance, on each one.
  const [visit, setVisit] = useState({ path: activePath, count: 0 });
  if (visit.path !== activePath) setVisit({ path: activePath, count: visit.count + 1 });

  const kept = views.filter((v) => v.path !== DASHBOARD_PATH && !v.noCache).map((v) => v.path);
  // A first visit is drawn before the tabs add it (their effect runs after this commit): in the same list under
  // the same key, so that it is not mounted a second time when it is added.
  if (hostsCurrent && !current.screen.noCache && !kept.includes(activePath)) kept.push(activePath);

  return (
    <Box sx={{ position: 'relative', flex: 1, minHeight: 0 }}>
      {kept.map((path) => (
        <KeptView key={path} path={path} visible={path === activePath} fallback={fallback} />
      ))}
      {hostsCurrent && current.screen.noCache && (
        <ViewFrame key={`${activePath}#${visit.count}`} path={activePath} visible fallback={fallback} />
      )}
      <Box sx={{ height: '100%', overflow: 'auto', p: 2, display: hostsCurrent ? 'none' : 'block' }}>{children}</Box>
    </Box>
  );
}
