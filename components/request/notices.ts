import type { ProviderContext, SnackbarKey } from 'notistack';

/**
 * The console's one way to show a snackbar, without loading notistack up front: no page needs it
 * for its first paint, and most never show one. The first notice asks the request-feedback
 * provider to load its host (notistack and the console's snackbar look, `notice-host.tsx`);
 * notices asked for meanwhile wait here and are shown, in order, as soon as it has mounted.
 * Same signature as notistack's `enqueueSnackbar`.
 */
type Show = ProviderContext['enqueueSnackbar'];
type Args = Parameters<Show>;

let show: Show | null = null;
let wanted: (() => void) | null = null;
const waiting: Args[] = [];

/** A notice that has to wait for the host returns the key it was given, or ''. */
export const enqueueSnackbar = ((...args: Args): SnackbarKey => {
  if (show) return show(...args);
  waiting.push(args);
  wanted?.();
  return (args[1] as { key?: SnackbarKey } | undefined)?.key ?? '';
}) as Show;

/** The provider: `load` mounts the host; called now when notices are already waiting. */
export function onNoticeWanted(load: () => void): () => void {
  wanted = load;
  if (waiting.length) load();
  return () => {
    if (wanted === load) wanted = null;
  };
}

/** The mounted host: shows what waited, then every later notice at once. */
export function registerNoticeHost(host: Show): () => void {
  show = host;
  for (const args of waiting.splice(0)) host(...args);
  return () => {
    if (show === host) show = null;
  };
}
