import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pageScripts, START_MODULES } from '../apps/web/src/app/page-scripts.ts';

type ManifestChunk = {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
};
type Manifest = Record<string, ManifestChunk>;

export type FileSize = {
  file: string;
  bytes: number;
  gzipBytes: number;
  /** As a browser that accepts Brotli gets it: the build's .br beside the file (apps/web/vite-precompress.ts). */
  sentBytes: number;
};
export type ChunkGroupSize = {
  chunk: string;
  files: FileSize[];
  bytes: number;
  gzipBytes: number;
  sentBytes: number;
};
export type BundleSizes = {
  /** What every storefront visitor downloads: the entry chunk and its static imports. */
  storefront: ChunkGroupSize;
  /** What every page fetches beside the entry, before its first render (the theme's variables: START_MODULES). */
  start: ChunkGroupSize;
  /** The back-office chunk alone. */
  backOffice: ChunkGroupSize | undefined;
  /** What opening the back office downloads on top of the storefront (chunk + imports not yet loaded). */
  backOfficeExtra: ChunkGroupSize | undefined;
  /**
   * Each storefront page loaded apart from the entry (the cart, My Orders, sign-in…): its chunk and the static imports
   * the entry does not already hold, all fetched and run before the page's first render (decision 040).
   */
  pages: ChunkGroupSize[];
};

/** Reads Vite's manifest under `dist/.vite/` and measures the JavaScript each audience downloads. */
export function measureBundle(distDir: string): BundleSizes {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    throw new Error(`${manifestPath} is missing: the web build needs build.manifest = true`);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;

  const entryKeys = pageScripts(readFileSync(join(distDir, 'index.html'), 'utf8'), manifest);
  if (entryKeys.length === 0) throw new Error(`no index.html entry in ${manifestPath}`);
  const storefrontKeys = staticClosure(manifest, ...entryKeys);
  const storefront = measureGroup(distDir, manifest, 'index.html', storefrontKeys);
  const missing = START_MODULES.filter((key) => !(key in manifest));
  if (missing.length > 0) throw new Error(`${missing.join(', ')} not in ${manifestPath}`);
  const startKeys = staticClosure(manifest, ...START_MODULES).filter((key) => !storefrontKeys.includes(key));
  const start = measureGroup(distDir, manifest, START_MODULES.join(' '), startKeys);

  const adminKey = findBackOfficeChunk(manifest, storefrontKeys);
  const pages = [...new Set(storefrontKeys.flatMap((key) => manifest[key]?.dynamicImports ?? []))]
    .filter((key) => key.endsWith('Page.tsx'))
    .sort()
    .map((key) =>
      measureGroup(
        distDir,
        manifest,
        key,
        staticClosure(manifest, key).filter((imported) => !storefrontKeys.includes(imported)),
      ),
    );
  if (!adminKey) return { storefront, start, backOffice: undefined, backOfficeExtra: undefined, pages };
  const backOffice = measureGroup(distDir, manifest, adminKey, [adminKey]);
  const extraKeys = staticClosure(manifest, adminKey).filter((key) => !storefrontKeys.includes(key));
  const backOfficeExtra = measureGroup(distDir, manifest, adminKey, extraKeys);
  return { storefront, start, backOffice, backOfficeExtra, pages };
}

// The admin app is loaded lazily; prefer the chunk named after it, else a dynamic import that says admin.
function findBackOfficeChunk(manifest: Manifest, storefrontKeys: string[]): string | undefined {
  const keys = Object.keys(manifest);
  const named = keys.find((key) => key.includes('AdminApp') || manifest[key]?.name?.includes('AdminApp'));
  if (named) return named;
  const lazy = storefrontKeys.flatMap((key) => manifest[key]?.dynamicImports ?? []);
  return lazy.find((key) => /admin/i.test(key) || /admin/i.test(manifest[key]?.name ?? ''));
}

function staticClosure(manifest: Manifest, ...rootKeys: string[]): string[] {
  const seen = new Set<string>();
  const pending = [...rootKeys];
  while (pending.length > 0) {
    const key = pending.pop();
    if (key === undefined || seen.has(key)) continue;
    seen.add(key);
    pending.push(...(manifest[key]?.imports ?? []));
  }
  return [...seen];
}

function measureGroup(distDir: string, manifest: Manifest, chunk: string, keys: string[]): ChunkGroupSize {
  const files = keys
    .map((key) => manifest[key]?.file)
    .filter((file): file is string => file?.endsWith('.js') ?? false)
    .map((file) => {
      const path = join(distDir, file);
      const content = readFileSync(path);
      const gzipBytes = gzipSync(content).length;
      const sentBytes = existsSync(`${path}.br`) ? statSync(`${path}.br`).size : gzipBytes;
      return { file, bytes: content.length, gzipBytes, sentBytes };
    });
  return {
    chunk,
    files,
    bytes: files.reduce((sum, file) => sum + file.bytes, 0),
    gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
    sentBytes: files.reduce((sum, file) => sum + file.sentBytes, 0),
  };
}
