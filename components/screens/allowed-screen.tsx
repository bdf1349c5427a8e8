'use client';

import { useLayoutEffect } from 'react';
import { useOptionalViews } from '@/components/tabs/views-context';

/** Rendered by a catalogue page the server allowed: tells the view host to show its view. */
export function AllowedScreen({ path }: { path: string }) {
  const markAllowed = useOptionalViews()?.markAllowed;
  useLayoutEffect(() => markAllowed?.(path), [markAllowed, path]);
  return null;
}
