/*
 * The public site's service worker, for the letter verify page (docs/LETTERS.md, "The verify page").
 * Registered by that page with the scope /verify, so it answers for the verify pages only: the rest
 * of the public site never passes through it.
 *
 * - The page's shell (index.html, the entry script, the verify page's chunks with jsQR, the
 *   languages' words and the styles) is fetched once at install, so the page opens without a connection.
 * - Scripts and styles are served from that cache first (their names change with their content).
 * - The page, the site's configuration, the letter keys and the status list are asked of the server
 *   first, so they are refreshed whenever there is a connection; what the server answered last is
 *   answered when there is none.
 *
 * The build fills in VERSION and PRECACHE below (public-ui/serviceWorkerPlugin.ts).
 */
const VERSION = __VERSION__;
const PRECACHE = __PRECACHE__;
const SHELL_CACHE = `cbt-verify-shell-${VERSION}`;
const DATA_CACHE = 'cbt-verify-data';
/** Every /verify address answers with the site's one page; this one is where it is kept. */
const SHELL_PAGE = '/verify';
const KEPT_DATA = ['/.well-known/jwks.json', '/api/public/letters/status', '/api/public/letters/keys', '/api/public/config'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      await cache.addAll([SHELL_PAGE, ...PRECACHE]);
      // The keys and the status list are kept at once, so the first visit is enough to check offline.
      const data = await caches.open(DATA_CACHE);
      await Promise.all(
        KEPT_DATA.map(async (path) => {
          try {
            const response = await fetch(path, { cache: 'no-cache' });
            if (response.ok) await data.put(path, response);
          } catch {
            // Kept on the next visit with a connection.
          }
        }),
      );
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key.startsWith('cbt-verify-shell-') && key !== SHELL_CACHE) await caches.delete(key);
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
    const kept = await caches.match(key, { ignoreVary: true, ignoreSearch: true, cacheName });
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
  else if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(request));
  else if (KEPT_DATA.includes(url.pathname)) event.respondWith(networkFirst(request, DATA_CACHE, url.pathname));
});
