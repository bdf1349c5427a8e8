/**
 * True while a kept view that was shown before is shown again (components/tabs/view-host.tsx). Its
 * queries subscribe anew then, because <Activity> remakes effects, and would read again whatever went
 * stale while hidden. A kept view shows what it showed when left, as a tab should, unless a write
 * invalidated it meanwhile; its refresh button, its refetch interval or the live channel bring newer data.
 * Its own module: the shell sets it, and must not ship TanStack Query (lib/request/query.ts) for that.
 */
let reshowing = false;

export function setReshowing(on: boolean): void {
  reshowing = on;
}

export function isReshowing(): boolean {
  return reshowing;
}
