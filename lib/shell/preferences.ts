import { COOKIE_PATH } from '@/lib/public-env';

/** Shell preferences kept in cookies so the server renders them without a flash. */
export const SIDEBAR_COOKIE = 'sidebar-status';

/**
 * How every preference cookie is written, by the page (the sidebar) and by the preference actions
 * (language, theme colour, colour mode): a year, on the console's path. Not HttpOnly: they are no
 * secret, and the page rewrites some of them, which an HttpOnly cookie would ignore.
 */
export const PREFERENCE_COOKIE = {
  path: COOKIE_PATH,
  maxAge: 365 * 24 * 60 * 60,
  sameSite: 'lax',
  httpOnly: false,
} as const;

export function sidebarOpenFrom(value: string | undefined): boolean {
  return value !== '0';
}

/** Client side, with the attributes of PREFERENCE_COOKIE. */
export function writePreferenceCookie(name: string, value: string): void {
  const { path, maxAge, sameSite } = PREFERENCE_COOKIE;
  document.cookie = `${name}=${encodeURIComponent(value)}; path=${path}; max-age=${maxAge}; samesite=${sameSite}`;
}
