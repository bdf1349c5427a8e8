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

/**
 * Where a server component sends a failed read (the server-side twin of the browser catalogue):
 * 40101 → log out and /login; 403 → the 401 ("no permission") page inside the shell; anything
 * else, the backend being down included, → the section's error boundary (the 504 text).
 */
export function pageFor(error: unknown): 'login' | 'forbidden' | 'boundary' {
  if (error instanceof BackendError) {
    if (error.kind === 'logout') return 'login';
    if (error.kind === 'forbidden') return 'forbidden';
  }
  return 'boundary';
}
