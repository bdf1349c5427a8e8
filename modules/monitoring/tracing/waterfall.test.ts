import { formatDuration, summarize, waterfall } from './waterfall';

const span = (
  id: string,
  parentId: string | undefined,
  service: string,
  timestamp: number,
  duration: number,
  tags?: Record<string, string>,
) => ({
  traceId: 't'.repeat(32),
  id,
  ...(parentId ? { parentId } : {}),
  name: `${service} ${id}`,
  timestamp,
  duration,
  localEndpoint: { serviceName: service },
  ...(tags ? { tags } : {}),
});

// A console span with the backend's server span below it, and the backend's two stages below that.
const trace = [
  span('b', 'a', 'reference-backend', 1_000_100, 800),
  span('c', 'b', 'reference-backend', 1_000_150, 100),
  span('a', undefined, 'console', 1_000_000, 1000),
  span('d', 'b', 'reference-backend', 1_000_300, 500, { error: 'x' }),
];

describe('trace waterfall', () => {
  test('the summary names the root span and spans the whole trace', () => {
    expect(summarize(trace)).toEqual({
      traceId: 't'.repeat(32),
      service: 'console',
      name: 'console a',
      start: 1000,
      durationMs: 1,
      spanCount: 4,
      services: ['console', 'reference-backend'],
      error: true,
    });
  });

  test('rows in tree order with depth, parent and place on the time line', () => {
    const rows = waterfall(trace);
    expect(rows.map((r) => [r.span.id, r.depth, r.parent?.id])).toEqual([
      ['a', 0, undefined],
      ['b', 1, 'a'],
      ['c', 2, 'b'],
      ['d', 2, 'b'],
    ]);
    expect(rows[1]).toMatchObject({ left: 10, width: 80, durationMs: 0.8, error: false });
    expect(rows[3].error).toBe(true);
  });

  test('a span whose parent was not reported is a root; a cycle does not loop', () => {
    const rows = waterfall([span('x', 'missing', 's', 0, 10), span('y', 'y', 's', 5, 1)]);
    expect(rows.map((r) => [r.span.id, r.depth])).toEqual([
      ['x', 0],
      ['y', 0],
    ]);
  });

  test('durations', () => {
    expect(formatDuration(0.25)).toBe('250 µs');
    expect(formatDuration(3.456)).toBe('3.46 ms');
    expect(formatDuration(42.04)).toBe('42.0 ms');
    expect(formatDuration(1500)).toBe('1.50 s');
  });
});
