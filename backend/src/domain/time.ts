// The platform serialises dates in GMT+8 whatever the server's zone, so the console shows the same times everywhere.
const offsetMs = 8 * 3600 * 1000;

/** `yyyy-MM-dd HH:mm:ss` in GMT+8. */
export function formatDateTime(date: Date = new Date()): string {
  return new Date(date.getTime() + offsetMs).toISOString().slice(0, 19).replace('T', ' ');
}

export function epochSeconds(date: Date = new Date()): number {
  return Math.floor(date.getTime() / 1000);
}
