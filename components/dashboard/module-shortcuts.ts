import type { SidebarItem } from '@/lib/routes/permissions';
import type { ModuleShortcut } from './module-cards';

function firstScreen(item: SidebarItem): SidebarItem {
  return item.children.length > 0 ? firstScreen(item.children[0]) : item;
}

function countScreens(item: SidebarItem): number {
  return item.children.length === 0 ? 1 : item.children.reduce((n, c) => n + countScreens(c), 0);
}

/** The sidebar's groups (the dashboard entry aside) as cards that open each group's first screen. */
export function moduleShortcuts(sidebar: readonly SidebarItem[]): ModuleShortcut[] {
  return sidebar
    .filter((item) => item.code !== 'dashboard')
    .map((item) => ({
      code: item.code,
      title: item.title,
      icon: item.icon,
      href: firstScreen(item).href,
      screens: countScreens(item),
    }));
}
