import type { SidebarItem } from '@/lib/routes/permissions';
import { moduleShortcuts } from './module-shortcuts';

const item = (code: string, href: string, children: SidebarItem[] = []): SidebarItem => ({
  code,
  title: code.toUpperCase(),
  href,
  children,
});

describe('moduleShortcuts', () => {
  it('leaves out the dashboard and links each group to its first screen', () => {
    const sidebar = [
      item('dashboard', '/dashboard'),
      item('bhzManager', '/bhzManager'),
      item('hjManager', '/hjManager', [
        item('hjDir', '/hjManager/hjDir', [item('hjA', '/hjManager/hjDir/hjA'), item('hjB', '/hjManager/hjDir/hjB')]),
        item('hjC', '/hjManager/hjC'),
      ]),
    ];
    expect(moduleShortcuts(sidebar)).toEqual([
      { code: 'bhzManager', title: 'BHZMANAGER', icon: undefined, href: '/bhzManager', screens: 1 },
      { code: 'hjManager', title: 'HJMANAGER', icon: undefined, href: '/hjManager/hjDir/hjA', screens: 3 },
    ]);
  });
});
