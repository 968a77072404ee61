/*
 * The console's service worker, for the inspection visit capture page (docs/INSPECTIONS.md, "Without
 * a connection"). Registered by that page with the scope /admin-inspections/, so it answers for the
 * inspection pages only: the rest of the console and the public site never pass through it.
 *
 * - The console's shell (its page, the scripts the sign-in check, the frame and the capture page
 *   load) is fetched once at install, so the page opens without a connection.
 * - Scripts are served from that cache first (their names change with their content).
 * - The pages, the signed-in profile and the visits' data are asked of the server first; what the
 *   server answered last is kept and answered when there is no connection. The console deletes the
 *   kept data when someone signs in or out (offline/serviceWorker.ts).
 *
 * The build fills in VERSION and PRECACHE below (admin-ui/serviceWorkerPlugin.ts).
 */
const VERSION = __VERSION__;
const PRECACHE = __PRECACHE__;
const SHELL_CACHE = `cbt-console-shell-${VERSION}`;
const DATA_CACHE = 'cbt-console-data';
/** Any console address answers with the console's one page; this one is where it is kept. */
const SHELL_PAGE = '/admin-inspections';
const KEPT_DATA = [/^\/api\/auth\/profile$/, /^\/api\/inspections\/visits\/[^/]+(\/[^?]*)?$/];

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      await cache.addAll([SHELL_PAGE, ...PRECACHE]);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key.startsWith('cbt-console-shell-') && key !== SHELL_CACHE) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

/** The server's answer, kept for later; without a connection, the answer kept last. */
async function networkFirst(request, cacheName, key) {
  try {
    const response = await fetch(request);
    if (response.ok) await (await caches.open(cacheName)).put(key, response.clone());
    return response;
  } catch (error) {
    const kept = await caches.match(key, { ignoreVary: true, cacheName });
    if (kept) return kept;
    throw error;
  }
}

async function cacheFirst(request) {
  const kept = await caches.match(request, { ignoreVary: true, cacheName: SHELL_CACHE });
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await (await caches.open(SHELL_CACHE)).put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') event.respondWith(networkFirst(request, SHELL_CACHE, SHELL_PAGE));
  else if (url.pathname.startsWith('/admin-assets/')) event.respondWith(cacheFirst(request));
  else if (KEPT_DATA.some((pattern) => pattern.test(url.pathname))) event.respondWith(networkFirst(request, DATA_CACHE, request));
});
