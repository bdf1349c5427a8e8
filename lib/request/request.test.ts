import { MALFORMED } from '@/lib/platform/outcome';
import {
  apiUrl,
  reportFailure,
  request,
  REQUEST_TIMEOUT_MS,
  RequestError,
  setFailureHandler,
  type FailureReport,
} from './request';

const json = (http: number, body: unknown) =>
  new Response(body === undefined ? '' : JSON.stringify(body), { status: http });

let fetchMock: jest.SpyInstance;
let shown: FailureReport[];
let restore: () => void;

beforeEach(() => {
  fetchMock = jest.spyOn(globalThis, 'fetch');
  shown = [];
  restore = setFailureHandler((f) => shown.push(f));
});
afterEach(() => {
  restore();
  fetchMock.mockRestore();
  jest.useRealTimers();
});

/** A fetch that never answers but, like the real one, rejects when its signal aborts. */
function hangingFetch() {
  fetchMock.mockImplementation(
    (_url: string, init: RequestInit) =>
      new Promise((_, reject) =>
        init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      ),
  );
}

async function failure(promise: Promise<unknown>): Promise<RequestError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RequestError);
  return error as RequestError;
}

describe('request', () => {
  it('returns the body on success: envelope or bare JSON', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { status: 200, data: 'ok' }));
    await expect(request('/api/admin/x')).resolves.toEqual({ status: 200, data: 'ok' });
    fetchMock.mockResolvedValueOnce(json(200, [1, 2]));
    await expect(request('/api/admin/menu/all')).resolves.toEqual([1, 2]);
    expect(shown).toEqual([]);
  });

  it('sends JSON to the same origin with the query string', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { status: 200 }));
    await request('/api/admin/user/add', {
      method: 'POST',
      body: { username: 'a' },
      query: { page: 1, name: '', x: null },
    });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/admin/user/add?page=1');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"username":"a"}');
    expect(init.credentials).toBe('same-origin');
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it('shows a failure once and throws it typed', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { status: 30101, message: '用户名已存在' }));
    const error = await failure(request('/api/admin/user/add', { method: 'POST', body: {} }));
    expect(error.kind).toBe('business');
    expect(error.status).toBe(30101);
    expect(error.message).toBe('用户名已存在');
    expect(error.reported).toBe(true);
    expect(shown).toEqual([{ ok: false, kind: 'business', status: 30101, message: '用户名已存在' }]);
    reportFailure(error);
    expect(shown).toHaveLength(1);
  });

  it.each([
    [401, { status: 40101 }, 'logout'],
    [403, { status: 40301, message: 'no' }, 'forbidden'],
    [504, { status: 504 }, 'gateway'],
    [502, { status: 502 }, 'unavailable'],
    [200, { status: 500, message: 'x' }, 'error'],
  ])('HTTP %s %j → %s', async (http, body, kind) => {
    fetchMock.mockResolvedValueOnce(json(http, body));
    expect((await failure(request('/api/admin/x'))).kind).toBe(kind);
    expect(shown.map((f) => f.kind)).toEqual([kind]);
  });

  it('a body that is not JSON is a failure, not empty data', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>proxy error</html>', { status: 200 }));
    const error = await failure(request('/api/admin/x'));
    expect(error.kind).toBe('error');
    expect(error.body).toBeUndefined();
    expect(error.body).not.toBe(MALFORMED);
  });

  it('`accept` hands the listed body statuses to the caller without showing anything', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { status: 40001, message: 'bad', data: '' }));
    await expect(request('/api/auth/jwt/token', { method: 'POST', body: {}, accept: [40001] })).resolves.toMatchObject({
      status: 40001,
    });
    expect(shown).toEqual([]);
  });

  it('`accept` never swallows a log-out, a 403 or a gateway error', async () => {
    fetchMock.mockResolvedValueOnce(json(401, { status: 40101 }));
    await failure(request('/api/x', { accept: [40001] }));
    expect(shown.map((f) => f.kind)).toEqual(['logout']);
  });

  it('`business` shows the listed statuses as the Failed notification (change password, status 500)', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { status: 500, message: '旧密码错误' }));
    const error = await failure(request('/api/admin/user/updatePassword', { method: 'PUT', business: [500] }));
    expect(error.kind).toBe('business');
    expect(shown).toEqual([{ ok: false, kind: 'business', status: 500, message: '旧密码错误' }]);
  });

  it('`report: false` throws without showing; reportFailure shows it once later', async () => {
    fetchMock.mockResolvedValueOnce(json(403, { status: 40301, message: 'no' }));
    const error = await failure(request('/api/x', { report: false }));
    expect(shown).toEqual([]);
    reportFailure(error);
    reportFailure(error);
    expect(shown.map((f) => f.kind)).toEqual(['forbidden']);
  });

  it('a network failure is "no response at all"', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect((await failure(request('/api/x'))).kind).toBe('timeout');
    expect(shown.map((f) => f.kind)).toEqual(['timeout']);
  });

  it('gives up after 20 000 ms, driven by ordinary timers (a fake clock works)', async () => {
    jest.useFakeTimers();
    hangingFetch();
    const pending = failure(request('/api/x'));
    await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(shown).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect((await pending).kind).toBe('timeout');
    expect(shown.map((f) => f.kind)).toEqual(['timeout']);
  });

  it('a caller that aborts gets its AbortError and nothing is shown', async () => {
    hangingFetch();
    const controller = new AbortController();
    const pending = request('/api/x', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(shown).toEqual([]);
  });

  it('without an installed handler, failures go to the console', async () => {
    restore();
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValueOnce(json(200, { status: 500, message: 'x' }));
    await failure(request('/api/x'));
    expect(log).toHaveBeenCalledWith('[request]', 'error', 'x');
    log.mockRestore();
    restore = () => undefined;
  });
});

it('apiUrl drops empty query values', () => {
  expect(apiUrl('/api/admin/user/page', { page: 1, limit: 10, name: '', a: undefined, b: false })).toBe(
    '/api/admin/user/page?page=1&limit=10&b=false',
  );
});
