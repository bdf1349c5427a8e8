// The console's service worker: an offline page instead of the browser's when a page cannot be reached.
// It keeps nothing but that page: no platform answer and no page of the console is cached, so nothing a
// session saw outlives it on the device. Requests other than page loads never pass through it.
const CACHE = 'console-offline-1';
const OFFLINE = new URL('offline.html', self.registration.scope).href;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.add(new Request(OFFLINE, { cache: 'reload' })))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      // The page's request starts while the worker wakes up, so a page load waits for no worker.
      .then(() => self.registration.navigationPreload?.enable())
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  if (event.request.mode !== 'navigate') return;
  // The network's answer whatever it is (a redirect to sign-in included); the offline page only when there is none.
  event.respondWith(
    (async () => {
      try {
        return (await event.preloadResponse) ?? (await fetch(event.request));
      } catch {
        return caches.match(OFFLINE);
      }
    })(),
  );
});
