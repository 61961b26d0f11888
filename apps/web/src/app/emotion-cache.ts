import type { Options, StylisPlugin } from '@emotion/cache';

// How the storefront's styles are written, the same on the server (entry-server.tsx) and in the browser
// (app/start/2-emotion.ts), which must agree on the key for the browser to adopt the server's rules.

/**
 * The class-name prefix and `data-emotion` key. Not emotion's default 'css': @emotion/react makes a default
 * cache with that key as it loads, which would take the server's style elements and insert them into <head>
 * again (decision 020, "Emotion's key, prefixes and the server's style elements").
 */
export const EMOTION_KEY = 'c';

/** The attribute of the server's one style element for the page's scoped rules: their names, space-separated. */
export const SERVER_RULES_ATTRIBUTE = 'data-rules';

/**
 * Declarations that a browser the build targets still needs with a `-webkit-` prefix. The build's JavaScript
 * targets Vite's default, Chrome and Edge 111+, Firefox 114+ and Safari 16.4+ (iOS too): the browsers the shop
 * supports. Safari has no unprefixed `user-select` or `text-size-adjust`, nor `backdrop-filter` before 18 or
 * `hyphens` before 17; Chrome still prefixes `box-decoration-break`, and `print-color-adjust` and the masks before
 * 136 and 120.
 */
const WEBKIT_PREFIXED = new Set([
  'user-select',
  'text-size-adjust',
  'backdrop-filter',
  'hyphens',
  'box-decoration-break',
  'print-color-adjust',
  'mask',
  'mask-image',
  'mask-size',
  'mask-position',
  'mask-repeat',
  'mask-origin',
  'mask-clip',
]);

/**
 * Emotion's stylis plugin in place of its default prefixer, which writes the prefixes of browsers from a decade
 * ago (`-ms-flexbox`, `-webkit-box`, `-moz-user-select`…): a fifth of the page's CSS, and much of the time
 * emotion takes to insert a newly drawn component's rules on a phone. This one writes only what a browser the
 * build targets needs: the declarations above, `background-clip: text` (Chrome before 120), and the old
 * `color-adjust` as `-webkit-print-color-adjust` (MUI's buttons, switches and sliders print in colour with it).
 */
export const prefixWhatBrowsersNeed: StylisPlugin = (element) => {
  if (element.type !== 'decl' || element.return || typeof element.props !== 'string') return;
  const property = element.props;
  if (property === 'color-adjust') {
    element.return = `-webkit-print-color-adjust:${String(element.children)};${element.value}`;
    return;
  }
  const needed =
    WEBKIT_PREFIXED.has(property) || (property === 'background-clip' && element.children === 'text');
  if (needed) element.return = `-webkit-${element.value}${element.value}`;
};

/** The options both caches are made with. */
export const emotionOptions: Options = { key: EMOTION_KEY, stylisPlugins: [prefixWhatBrowsersNeed] };
