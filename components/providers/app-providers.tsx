'use client';

import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, useColorScheme } from '@mui/material/styles';
import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import { RequestFeedbackProvider } from '@/components/request/request-feedback-provider';
import '@/lib/zod-in-browser';
import { AUTO_SCHEME_CLASS, schemeClass as classOf, type ColorMode } from '@/lib/theme/color-mode';
import { buildTheme } from '@/lib/theme/theme';
import { ServiceWorkerRegistration } from './service-worker';

/**
 * The root layout renders the server's guess of the scheme class on <html>; once hydrated MUI knows
 * better (matchMedia for "system") and sets it itself. But when a later server render (a preference
 * action, router.refresh) changes that prop, React writes the server's class back over MUI's: put
 * MUI's back in the same commit, before the browser paints.
 */
function SchemeClassSync({ serverClass }: { serverClass: string }) {
  const { colorScheme } = useColorScheme();
  useLayoutEffect(() => {
    if (!colorScheme) return;
    const classes = document.documentElement.classList;
    classes.remove(AUTO_SCHEME_CLASS, classOf('light'), classOf('dark'));
    classes.add(classOf(colorScheme === 'dark' ? 'dark' : 'light'));
  }, [serverClass, colorScheme]);
  return null;
}

type Props = { themeColor: string; colorMode: ColorMode; schemeClass: string; children: ReactNode };

export function AppProviders({ themeColor, colorMode, schemeClass, children }: Props) {
  const theme = useMemo(() => buildTheme(themeColor), [themeColor]);
  // The mode comes from the cookie (the server rendered it), not MUI's localStorage: no second truth.
  return (
    // The server leaves the variables to the linked stylesheet (app/layout.tsx); the browser generates
    // them too, so a colour picked later applies before the new stylesheet arrives.
    <ThemeProvider
      theme={theme}
      defaultMode={colorMode}
      storageManager={null}
      disableTransitionOnChange
      disableStyleSheetGeneration={typeof window === 'undefined'}
    >
      <SchemeClassSync serverClass={schemeClass} />
      <ServiceWorkerRegistration />
      <CssBaseline />
      <RequestFeedbackProvider>
        {/* TanStack Query is provided by the console layout: the sign-in page does not load it. */}
        {children}
      </RequestFeedbackProvider>
    </ThemeProvider>
  );
}
