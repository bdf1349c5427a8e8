'use client';

import { useEffect, useState } from 'react';
import { useViewPath } from '@/components/tabs/view-path';
import { detachDirty, forgetDirty, newFormId, trackDirty } from '@/lib/shell/unsaved-work';

/**
 * Marks the calling screen's view as holding unsaved input while `dirty` is true: closing its tab,
 * logging out or leaving the window then asks first (lib/shell/unsaved-work.ts).
 */
export function useUnsavedWork(dirty: boolean): void {
  const path = useViewPath();
  const [id] = useState(newFormId);
  useEffect(() => {
    if (!dirty) {
      forgetDirty(id);
      return;
    }
    trackDirty(id, path);
    // Only detached: hiding the view runs this too, and hidden input is still unsaved.
    return () => detachDirty(id);
  }, [id, path, dirty]);
}
