import { QueryObserver } from '@tanstack/react-query';
import { createQueryClient, shouldRetry } from './query';
import { request, RequestError, setFailureHandler, type FailureReport } from './request';
import { setReshowing } from './reshow';

const failureOf = (kind: FailureReport['kind'], status?: number) => new RequestError({ ok: false, kind, status });

describe('shouldRetry', () => {
  it.each(['timeout', 'unavailable'] as const)('retries %s once', (kind) => {
    expect(shouldRetry(0, failureOf(kind))).toBe(true);
    expect(shouldRetry(1, failureOf(kind))).toBe(false);
  });

  it.each([
    ['logout', 40101],
    ['forbidden', 40301],
    ['business', 30101],
    ['gateway', 504],
    ['error', 400],
    ['error', 500],
  ] as const)('never retries %s (%s)', (kind, status) => {
    expect(shouldRetry(0, failureOf(kind, status))).toBe(false);
  });

  it('never retries a bug', () => {
    expect(shouldRetry(0, new TypeError('x'))).toBe(false);
  });
});

describe('the query client', () => {
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
  });

  it('shows a retried failure once, after the last try', async () => {
    fetchMock.mockImplementation(async () => new Response('{"status":502}', { status: 502 }));
    const client = createQueryClient();
    const query = client.fetchQuery({
      queryKey: ['x'],
      queryFn: () => request('/api/x', { report: false }),
      retry: shouldRetry,
      retryDelay: 0,
    });
    await expect(query).rejects.toBeInstanceOf(RequestError);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(shown.map((f) => f.kind)).toEqual(['unavailable']);
  });

  it('does not show again what request already showed', async () => {
    fetchMock.mockImplementation(async () => new Response('{"status":30101,"message":"dup"}', { status: 200 }));
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['y'], queryFn: () => request('/api/y') })).rejects.toBeInstanceOf(
      RequestError,
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(shown.map((f) => f.kind)).toEqual(['business']);
  });

  it('shows a failed mutation once and does not retry it', async () => {
    fetchMock.mockImplementation(async () => new Response('', { status: 504 }));
    const client = createQueryClient();
    const mutation = client
      .getMutationCache()
      .build(client, { mutationFn: () => request('/api/z', { method: 'POST', report: false }) });
    await expect(mutation.execute(undefined)).rejects.toBeInstanceOf(RequestError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(shown.map((f) => f.kind)).toEqual(['gateway']);
  });
});

describe('a kept view shown again', () => {
  afterEach(() => setReshowing(false));

  /** Subscribes an observer as a screen's query does when its effects run; counts the reads it starts. */
  async function subscribeOnce(client: ReturnType<typeof createQueryClient>, reads: { n: number }) {
    const observer = new QueryObserver(client, { queryKey: ['list'], queryFn: async () => ++reads.n, staleTime: 0 });
    const stop = observer.subscribe(() => {});
    await new Promise((r) => setTimeout(r, 0));
    stop();
  }

  it(
    'reads stale data again on a first show, not when shown ' + 'again, and again after a write invalidated it',
    async () => {
      const client = createQueryClient();
      const reads = { n: 0 };
      await subscribeOnce(client, reads);
      expect(reads.n).toBe(1);
      await subscribeOnce(client, reads); // mounted afresh (a reopened tab): stale data is read again
      expect(reads.n).toBe(2);

      setReshowing(true);
      await subscribeOnce(client, reads);
      expect(reads.n).toBe(2);

      await client.invalidateQueries({ queryKey: ['list'] }); // no observer: only marked
      expect(reads.n).toBe(2);
      await subscribeOnce(client, reads);
      expect(reads.n).toBe(3);
    },
  );
});
