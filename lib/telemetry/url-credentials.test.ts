import { splitCredentials } from './url-credentials';

test('a registry address with credentials becomes an address without them and an HTTP Basic header', () => {
  expect(splitCredentials('http://127.0.0.1:8865/eureka')).toEqual({ url: 'http://127.0.0.1:8865/eureka' });
  expect(splitCredentials('http://eureka:s3cret%40pass@registry.local:8761/eureka')).toEqual({
    url: 'http://registry.local:8761/eureka',
    authorization: `Basic ${Buffer.from('eureka:s3cret@pass').toString('base64')}`,
  });
});
