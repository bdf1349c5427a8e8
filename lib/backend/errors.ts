import type { FailureKind } from '@/lib/platform/outcome';

/** A failed backend call on the server, typed by the same catalogue the browser uses. */
export class BackendError extends Error {
  constructor(
    readonly kind: FailureKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'BackendError';
  }
}

/** The backend is down, slow or unreachable: not the user's fault, so never a log-out. */
const OUTAGES: ReadonlySet<FailureKind> = new Set(['gateway', 'unavailable', 'timeout']);

/**
 * Where a server component sends a failed read (the server-side twin of the browser catalogue).
 * An outage → the section's error boundary (the 504 text). Otherwise, for the reads the shell starts
 * with (`bootstrap`: user info, menus), any failure logs out, since no shell can be drawn without them;
 * for a screen's own read, 40101 logs out, 403 → the 401 ("no permission") page inside the shell, and
 * anything else → the error boundary.
 */
export function pageFor(error: unknown, read: 'bootstrap' | 'screen' = 'screen'): 'login' | 'forbidden' | 'boundary' {
  const kind = error instanceof BackendError ? error.kind : undefined;
  if (kind && OUTAGES.has(kind)) return 'boundary';
  if (read === 'bootstrap' || kind === 'logout') return 'login';
  return kind === 'forbidden' ? 'forbidden' : 'boundary';
}
