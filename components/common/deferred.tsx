'use client';

import { useEffect } from 'react';
import { useOnDemand, type OnDemand } from './use-on-demand';

/**
 * A dialog (or drawer) whose module loads the first time it opens, then stays drawn so it can play its
 * closing transition and open at once the next time. A list screen thus loads no form, no validation
 * library and no dialog code until a user asks for one (docs/benchmarks.md, JS weight).
 */
export function Deferred<P extends object>({ entry, open, props }: { entry: OnDemand<P>; open: boolean; props: P }) {
  const [Component, want] = useOnDemand(entry);
  useEffect(() => {
    if (open && !Component) want();
  }, [open, Component, want]);
  return Component ? <Component {...props} /> : null;
}
