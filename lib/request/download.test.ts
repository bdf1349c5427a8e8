import { setFailureHandler, type FailureReport } from './request';
import { fileNameOf, requestDownload } from './download';

let fetchMock: jest.SpyInstance;
let shown: FailureReport[];
let restore: () => void;
const saved: string[] = [];
const save = (_blob: Blob, name: string) => void saved.push(name);

beforeEach(() => {
  fetchMock = jest.spyOn(globalThis, 'fetch');
  shown = [];
  saved.length = 0;
  restore = setFailureHandler((f) => shown.push(f));
});
afterEach(() => {
  restore();
  jest.restoreAllMocks();
});

describe('fileNameOf', () => {
  test('the extended name first, then the plain one, then the path', () => {
    expect(fileNameOf(`attachment; filename="a.csv"; filename*=UTF-8''%E6%97%A5%E6%8A%A5.csv`, '/x')).toBe('日报.csv');
    expect(fileNameOf('attachment; filename="hj-points.csv"', '/x')).toBe('hj-points.csv');
    expect(fileNameOf(null, '/api/hj/point/export?x=1')).toBe('export');
  });
});

describe('requestDownload', () => {
  test('a file is saved under its name and nothing is shown', async () => {
    fetchMock.mockResolvedValue(
      new Response('a,b\r\n', {
        status: 200,
        headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="points.csv"' },
      }),
    );
    await requestDownload('/api/hj/point/export', save);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/hj/point/export');
    expect(saved).toEqual(['points.csv']);
    expect(shown).toEqual([]);
  });

  test('a refusal is the catalogue’s notice with the platform’s words, and nothing is saved', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ status: 429, message: '您同时进行的下载已达上限，请等当前下载完成后再试' }), {
        status: 429,
        headers: { 'content-type': 'application/json' },
      }),
    );
    await expect(requestDownload('/api/hj/point/export', save)).rejects.toMatchObject({ kind: 'error', status: 429 });
    expect(saved).toEqual([]);
    expect(shown).toEqual([
      expect.objectContaining({ kind: 'error', message: '您同时进行的下载已达上限，请等当前下载完成后再试' }),
    ]);
  });

  test('a session that is gone meets the sign-out dialog; a failed network the time-out notice', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ status: 40101, message: 'expired' }), {
        status: 401,
        headers: { 'content-type': 'application/json' },
      }),
    );
    await expect(requestDownload('/api/x/export', save)).rejects.toMatchObject({ kind: 'logout' });
    fetchMock.mockRejectedValueOnce(new TypeError('network'));
    await expect(requestDownload('/api/x/export', save)).rejects.toMatchObject({ kind: 'timeout' });
    expect(shown.map((f) => f.kind)).toEqual(['logout', 'timeout']);
  });
});
