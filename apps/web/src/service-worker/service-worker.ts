// The shop's service worker (decision 033), bundled by the build into dist/sw.js (vite-service-worker.ts), which
// puts SW_BUILD before it. It keeps the app shell so the shop opens without a network and says it is offline; it
// never keeps a page (pages show prices) nor anything of the API, and never holds a request back to send later,
// so an order cannot be queued offline.
import { OFFLINE_PAGE, routeOf } from './routes';

/** Written by the build: what to keep, and the version that names the cache. */
declare const SW_BUILD: { version: string; precache: string[] };

// The web app's program has the DOM's types, not a worker's: the little of them this uses.
type ExtendableEvent = Event & { waitUntil: (work: Promise<unknown>) => void };
type FetchEvent = ExtendableEvent & { request: Request; respondWith: (answer: Promise<Response>) => void };
type WorkerScope = {
  location: Location;
  skipWaiting: () => Promise<void>;
  clients: { claim: () => Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
};

const worker = self as unknown as WorkerScope;
const CACHE_PREFIX = 'cleaver-shell-';
const cacheName = `${CACHE_PREFIX}${SW_BUILD.version}`;

// A new version takes over as soon as it has its files, rather than once every tab of the shop is closed: the
// visit after a deploy already has the new pages (they come from the network), and the files they ask for.
worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(cacheName)
      .then((cache) => cache.addAll(SW_BUILD.precache))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(CACHE_PREFIX) && name !== cacheName)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => worker.clients.claim()),
  );
});

worker.addEventListener('fetch', (event) => {
  const route = routeOf(event.request, worker.location.origin);
  if (route === 'page') event.respondWith(pageOrOffline(event.request));
  else if (route === 'kept') event.respondWith(keptOrFetched(event.request));
});

async function pageOrOffline(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const offline = await caches.match(OFFLINE_PAGE, { cacheName });
    if (offline) return offline;
    throw error;
  }
}

async function keptOrFetched(request: Request): Promise<Response> {
  return (await caches.match(request, { cacheName })) ?? fetch(request);
}
