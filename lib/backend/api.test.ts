import { getAllMenus, getFrontInfo, getFrontMenus } from './api';
import { BackendError } from './errors';
import { readUpstream } from './upstream';

jest.mock('@/lib/env', () => ({
  serverEnv: () => ({ BACKEND_URL: 'http://backend.test', UPSTREAM_TIMEOUT_MS: 1000 }),
}));

jest.mock('./upstream', () => ({ readUpstream: jest.fn() }));
const readMock = jest.mocked(readUpstream);
afterEach(() => readMock.mockReset());

const answer = (text: string, status = 200) => readMock.mockResolvedValueOnce({ status, text });

describe('the bootstrap reads go through the platform schemas', () => {
  it('returns the parsed reply', async () => {
    answer(JSON.stringify({ id: 1, username: 'admin', name: 'A', menus: [{ code: 'm' }] }));
    await expect(getFrontInfo('t')).resolves.toEqual({
      id: '1',
      username: 'admin',
      name: 'A',
      menus: [{ code: 'm' }],
      elements: [],
    });
    answer(JSON.stringify([{ id: 1, code: 'a', children: [{ id: 2, code: 'b', parentId: 1 }] }]));
    const [node] = await getFrontMenus('t');
    expect(node.children?.[0]).toEqual({ id: 2, code: 'b', title: '', parentId: 1 });
  });

  it.each([
    ['an HTML page on HTTP 200', '<html><body>maintenance</body></html>'],
    ['a JSON reply of another shape', JSON.stringify({ status: 200, data: { rows: [] } })],
    ['a tree whose nodes are of another kind', JSON.stringify([{ id: 'x', code: 1 }])],
  ])('fails on %s as an error, not a crash', async (_name, body) => {
    answer(body);
    const failure = getAllMenus('t');
    await expect(failure).rejects.toBeInstanceOf(BackendError);
    await expect(failure).rejects.toMatchObject({ kind: 'error' });
  });
});
