// How the service worker (service-worker.ts) answers each request the shop's pages make. Pure, for the tests.

/**
 * - `page`: a navigation, from the network; without one, the offline page (never a kept copy: a page shows prices).
 * - `kept`: a static file (fingerprinted script, style, font, icon), from the worker's cache, else the network.
 * - `network`: left to the browser as if there were no worker: the API, every POST, other sites.
 */
export type Route = 'page' | 'kept' | 'network';

/** Files outside assets/ the worker keeps too: their addresses do not change, their content may (decision 033). */
export const KEPT_PUBLIC_FILES = [
  '/offline.html',
  '/favicon.svg',
  '/apple-touch-icon.png',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/icon-maskable-512.png',
];

/** Where the offline page is kept (apps/web/public/offline.html). */
export const OFFLINE_PAGE = '/offline.html';

const neverKept = /^\/(graphql|api)(\/|$)/;

export function routeOf(request: { url: string; method: string; mode: string }, origin: string): Route {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== origin || neverKept.test(url.pathname)) return 'network';
  if (request.mode === 'navigate') return 'page';
  if (url.pathname.startsWith('/assets/') || KEPT_PUBLIC_FILES.includes(url.pathname)) return 'kept';
  return 'network';
}
