'use client';

import { useCallback } from 'react';
import { useShellData } from '@/components/shell/shell-context';

/**
 * Whether the user holds an element (button) code; no code means everyone may. A stable function,
 * so a grid's memoised columns and a list of buttons can filter by it. The backend still judges
 * every call: this only hides what would be refused.
 */
export function useGranted(): (code: string | undefined) => boolean {
  const { elements } = useShellData();
  return useCallback((code: string | undefined) => code === undefined || elements.includes(code), [elements]);
}
