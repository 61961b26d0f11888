import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { type ReactNode, StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppPages, AppProviders } from './app/App';
import { EMOTION_KEY, emotionOptions, SERVER_RULES_ATTRIBUTE } from './app/emotion-cache';
import type { FirstScreenData } from './app/first-screen-data';
import { CartBadgeStyleSample } from './app/layouts/CartButton';
import { createQueryClient } from './app/query-client';
import { preloadRoute } from './app/routes/preload-route';
import { CartStyleSample } from './features/cart/components/CartStyleSample';
import type { OrderingRole } from './features/cart/hooks/use-place-order';

// The storefront drawn on the server (Vite's SSR build, dist-server/entry-server.js, loaded by
// apps/server/src/platform/web-page.ts). The browser hydrates it (main.tsx) from the same answers.

/** The page's markup for inside #root, and the <style> elements its first render needs, for <head>. */
export interface RenderedPage {
  html: string;
  head: string;
  /** Why the style sample failed to render, if it did (the page is whole; the server logs it). */
  styleSampleError?: unknown;
}

/** How long a render may take before the page goes out as the static shell instead. */
const RENDER_TIMEOUT_MS = 5_000;

/** `text` safe inside a <style> element. */
function styleText(css: string): string {
  return css.replace(/<\/style/gi, '<\\/style');
}

/**
 * An emotion cache that keeps what the render inserted instead of writing <style> elements into the markup
 * (emotion's "compat" mode, as @emotion/server uses it), remembering which insertions were global styles.
 */
function collectingCache(): {
  cache: EmotionCache;
  styleTags: () => string;
  /** From now on, global styles drawn are not sent (a style sample draws the page's globals a second time). */
  keepGlobals: (keep: boolean) => void;
} {
  const cache = createCache(emotionOptions);
  cache.compat = true;
  /** The global styles' names, once for each `<Global>` drawn. */
  const globals: string[] = [];
  const scoped: string[] = [];
  let keepingGlobals = true;
  const insert = cache.insert.bind(cache);
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    // Keyframes come with an empty selector too, but belong with the rules that use them.
    const global = selector === '' && !serialized.name.startsWith('animation-');
    if (!global) scoped.push(serialized.name);
    else if (keepingGlobals) globals.push(serialized.name);
    return insert(selector, serialized, sheet, shouldCache);
  };
  const rules = (name: string) => {
    const inserted = cache.inserted[name];
    return typeof inserted === 'string' ? inserted : '';
  };
  // The browser adopts these elements by their attributes instead of inserting the same rules again: each
  // `<Global>` finds its own by data-emotion, and the browser's cache (emotion-browser-cache.ts) the scoped rules
  // by data-rules. data-s marks them as already where emotion wants them: without it, the default cache that
  // @emotion/react makes as it loads would move every one to the end of <head>, and the browser would work out the
  // page's styles again.
  const styleTags = () => {
    // One element per <Global> drawn, as emotion writes them itself: each adopts its own, where one for all would
    // leave the others to insert theirs again (a component drawn more than once may draw its global each time).
    const tags = globals
      .filter((name) => rules(name) !== '')
      // A global with keyframes is named "NAME animation-…"; the browser's <Global> looks for its first name only.
      .map(
        (name) =>
          `<style data-emotion="${EMOTION_KEY}-global ${name.split(' ')[0]}" data-s="">` +
          `${styleText(rules(name))}</style>`,
      );
    const names = [...new Set(scoped)].filter((name) => rules(name) !== '');
    if (names.length > 0) {
      tags.push(
        `<style data-emotion="${EMOTION_KEY}" ${SERVER_RULES_ATTRIBUTE}="${names.join(' ')}" data-s="">` +
          `${styleText(names.map(rules).join(''))}</style>`,
      );
    }
    return tags.join('');
  };
  return {
    cache,
    styleTags,
    keepGlobals: (keep) => {
      keepingGlobals = keep;
    },
  };
}

/** The lower-case path without a trailing slash, as the routes match it. */
function routePath(url: string): string {
  return new URL(url, 'http://localhost').pathname.toLowerCase().replace(/\/+$/, '') || '/';
}

/**
 * What the browser draws at `url` just after the load whatever the visitor's data, drawn on the server for its styles
 * only: what the trolley shows, since it is on the device (the header's count, and the cart's lines).
 */
function styleSampleFor(url: string, data: FirstScreenData): ReactNode {
  if (routePath(url) !== '/cart') return <CartBadgeStyleSample />;
  const me = data.queries.find((query) => query.key[0] === 'me')?.data as { role?: OrderingRole } | null;
  return (
    <>
      <CartBadgeStyleSample />
      <CartStyleSample role={me?.role ?? 'GUEST'} />
    </>
  );
}

/** Renders `page` to its markup, waiting for everything in it; rejects on any render error. */
async function renderToHtml(page: ReactNode, url: string): Promise<string> {
  let failure: unknown = null;
  const stream = await renderToReadableStream(page, {
    signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
    // Every Suspense boundary in place: past this many bytes React would send later ones apart, with an
    // inline script to move them in, which the page's CSP refuses (it allows only its own scripts).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    // An error inside a Suspense boundary would leave the browser to draw that part: the page goes out as
    // the static shell instead, whole.
    onError(error) {
      failure ??= error;
    },
  });
  await stream.allReady;
  const html = await new Response(stream).text();
  if (failure !== null) throw failure;
  if (html.includes('<script')) throw new Error(`the page at ${url} needs an inline script to complete`);
  return html;
}

/**
 * Renders the page at `url` (path and search) with the query cache holding exactly `data`, the answers the
 * page carries for the browser. Waits for everything, lazily loaded parts included, before answering;
 * rejects on any render error, so the caller can send the static shell instead.
 */
export async function renderPage(url: string, data: FirstScreenData): Promise<RenderedPage> {
  await preloadRoute(new URL(url, 'http://localhost').pathname);
  const queryClient = createQueryClient();
  for (const { key, data: answer } of data.queries) queryClient.setQueryData(key, answer);
  const { cache, styleTags, keepGlobals } = collectingCache();
  const withProviders = (children: ReactNode) => (
    <StrictMode>
      <CacheProvider value={cache}>
        <AppProviders queryClient={queryClient} phoneHint={data.phone === true}>
          <StaticRouter location={url}>{children}</StaticRouter>
        </AppProviders>
      </CacheProvider>
    </StrictMode>
  );
  try {
    const html = await renderToHtml(withProviders(<AppPages />), url);
    // Only the sample's scoped styles are kept; a failing sample costs the browser its inserts, not the page.
    keepGlobals(false);
    let styleSampleError: unknown;
    await renderToHtml(withProviders(styleSampleFor(url, data)), url).catch((error: unknown) => {
      styleSampleError = error ?? new Error('the style sample failed');
    });
    // React puts what a partial page should load early (preloads of the first eager photos) before the
    // markup; they belong in <head>.
    const hints = html.match(/^(?:<link [^>]*>)+/)?.[0] ?? '';
    const page: RenderedPage = { html: html.slice(hints.length), head: `${hints}${styleTags()}` };
    return styleSampleError === undefined ? page : { ...page, styleSampleError };
  } finally {
    queryClient.clear();
  }
}
