import { formatTraceparent, newSpanId, newTraceId, parseTraceparent, spanName } from './trace-context';

describe('trace context', () => {
  test('a valid traceparent is continued; a malformed or all-zero one is not', () => {
    const traceId = newTraceId();
    const spanId = newSpanId();
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(spanId).toMatch(/^[0-9a-f]{16}$/);
    expect(parseTraceparent(formatTraceparent(traceId, spanId))).toEqual({ traceId, parentId: spanId });
    expect(parseTraceparent(`00-${'0'.repeat(32)}-${spanId}-01`)).toBeNull();
    expect(parseTraceparent(`00-${traceId}-${'0'.repeat(16)}-01`)).toBeNull();
    expect(parseTraceparent(`00-${traceId.toUpperCase()}-${spanId}-01`)).toBeNull();
    expect(parseTraceparent('garbage')).toBeNull();
    expect(parseTraceparent(null)).toBeNull();
  });

  test('span names keep the route, not the ids', () => {
    expect(spanName('PUT', '/api/admin/user/42')).toBe('put /api/admin/user/{id}');
    expect(spanName('GET', '/api/monitor/zipkin/trace/a1b2c3d4e5f60718293a4b5c6d7e8f90')).toBe(
      'get /api/monitor/zipkin/trace/{id}',
    );
    expect(spanName('GET', '/api/admin/user/page')).toBe('get /api/admin/user/page');
  });
});
