import { formatUptime, healthFigures } from './health';

const units = { d: 'd', h: 'h', min: 'min', s: 's' };

describe('instance health', () => {
  test('metadata strings read as figures; unknown ones stay unknown', () => {
    const figures = healthFigures({
      app: 'CONSOLE',
      instanceId: 'h:console:3100',
      hostName: 'h',
      port: 3100,
      status: 'UP',
      lastHeartbeat: 0,
      ageS: 3,
      metadata: { kind: 'console', version: '0.1.0', uptimeS: '75', rssBytes: '104857600', rps: '2.5', p95Ms: 'n/a' },
    });
    expect(figures).toEqual({
      kind: 'console',
      version: '0.1.0',
      uptimeS: 75,
      rssMb: 100,
      heapUsedMb: undefined,
      heapTotalMb: undefined,
      rps: 2.5,
      p95Ms: undefined,
      eventLoopLagMs: undefined,
      dbMb: undefined,
      stale: false,
    });
  });

  test('an instance silent for more than two beats is stale', () => {
    expect(
      healthFigures({
        app: 'X',
        instanceId: 'x',
        hostName: 'h',
        port: 1,
        status: 'UP',
        lastHeartbeat: 0,
        ageS: 26,
        metadata: {},
      }),
    ).toMatchObject({
      kind: 'other',
      stale: true,
    });
  });

  test('uptime in its two largest units', () => {
    expect(formatUptime(5, units)).toBe('5 s');
    expect(formatUptime(65, units)).toBe('1 min 5 s');
    expect(formatUptime(3 * 3600 + 120, units)).toBe('3 h 2 min');
    expect(formatUptime(2 * 86400 + 3600, units)).toBe('2 d 1 h');
  });
});
