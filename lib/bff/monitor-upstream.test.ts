import { monitorTarget } from './monitor-upstream';

const local = { BACKEND_URL: 'http://backend:8765', ZIPKIN_URL: undefined, EUREKA_URL: undefined };
const real = {
  BACKEND_URL: 'http://backend:8765',
  ZIPKIN_URL: 'http://zipkin:9411',
  EUREKA_URL: 'http://eureka:8761/eureka',
};
const trace = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';

describe('monitorTarget', () => {
  test('Zipkin reads go to the reference backend, or to ZIPKIN_URL without the token', () => {
    expect(monitorTarget('GET', ['zipkin', 'traces'], '?limit=5', local)).toEqual({
      url: 'http://backend:8765/api/v2/traces?limit=5',
      external: false,
      menu: 'serviceZipkinManager',
      write: false,
    });
    expect(monitorTarget('GET', ['zipkin', 'trace', trace], '', real)).toMatchObject({
      url: `http://zipkin:9411/api/v2/trace/${trace}`,
      external: true,
    });
    expect(monitorTarget('GET', ['zipkin', 'services'], '', real)?.url).toBe('http://zipkin:9411/api/v2/services');
  });

  test('only the read API of Zipkin: no collector, no other path, no other method', () => {
    expect(monitorTarget('POST', ['zipkin', 'spans'], '', local)).toBeNull();
    expect(monitorTarget('GET', ['zipkin', 'trace', 'not-hex'], '', local)).toBeNull();
    expect(monitorTarget('GET', ['zipkin', 'dependencies'], '', local)).toBeNull();
    expect(monitorTarget('GET', ['zipkin'], '', local)).toBeNull();
  });

  test('Eureka: the registry read and the status override, the value fixed by the method', () => {
    expect(monitorTarget('GET', ['eureka', 'apps'], '?x=1', local)).toEqual({
      url: 'http://backend:8765/eureka/apps',
      external: false,
      menu: 'serviceEurekaManager',
      write: false,
    });
    expect(
      monitorTarget('PUT', ['eureka', 'apps', 'CONSOLE', 'host:console:3100', 'status'], '?value=UP', real),
    ).toEqual({
      url: 'http://eureka:8761/eureka/apps/CONSOLE/host:console:3100/status?value=OUT_OF_SERVICE',
      external: true,
      element: 'serviceEurekaManager:btn_status',
      write: true,
    });
    expect(monitorTarget('DELETE', ['eureka', 'apps', 'CONSOLE', 'a', 'status'], '', local)?.url).toBe(
      'http://backend:8765/eureka/apps/CONSOLE/a/status?value=UP',
    );
  });

  test('no registration, cancel or other Eureka path through the console', () => {
    expect(monitorTarget('POST', ['eureka', 'apps', 'CONSOLE'], '', local)).toBeNull();
    expect(monitorTarget('DELETE', ['eureka', 'apps', 'CONSOLE', 'a'], '', local)).toBeNull();
    expect(monitorTarget('PUT', ['eureka', 'apps', 'CONSOLE', 'a', 'metadata'], '', local)).toBeNull();
  });

  test('other monitor paths are the backend’s, forwarded as usual', () => {
    expect(monitorTarget('GET', ['instances'], '', local)).toBeUndefined();
  });
});

describe('a registry address with credentials', () => {
  test('goes without them in the URL and with them as HTTP Basic, for reads and status changes alike', () => {
    const guarded = { ...real, EUREKA_URL: 'http://eureka:s3cret-pass@eureka:8761/eureka' };
    const basic = `Basic ${Buffer.from('eureka:s3cret-pass').toString('base64')}`;
    expect(monitorTarget('GET', ['eureka', 'apps'], '', guarded)).toMatchObject({
      url: 'http://eureka:8761/eureka/apps',
      authorization: basic,
    });
    expect(monitorTarget('PUT', ['eureka', 'apps', 'CONSOLE', 'h:console:3100', 'status'], '', guarded)).toMatchObject({
      url: 'http://eureka:8761/eureka/apps/CONSOLE/h:console:3100/status?value=OUT_OF_SERVICE',
      authorization: basic,
    });
    expect(monitorTarget('GET', ['eureka', 'apps'], '', real)).not.toHaveProperty('authorization');
  });
});
