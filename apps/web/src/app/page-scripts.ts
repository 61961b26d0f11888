// What the built page loads, read from Vite's manifest: the server's module preloads (platform/web-page.ts) and the
// bundle report (bench/bundle-size.ts) both need it. Pure, without React or the DOM.

/** On the built page's loader (vite-paint-first.ts): the module scripts it adds, by address, space-separated. */
export const PAGE_SCRIPTS_ATTRIBUTE = 'data-page-scripts';

/**
 * Modules every page imports before its first render, apart from its scripts (keys of Vite's manifest): the
 * theme's CSS variables, written out at build time (theme.ts). The server lists them for the page's loader.
 */
export const START_MODULES = ['src/app/theme-variables.ts'];

/** A chunk of Vite's build manifest, as far as this reads it. */
export type ManifestChunk = { file: string; imports?: string[] };
export type Manifest = Record<string, ManifestChunk>;

/**
 * The manifest's keys of the scripts index.html loads. Its entry is 'index.html', unless the build left the entry
 * out for being nothing but imports of other chunks (the storefront's code is one chunk, app-*.js, whose
 * top-level awaits keep it apart from the entry: main.tsx), in which case the page loads those chunks itself.
 */
export function pageScripts(template: string, manifest: Manifest): string[] {
  if ('index.html' in manifest) return ['index.html'];
  const sources = new Set([
    ...[...template.matchAll(/<script[^>]*\ssrc="\/([^"]+)"/g)].map((match) => match[1]),
    // The built page adds them after its first paint (vite-paint-first.ts), from the loader's list.
    ...[...template.matchAll(new RegExp(`${PAGE_SCRIPTS_ATTRIBUTE}="([^"]+)"`, 'g'))].flatMap((match) =>
      (match[1] ?? '').split(' ').map((source) => source.replace(/^\//, '')),
    ),
  ]);
  return Object.keys(manifest).filter((key) => sources.has(manifest[key]?.file));
}
