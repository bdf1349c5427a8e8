'use client';

import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { RequestFeedbackProvider } from '@/components/request/request-feedback-provider';
import { buildTheme } from '@/lib/theme/theme';

export function AppProviders({ themeColor, children }: { themeColor: string; children: ReactNode }) {
  const theme = useMemo(() => buildTheme(themeColor), [themeColor]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <RequestFeedbackProvider>
        {/* TanStack Query is provided by the console layout: the sign-in page does not load it. */}
        {children}
      </RequestFeedbackProvider>
    </ThemeProvider>
  );
}
