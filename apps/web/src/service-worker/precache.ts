// What the service worker keeps when it installs, and the version that names its cache: worked out by the build
// (vite-service-worker.ts) from Vite's manifest. Pure, for the tests.
import { type Manifest, pageScripts, START_MODULES } from '../app/page-scripts';
import { KEPT_PUBLIC_FILES } from './routes';

/** A chunk of Vite's manifest with the files it brings (its styles, fonts and images). */
type BuiltChunk = Manifest[string] & { css?: string[]; assets?: string[] };

/**
 * The app shell: the scripts every page loads before its first render (the page's scripts and the start modules,
 * with everything they import statically), their styles and files, and the public files the worker keeps. Lazily
 * loaded pages are left to the browser's own cache: keeping the back office on every customer's phone would cost
 * them megabytes they never use.
 */
export function precacheList(manifest: Record<string, BuiltChunk>, indexHtml: string): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const pending = [...pageScripts(indexHtml, manifest), ...START_MODULES];
  while (pending.length > 0) {
    const key = pending.pop();
    if (key === undefined || seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) continue;
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(`/${file}`);
    pending.push(...(chunk.imports ?? []));
  }
  return [...[...files].sort(), ...KEPT_PUBLIC_FILES];
}

/**
 * A short version that changes whenever anything the worker keeps or does changes: the list (fingerprinted names
 * change with their content), the content of the files whose names do not (the offline page, the icons) and the
 * worker's own code. A deploy that changes it changes sw.js, which the browser then installs on the next visit.
 */
export async function buildVersion(parts: string[]): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(parts.join('\n')));
  return [...new Uint8Array(digest).slice(0, 6)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
