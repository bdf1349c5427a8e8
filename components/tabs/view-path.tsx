'use client';

import { usePathname } from 'next/navigation';
import { createContext, useContext, type ReactNode } from 'react';
import { normalisePath } from '@/lib/routes/lookup';

const ViewPathContext = createContext<string | null>(null);
const ViewSearchContext = createContext('');

/**
 * The path of the kept-alive view a component renders in (not the URL's, which may show another), and the
 * query its URL last had while it was shown: it does not change while the view is hidden, so a hidden view
 * is not rendered again on each navigation elsewhere, nor on being shown again.
 */
export function ViewPathProvider({
  path,
  search = '',
  children,
}: {
  path: string;
  search?: string;
  children: ReactNode;
}) {
  return (
    <ViewPathContext.Provider value={path}>
      <ViewSearchContext.Provider value={search}>{children}</ViewSearchContext.Provider>
    </ViewPathContext.Provider>
  );
}

/** The query of this view's URL, as last seen while the view was shown (view-host.tsx). */
export function useViewSearch(): string {
  return useContext(ViewSearchContext);
}

export function useViewPath(): string {
  const pathname = usePathname();
  return useContext(ViewPathContext) ?? normalisePath(pathname);
}
