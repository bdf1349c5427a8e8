import { RequestError } from '@/lib/request/request';
import { addError } from './error-store';
import { E2E_HOOKS } from '@/lib/public-env';

declare global {
  interface Window {
    /** E2E only (NEXT_PUBLIC_E2E_HOOKS=1 at build time): throws `msg` outside React, like a real bug. */
    __consoleThrow?: (msg: string) => void;
  }
}

let installs = 0;

function onError(event: ErrorEvent) {
  const entry = addError(event.error ?? event.message, 'window.onerror');
  // The browser already printed it; keep one line that ties the console to the log entry.
  console.error(`[error-log #${entry.id}]`, event.error ?? event.message);
}

function onRejection(event: PromiseRejectionEvent) {
  // A platform call the request layer has already shown to the user is not a bug in the page.
  if (event.reason instanceof RequestError && event.reason.reported) return;
  const entry = addError(event.reason, 'unhandledrejection');
  console.error(`[error-log #${entry.id}]`, event.reason);
}

/**
 * Collects uncaught errors and unhandled rejections into the error log. Idempotent and counted, so
 * several mounted users (the bug button, tests) share one pair of listeners. Returns the uninstall.
 */
export function installErrorCapture(): () => void {
  if (typeof window === 'undefined') return () => {};
  if (installs++ === 0) {
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    if (E2E_HOOKS) {
      window.__consoleThrow = (msg: string) => {
        setTimeout(() => {
          throw new Error(msg);
        });
      };
    }
  }
  let done = false;
  return () => {
    if (done) return;
    done = true;
    if (--installs === 0) {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      delete window.__consoleThrow;
    }
  };
}

/** For error boundaries (`error.tsx`, the tabs' boundaries): they catch, so `window` never sees it. */
export function reportRenderError(
  error: unknown,
  info?: { componentStack?: string | null; digest?: string } | string,
): void {
  const where =
    typeof info === 'string'
      ? info
      : (info?.componentStack?.trim() ?? (info?.digest ? `digest ${info.digest}` : 'render'));
  addError(error, where || 'render');
  console.error(error);
}
