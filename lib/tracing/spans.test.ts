jest.mock('server-only', () => ({}));
jest.mock('@/lib/env', () => ({
  serverEnv: () => ({ BACKEND_URL: 'http://platform-a.test', ZIPKIN_URL: undefined }),
}));
jest.mock('@/lib/telemetry/process-metrics', () => ({ countRequest: () => {}, instanceName: () => 'test' }));

import { startSpan } from './spans';

test("each span goes to the collector of the platform its call went to, with that platform's session", async () => {
  const posts: { url: string; authorization: string | null; names: string[] }[] = [];
  const fetchMock = jest.fn(async (url: string, init: RequestInit) => {
    const spans = JSON.parse(String(init.body)) as { name: string }[];
    posts.push({
      url,
      authorization: new Headers(init.headers).get('authorization'),
      names: spans.map((s) => s.name),
    });
    return new Response(null, { status: 202 });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  startSpan('GET', '/api/admin/user/page').end(200, 'token-a');
  startSpan('GET', '/api/bhz/plant/page').end(200, 'token-b', 'http://platform-b.test');
  startSpan('GET', '/api/monitor/zipkin/traces', null, { recorded: false }).end(200, 'token-a');
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(posts.sort((a, b) => a.url.localeCompare(b.url))).toEqual([
    { url: 'http://platform-a.test/api/v2/spans', authorization: 'token-a', names: ['get /api/admin/user/page'] },
    { url: 'http://platform-b.test/api/v2/spans', authorization: 'token-b', names: ['get /api/bhz/plant/page'] },
  ]);
});
