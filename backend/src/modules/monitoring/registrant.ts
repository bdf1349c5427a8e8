import { timingSafeEqual } from 'node:crypto';

const LOOPBACK = new Set(['127.0.0.1', '::1']);

/**
 * Whether a caller may register, renew or cancel an instance in the registry. With credentials configured
 * (`user:password`, Eureka clients send them as HTTP Basic from a `http://user:password@host/eureka` address) the
 * caller must give them; without, only a caller on this machine may, as the console beside the reference backend
 * does, so nobody on the network can list a fake instance or drop a real one.
 */
export function mayRegister(
  caller: { peer: string; authorization: string | undefined },
  credentials: string | undefined,
): boolean {
  if (!credentials) return LOOPBACK.has(caller.peer);
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(caller.authorization?.trim() ?? '');
  if (!match) return false;
  const given = Buffer.from(match[1]!, 'base64');
  const wanted = Buffer.from(credentials, 'utf8');
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}
