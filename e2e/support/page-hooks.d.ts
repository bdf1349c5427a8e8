// What the e2e build (NEXT_PUBLIC_E2E_HOOKS=1) puts on window for the specs to call. The console
// declares the exact types where it installs them (components/); the specs need only their shape.
export {};

declare global {
  interface Window {
    /** Throws `msg` outside React, like a real bug (the error log's capture). */
    __consoleThrow?: (msg: string) => void;
    /** The browser request layer itself. */
    __consoleRequest?: (path: string, options?: unknown) => Promise<unknown>;
  }
}
