import { gateLogQueryCodec, prettyBody, rangeIsValid, toApiQuery } from './gate-log-query';

describe('gate log query', () => {
  test('filters, dates and sort become the platform’s parameters', () => {
    const query = gateLogQueryCodec.parse(
      new URLSearchParams('page=2&crtName=%20admin%20&menu=用户&startTime=2024-01-01&endTime=bad&sort=-crtTime'),
    );
    expect(toApiQuery(query)).toEqual({
      page: 2,
      limit: 20,
      crtName: 'admin',
      menu: '用户',
      opt: undefined,
      uri: undefined,
      startTime: '2024-01-01',
      endTime: undefined,
      sort: 'crtTime',
      order: 'desc',
    });
    expect(toApiQuery(gateLogQueryCodec.parse(new URLSearchParams('sort=body'))).sort).toBeUndefined();
  });

  test('a range ending before it starts is refused', () => {
    expect(rangeIsValid({ startTime: '2024-02-01', endTime: '2024-01-01' })).toBe(false);
    expect(rangeIsValid({ startTime: '2024-01-01', endTime: '2024-01-01' })).toBe(true);
    expect(rangeIsValid({ startTime: '', endTime: '2024-01-01' })).toBe(true);
  });

  test('bodies are shown indented when they are JSON', () => {
    expect(prettyBody('{"username":"op1","password":"******"}')).toBe(
      '{\n  "username": "op1",\n  "password": "******"\n}',
    );
    expect(prettyBody('not json')).toBe('not json');
    expect(prettyBody(undefined)).toBe('');
  });
});
