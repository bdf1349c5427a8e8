'use client';

import { createContext, useContext, type ReactNode } from 'react';

export type ShellUser = { id: string; username: string; name: string; depart?: string; avatar?: string };

export type ShellData = {
  user: ShellUser;
  /** code → title in the current language (server titles applied). */
  titles: Record<string, string>;
  /** Element (button) codes the user holds, e.g. `userManager:btn_add`. */
  elements: string[];
  /** Path (no base path) of the screens' messages in the current language (components/screens/screen-messages.tsx). */
  messages: string;
};

const ShellContext = createContext<ShellData | null>(null);

export function ShellDataProvider({ value, children }: { value: ShellData; children: ReactNode }) {
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

export function useShellData(): ShellData {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShellData outside the console shell');
  return value;
}

/** Hides a control the user's element codes do not allow; the backend still judges the call. */
export function useCan(code: string): boolean {
  return useShellData().elements.includes(code);
}
