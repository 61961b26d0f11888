import type { Config } from './config.ts';

/**
 * Origins whose pages may call the API with the visitor's cookies: the public URL, both loopback
 * spellings when it is local, and any configured in ALLOWED_ORIGINS.
 */
export function allowedOriginsOf(config: Pick<Config, 'publicUrl' | 'port' | 'allowedOrigins'>): Set<string> {
  const origins = new Set([new URL(config.publicUrl).origin, ...config.allowedOrigins]);
  const url = new URL(config.publicUrl);
  if (url.hostname === 'localhost' || url.hostname === '127.0.0.1') {
    origins.add(`${url.protocol}//localhost:${url.port || config.port}`);
    origins.add(`${url.protocol}//127.0.0.1:${url.port || config.port}`);
  }
  return origins;
}

// Content types a page on another site may POST without the browser asking first (a "simple" request).
const SIMPLE_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

/** Headers no browser lets a page on another site send without a preflight, which CORS then refuses. */
export const PREFLIGHT_HEADERS = ['x-graphql-yoga-csrf', 'graphql-require-preflight'] as const;

/**
 * Why a request must not act with the cookies it carries, or null when it may. Browsers send Origin on
 * every cross-origin request and on every POST; a page elsewhere cannot forge it. Without Origin:
 * a browser's same-origin GET says so in Sec-Fetch-Site; a POST sending neither (curl, a server, an
 * old browser) must show a header that only a preflighted, and therefore refused, request could carry.
 *
 * Another port on this host is another origin, though the same site: SameSite cookies would go
 * along, so the origin is what is checked, never the site.
 */
export function crossSiteRefusal(
  method: string,
  headers: Headers,
  allowed: ReadonlySet<string>,
): string | null {
  const origin = headers.get('origin');
  if (origin !== null) return allowed.has(origin) ? null : `origin ${origin} is not allowed`;
  if (!headers.has('cookie')) return null;
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite !== null) return fetchSite === 'same-origin' ? null : `a ${fetchSite} request without Origin`;
  // Browsers send Sec-Fetch-Site only to secure origins: over plain HTTP on a LAN address, the app's own
  // live-update stream (EventSource, a GET that cannot carry headers) arrives with neither. A GET only
  // reads (mutations are POST only), and a page elsewhere cannot read the answer without CORS.
  if (method === 'GET' || method === 'HEAD') return null;
  if (PREFLIGHT_HEADERS.some((name) => headers.has(name))) return null;
  const contentType = headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (contentType && !SIMPLE_CONTENT_TYPES.includes(contentType)) return null;
  return 'a request with cookies but neither Origin nor a preflight header';
}
