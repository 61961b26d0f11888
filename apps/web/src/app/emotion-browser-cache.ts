import createCache, { type EmotionCache } from '@emotion/cache';
import { StyleSheet } from '@emotion/sheet';
import { EMOTION_KEY, emotionOptions, SERVER_RULES_ATTRIBUTE } from './emotion-cache';

/**
 * A style sheet that adopts the server's style elements where they are. Emotion's own inserts each into <head>
 * again as it adopts it (as its cache is made, and as each `<Global>` hydrates), even where it already is:
 * Chromium then reads the element's rules again and works out the whole page's styles anew, 44-53 ms each time on
 * a phone (docs/performance-log.md). `<Global>` makes its sheets with this class too (`cache.sheet.constructor`).
 */
class SheetInPlace extends StyleSheet {
  override hydrate(nodes: HTMLStyleElement[]) {
    this.tags.push(...nodes);
  }
}

/**
 * The browser's emotion cache (entry-server.tsx makes the server's): it knows the server's scoped rules by name,
 * so it does not insert them again, and leaves their style element where it is. What the page draws later goes
 * into a new element after it, as emotion's own cache would put it.
 */
export function createBrowserCache(): EmotionCache {
  // The server's element has no names in data-emotion, so emotion itself finds nothing to adopt here.
  const cache = createCache(emotionOptions);
  const sheet = new SheetInPlace({ key: EMOTION_KEY, container: document.head });
  const served = [
    ...document.querySelectorAll<HTMLStyleElement>(
      `style[data-emotion="${EMOTION_KEY}"][${SERVER_RULES_ATTRIBUTE}]`,
    ),
  ];
  for (const element of served) {
    for (const name of element.getAttribute(SERVER_RULES_ATTRIBUTE)?.split(' ') ?? [])
      cache.inserted[name] = true;
  }
  sheet.hydrate(served);
  cache.sheet = sheet;
  return cache;
}
