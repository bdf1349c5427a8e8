/**
 * The origin the browser used (scheme, host, port). Forwarded headers count only when the
 * deployment says a trusted proxy sets them; otherwise a client could pick its own cookie name.
 */
export type RequestOrigin = { proto: 'http' | 'https'; host: string; port: string };

const HOST = /^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+)(?::(\d{1,5}))?$/;

function first(value: string | null): string | undefined {
  const v = value?.split(',')[0]?.trim();
  return v || undefined;
}

export function requestOrigin(headers: Headers, trustProxy: boolean): RequestOrigin {
  const fwdProto = trustProxy ? first(headers.get('x-forwarded-proto')) : undefined;
  const fwdHost = trustProxy ? first(headers.get('x-forwarded-host')) : undefined;
  const fwdPort = trustProxy ? first(headers.get('x-forwarded-port')) : undefined;

  const proto = fwdProto === 'https' || fwdProto === 'http' ? fwdProto : 'http';
  const match = (fwdHost && HOST.exec(fwdHost)) || HOST.exec(headers.get('host') ?? '') || HOST.exec('localhost')!;
  const host = match[1].toLowerCase();
  const port =
    (fwdPort && /^\d{1,5}$/.test(fwdPort) ? fwdPort : undefined) ?? match[2] ?? (proto === 'https' ? '443' : '80');
  return { proto, host, port };
}

export function originString({ proto, host, port }: RequestOrigin): string {
  const defaultPort = proto === 'https' ? '443' : '80';
  return `${proto}://${host}${port === defaultPort ? '' : `:${port}`}`;
}

export function sessionCookieName(prefix: string, origin: RequestOrigin): string {
  return `${prefix}${origin.port}`;
}
