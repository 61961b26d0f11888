import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The server package's folder (apps/server), found from wherever this code runs: its source under src/ (tsx,
 * the tests) or the bundle in dist/ (`npm start`, the E2E servers).
 */
export const serverRoot = findPackageFolder(import.meta.dirname);

function findPackageFolder(from: string): string {
  for (let folder = from; ; folder = dirname(folder)) {
    if (existsSync(join(folder, 'package.json'))) return folder;
    if (dirname(folder) === folder) throw new Error(`No package.json in or above ${from}`);
  }
}
