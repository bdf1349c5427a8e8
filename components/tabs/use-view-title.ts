'use client';

import { useTranslations } from 'next-intl';
import { useShellData } from '@/components/shell/shell-context';
import { DASHBOARD_PATH } from '@/lib/routes/catalogue';
import { findRoute } from '@/lib/routes/lookup';

/** A view's title in the current language (server titles applied), as the tabs bar shows it. */
export function useViewTitle(): (path: string) => string {
  const nav = useTranslations('nav');
  const { titles } = useShellData();
  return (path) => {
    if (path === DASHBOARD_PATH) return nav('dashboard');
    const match = findRoute(path);
    return match ? (titles[match.screen.code] ?? match.screen.code) : path;
  };
}
