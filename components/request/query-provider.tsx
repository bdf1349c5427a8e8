'use client';

import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { createQueryClient } from '@/lib/request/query';
import { PERMISSIONS_CHANGED } from '@/lib/request/permissions-changed';

let browserClient: QueryClient | undefined;

/**
 * The console's one QueryClient, created once per browser tab and shared by every screen that
 * uses it (a server render, if any, gets its own).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(() =>
    typeof window === 'undefined' ? createQueryClient() : (browserClient ??= createQueryClient()),
  );
  useEffect(() => {
    const refetch = () => void client.invalidateQueries();
    window.addEventListener(PERMISSIONS_CHANGED, refetch);
    return () => window.removeEventListener(PERMISSIONS_CHANGED, refetch);
  }, [client]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/**
 * Only the administration screens use TanStack Query, and they are loaded on demand: each is
 * wrapped here, in its own lazy chunk, so the shell never ships the library (docs/benchmarks.md, JS weight).
 */
export function withQueryClient<P extends object>(Screen: ComponentType<P>): ComponentType<P> {
  function WithQueryClient(props: P) {
    return (
      <QueryProvider>
        <Screen {...props} />
      </QueryProvider>
    );
  }
  return WithQueryClient;
}
