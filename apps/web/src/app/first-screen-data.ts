// What the server puts into the page for the first screen (see first-screen.ts), in a file of its own so
// the browser's bundle does not take in the plan's query documents.

/** The id of the `<script type="application/json">` that carries the answers. */
export const FIRST_SCREEN_ELEMENT_ID = 'first-screen-data';

/**
 * What the page carries: each answer under the query key the page's hooks use, in their cache shape, and on
 * a page laid out by device (first-screen.ts, `byDevice`) whether the server took the visitor for a phone.
 */
export type FirstScreenData = { queries: { key: readonly unknown[]; data: unknown }[]; phone?: boolean };

/**
 * The id of the `<script type="application/json">` listing the lazily loaded modules the page opens on, which the
 * page's loader preloads with its own scripts (vite-paint-first.ts).
 */
export const PAGE_MODULES_ELEMENT_ID = 'page-modules';

/** On #root when the server rendered the page into it, so main.tsx hydrates rather than renders. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';
