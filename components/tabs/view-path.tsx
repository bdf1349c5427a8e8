'use client';

import { usePathname } from 'next/navigation';
import { createContext, useContext, type ReactNode } from 'react';
import { normalisePath } from '@/lib/routes/lookup';

const ViewPathContext = createContext<string | null>(null);

/** The path of the kept-alive view a component renders in (not the URL's, which may show another). */
export function ViewPathProvider({ path, children }: { path: string; children: ReactNode }) {
  return <ViewPathContext.Provider value={path}>{children}</ViewPathContext.Provider>;
}

export function useViewPath(): string {
  const pathname = usePathname();
  return useContext(ViewPathContext) ?? normalisePath(pathname);
}
