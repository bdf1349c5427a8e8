import type { App } from '../app.js';
import { bare, ok, rejected, type Reply } from './reply.js';
import { type FaultMode, faultModes, type Faults } from './faults.js';

export interface HookState {
  faults: Faults;
  apiRequests(): number;
}

function optionalInt(value: unknown, name: string, min: number): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number < min) throw rejected(`参数 ${name} 必须是不小于 ${min} 的整数`);
  return number;
}

/** `/__test/*`: fault injection and counters for the console's tests. Never mounted in normal runs. */
export function testHook(app: App, state: HookState, method: string, path: string, query: URLSearchParams, body: unknown): Reply | undefined {
  const input = { ...Object.fromEntries(query), ...(typeof body === 'object' && body !== null ? body : {}) } as Record<string, unknown>;
  switch (`${method} ${path}`) {
    case 'POST /__test/fault': {
      const mode = input.mode;
      if (typeof mode !== 'string' || !faultModes.includes(mode as FaultMode)) throw rejected(`参数 mode 只能是 ${faultModes.join(' / ')}`);
      if (input.paths !== undefined && typeof input.paths !== 'string') throw rejected('参数 paths 必须是字符串');
      state.faults.set({
        mode: mode as FaultMode,
        ms: optionalInt(input.ms, 'ms', 0),
        count: optionalInt(input.count, 'count', 1),
        paths: (input.paths as string | undefined) || undefined,
      });
      return ok(state.faults.describe());
    }
    case 'GET /__test/fault':
      return ok(state.faults.describe());
    case 'POST /__test/reset':
      state.faults.reset();
      return ok(state.faults.describe());
    case 'POST /__test/revoke-user': {
      const username = input.username;
      if (typeof username !== 'string' || username === '') throw rejected('参数 username 不能为空');
      const user = app.store.get<{ id: number }>('SELECT id FROM base_user WHERE username = ?', username);
      if (!user) throw rejected(`用户不存在: ${username}`);
      return ok({ revoked: app.tokens.revokeAllOf(user.id) });
    }
    case 'GET /__test/requests':
      return bare({ status: 200, count: state.apiRequests() });
    default:
      return undefined;
  }
}
