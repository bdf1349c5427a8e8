/** Shell preferences kept in cookies so the server renders them without a flash. */
export const SIDEBAR_COOKIE = 'sidebar-status';

export function sidebarOpenFrom(value: string | undefined): boolean {
  return value !== '0';
}

/** Client side: remembered for a year, on the console's path. */
export function writePreferenceCookie(name: string, value: string): void {
  const path = process.env.NEXT_PUBLIC_BASE_PATH || '/';
  document.cookie = `${name}=${encodeURIComponent(value)}; path=${path}; max-age=31536000; samesite=lax`;
}
