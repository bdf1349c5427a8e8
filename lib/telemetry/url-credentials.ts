/**
 * A registry address as Eureka clients write it, `http://user:password@host/eureka`, split into the address without
 * its credentials and the HTTP Basic header that carries them (fetch refuses a URL with credentials in it).
 */
export function splitCredentials(address: string): { url: string; authorization?: string } {
  const url = new URL(address);
  if (!url.username && !url.password) return { url: address };
  const user = decodeURIComponent(url.username);
  const password = decodeURIComponent(url.password);
  url.username = '';
  url.password = '';
  return {
    url: url.toString().replace(/\/+$/, ''),
    authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`,
  };
}
