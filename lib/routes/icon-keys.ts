// Icon keys the catalogue, the server's menu seed and the icon sprite share. Kept free of JSX so the
// catalogue, the tests and server code can use the list without pulling in @mui/icons-material.
export const iconKeys = [
  'dashboard',
  'factory',
  'science',
  'truck',
  'video',
  'build',
  'hammer',
  'flight',
  'devices',
  'groups',
  'foundation',
  'oil',
  'layers',
  'logs',
  'storage',
  'report',
  'loop',
  'checklist',
  'trend',
  'water',
  'settings',
  'org',
  'security',
  'monitor',
  'vibration',
  'screen',
  'construction',
  'users',
  'swap',
  'menu',
  'role',
  'category',
  'history',
  'dictionary',
  'tenant',
  'department',
  'service',
  'api',
  'route',
  'registry',
  'speed',
  'tracing',
] as const;

export type IconKey = (typeof iconKeys)[number];

const known: ReadonlySet<string> = new Set(iconKeys);

// Server menus carry free text in `icon` (an administrator may type anything), so narrow before use.
export function isIconKey(value: unknown): value is IconKey {
  return typeof value === 'string' && known.has(value);
}
