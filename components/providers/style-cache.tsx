'use client';

import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import type { ReactNode } from 'react';
import { fewPrefixes } from '@/lib/theme/style-prefixes';

// Module-level: the cache's options must not change between renders. A client component, as the root
// layout cannot hand a function to one.
const OPTIONS = { key: 'mui', stylisPlugins: [fewPrefixes] };

/**
 * MUI's Emotion cache for the App Router, writing only the vendor prefixes still read (lib/theme/style-prefixes.ts).
 */
export function StyleCache({ children }: { children: ReactNode }) {
  return <AppRouterCacheProvider options={OPTIONS}>{children}</AppRouterCacheProvider>;
}
