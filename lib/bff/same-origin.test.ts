import { isSameOriginCall } from './same-origin';

const origin = { proto: 'http', host: 'localhost', port: '3000' } as const;
const call = (method: string, headers: Record<string, string>) =>
  isSameOriginCall(method, new Headers(headers), origin);

describe('isSameOriginCall', () => {
  test('page script calls pass, reads and writes alike', () => {
    expect(call('GET', { 'sec-fetch-site': 'same-origin' })).toBe(true);
    expect(call('POST', { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' })).toBe(true);
    expect(call('PUT', { 'sec-fetch-site': 'same-origin' })).toBe(true);
  });

  test('a read from another site is refused: a cross-site navigation to a GET that changes state', () => {
    expect(call('GET', { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' })).toBe(false);
    expect(call('GET', { 'sec-fetch-site': 'same-site' })).toBe(false);
    expect(call('GET', { origin: 'https://evil.example' })).toBe(false);
    expect(call('HEAD', { origin: 'null' })).toBe(false);
  });

  test('a navigation the user typed and a client without fetch metadata may read', () => {
    expect(call('GET', { 'sec-fetch-site': 'none' })).toBe(true);
    expect(call('GET', {})).toBe(true);
  });

  test('a write must prove its origin', () => {
    expect(call('POST', {})).toBe(false);
    expect(call('POST', { 'sec-fetch-site': 'none' })).toBe(false);
    expect(call('DELETE', { origin: 'http://localhost:3001' })).toBe(false);
    expect(call('POST', { origin: 'http://localhost:3000', 'sec-fetch-site': 'cross-site' })).toBe(false);
  });
});
