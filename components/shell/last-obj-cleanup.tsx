'use client';

import { useEffect } from 'react';

export const LAST_OBJ_KEY = 'lastObj';

/** `lastObj` in local storage lives only as long as the page. Renders nothing. */
export function LastObjCleanup() {
  useEffect(() => {
    // pagehide also fires where beforeunload does not (mobile, bfcache); both are harmless twice.
    const remove = () => {
      try {
        localStorage.removeItem(LAST_OBJ_KEY);
      } catch {
        // storage disabled: nothing to clean
      }
    };
    window.addEventListener('pagehide', remove);
    window.addEventListener('beforeunload', remove);
    return () => {
      window.removeEventListener('pagehide', remove);
      window.removeEventListener('beforeunload', remove);
    };
  }, []);
  return null;
}
