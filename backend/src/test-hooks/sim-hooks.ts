import type { App } from '../app.js';
import { SimRefusal } from '../sim/host.js';
import { ok, rejected, type Reply } from '../http/reply.js';

/**
 * `/__test/sim/*`: drive the site simulator from tests. `advance` answers once every step up to the
 * new sim time is written, so a test can read the facts straight after.
 */
export async function simTestHook(
  app: App,
  method: string,
  path: string,
  input: Record<string, unknown>,
): Promise<Reply | undefined> {
  const sim = app.sim;
  if (!sim)
    return path.startsWith('/__test/sim/')
      ? { http: 404, body: { status: 404, message: 'the site simulator is not running' } }
      : undefined;
  try {
    switch (`${method} ${path}`) {
      case 'POST /__test/sim/advance': {
        const seconds = Number(input.seconds);
        if (!Number.isFinite(seconds) || seconds < 0 || seconds > 366 * 86_400)
          throw rejected('参数 seconds 必须是 0 到 31622400 之间的数');
        return ok(await sim.advance(seconds));
      }
      case 'POST /__test/sim/episode':
        return ok(
          await sim.episode({
            device: input.device,
            kind: input.kind,
            start: input.start,
            minutes: input.minutes,
            seconds: input.seconds,
          }),
        );
      case 'GET /__test/sim/state':
        return ok(await sim.state());
      case 'POST /__test/sim/hold': {
        const ms = Number(input.ms);
        if (!Number.isInteger(ms) || ms < 1 || ms > 10_000) throw rejected('参数 ms 必须是 1 到 10000 之间的整数');
        return ok(await sim.hold(ms));
      }
      case 'POST /__test/sim/kill':
        await sim.kill();
        return ok();
      default:
        return undefined;
    }
  } catch (error) {
    if (error instanceof SimRefusal) throw rejected(error.message);
    throw error;
  }
}
