import type { ServerResponse } from 'node:http';

export type FaultMode = 'none' | 'hang' | 'malformed' | 'http500' | 'die' | 'delay';
export const faultModes: readonly FaultMode[] = ['none', 'hang', 'malformed', 'http500', 'die', 'delay'];

export interface FaultSettings {
  mode: FaultMode;
  ms?: number;
  paths?: string;
  count?: number;
}

/** Injected failures for the console's resilience tests; only reachable when test hooks are on. */
export class Faults {
  private settings: FaultSettings = { mode: 'none' };
  private remaining = Infinity;

  set(settings: FaultSettings): void {
    this.settings = settings;
    this.remaining = settings.count ?? Infinity;
  }

  reset(): void {
    this.set({ mode: 'none' });
  }

  describe(): FaultSettings & { remaining: number | null } {
    return { ...this.settings, remaining: Number.isFinite(this.remaining) ? this.remaining : null };
  }

  /** The fault to apply to this request, consuming one use of `count`. */
  take(path: string): FaultSettings | undefined {
    const { mode, paths } = this.settings;
    if (mode === 'none' || this.remaining <= 0) return undefined;
    if (paths && !path.startsWith(paths)) return undefined;
    this.remaining -= 1;
    const taken = this.settings;
    if (this.remaining <= 0) this.reset();
    return taken;
  }
}

/** Answers with a fault; returns false for `delay`, after which the request proceeds normally. */
export async function applyFault(
  fault: FaultSettings,
  res: ServerResponse,
  sleep: (ms: number) => Promise<void>,
): Promise<boolean> {
  switch (fault.mode) {
    case 'hang':
      return true; // never answered; the socket is destroyed when the server closes
    case 'malformed':
      res.writeHead(200, { 'content-type': 'application/json;charset=UTF-8' });
      res.end('{"status":200,"data":{"rows":[');
      return true;
    case 'http500':
      res.writeHead(500, { 'content-type': 'application/json;charset=UTF-8' });
      res.end(JSON.stringify({ status: 500, message: 'Injected fault' }));
      return true;
    case 'die': {
      const body = '{"status":200,"data":{"total":100,"rows":[{"id":1';
      res.writeHead(200, {
        'content-type': 'application/json;charset=UTF-8',
        'content-length': String(body.length * 10),
      });
      res.write(body, () => res.socket?.destroy());
      return true;
    }
    case 'delay':
      await sleep(fault.ms ?? 1000);
      return false;
    default:
      return false;
  }
}
