'use client';

import { useEffect, useRef, useState } from 'react';
import { useViewPath } from '@/components/tabs/view-path';
import { detachDirty, forgetDirty, newFormId, trackDirty } from '@/lib/shell/unsaved-work';

/**
 * Marks the calling screen's view as holding unsaved input while `dirty` is true: closing its tab,
 * logging out or leaving the window then asks first (lib/shell/unsaved-work.ts). `snapshot` answers the
 * input as readable text, for the clipboard when a view must close anyway (its screen revoked).
 */
export function useUnsavedWork(dirty: boolean, snapshot?: () => string): void {
  const path = useViewPath();
  const [id] = useState(newFormId);
  // The latest input, read when asked (not when the form became dirty).
  const latest = useRef(snapshot);
  useEffect(() => {
    latest.current = snapshot;
  });
  useEffect(() => {
    if (!dirty) {
      forgetDirty(id);
      return;
    }
    trackDirty(id, path, () => latest.current?.() ?? '');
    // Only detached: hiding the view runs this too, and hidden input is still unsaved.
    return () => detachDirty(id);
  }, [id, path, dirty]);
}
