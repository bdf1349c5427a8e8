'use client';

import { useEffect } from 'react';
import { BASE_PATH } from '@/lib/public-env';

/**
 * Registers `public/sw.js` (the offline page) once the page has loaded, so its install never competes with the
 * page's own requests. Browsers offer workers only in a secure context (https, or localhost).
 */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    const register = () => {
      navigator.serviceWorker.register(`${BASE_PATH}/sw.js`, { scope: `${BASE_PATH}/` }).catch(() => undefined);
    };
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
    return () => window.removeEventListener('load', register);
  }, []);
  return null;
}
