import type { App } from '../app.js';
import { bare, ok, rejected, type Reply } from '../http/reply.js';
import { type FaultMode, faultModes, type Faults } from '../http/faults.js';
import { siteNow } from '../kit/site-clock.js';
import { plusHours, promoteAlarms } from '../modules/quality/problems.js';
import { alarmNo } from '../modules/quality/rules/alarms.js';

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
export function testHook(
  app: App,
  state: HookState,
  method: string,
  path: string,
  query: URLSearchParams,
  body: unknown,
): Reply | undefined {
  const input = { ...Object.fromEntries(query), ...(typeof body === 'object' && body !== null ? body : {}) } as Record<
    string,
    unknown
  >;
  switch (`${method} ${path}`) {
    case 'POST /__test/fault': {
      const mode = input.mode;
      if (typeof mode !== 'string' || !faultModes.includes(mode as FaultMode))
        throw rejected(`参数 mode 只能是 ${faultModes.join(' / ')}`);
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
    case 'POST /__test/pdca/alarm':
      return ok(forceAlarm(app, input));
    case 'GET /__test/requests':
      return bare({ status: 200, count: state.apiRequests() });
    default:
      return undefined;
  }
}

/**
 * Raises one alarm at the simulated present (or `t`, or `agoSeconds` before the present) as a process would, then the
 * problem the promotion rules make of it; answers both ids. For tests of the problem workflow.
 */
function forceAlarm(
  app: App,
  input: Record<string, unknown>,
): { alarmId: number; alarmNo: string; t: string; problemId: number | null; problemNo: string | null } {
  const store = app.store;
  const level = Number(input.level);
  if (![1, 2, 3].includes(level)) throw rejected('参数 level 只能是 1 / 2 / 3');
  const domain = typeof input.domain === 'string' && /^[a-z]{2,8}$/.test(input.domain) ? input.domain : undefined;
  const type = typeof input.type === 'string' && /^[A-Za-z]{2,30}$/.test(input.type) ? input.type : undefined;
  if (!domain || !type) throw rejected('参数 domain 与 type 不能为空');
  const ago = input.agoSeconds === undefined ? 0 : Number(input.agoSeconds);
  if (!Number.isSafeInteger(ago) || ago < 0 || ago > 30 * 86_400)
    throw rejected('参数 agoSeconds 必须是 0 到 2592000 之间的整数');
  const t =
    typeof input.t === 'string' && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(input.t)
      ? input.t
      : plusHours(siteNow(app), -ago / 3600);
  const device =
    typeof input.deviceCode === 'string'
      ? store.get<{ id: number }>('SELECT id FROM site_device WHERE code = ?', input.deviceCode)
      : undefined;
  if (typeof input.deviceCode === 'string' && !device) throw rejected(`设备不存在: ${input.deviceCode}`);
  return store.transaction(() => {
    const projectId = store.get<{ id: number }>('SELECT id FROM site_project ORDER BY id LIMIT 1')?.id ?? 0;
    const id = store.insert('pdca_alarm', {
      projectId,
      alarmNo: 'pending',
      domain,
      type,
      level,
      deviceId: device?.id ?? null,
      objectType: device ? 'device' : null,
      objectId: device?.id ?? null,
      t,
      value: typeof input.value === 'number' ? input.value : null,
      threshold: typeof input.threshold === 'number' ? input.threshold : null,
      message: typeof input.message === 'string' ? input.message.slice(0, 200) : `${type} level ${level}`,
      place: typeof input.place === 'string' ? input.place.slice(0, 60) : null,
      crtTime: t,
    });
    const no = alarmNo(id, t);
    store.run('UPDATE pdca_alarm SET alarmNo = ? WHERE id = ?', no, id);
    promoteAlarms(store);
    const problem = store.get<{ id: number; problemNo: string }>(
      'SELECT id, problemNo FROM pdca_problem WHERE alarmId = ?',
      id,
    );
    return { alarmId: id, alarmNo: no, t, problemId: problem?.id ?? null, problemNo: problem?.problemNo ?? null };
  });
}
