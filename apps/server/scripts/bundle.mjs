// Bundles the server's TypeScript (and the domain package's, which it imports as source) into dist/main.js, so
// `npm start` and the E2E servers run plain JavaScript: under tsx every module, node_modules included, went
// through its loader hooks, about 5 s of CPU per start (decision 021). The npm dependencies stay outside the
// bundle and load from node_modules as they are.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const root = join(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const packages = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter(
  (name) => !name.startsWith('@cleaver/'),
);

await build({
  // The backup's worker thread (decision 036) is a second entry, loaded from beside main.js.
  entryPoints: [join(root, 'src', 'main.ts'), join(root, 'src', 'backup', 'backup-worker.ts')],
  outdir: join(root, 'dist'),
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: packages.flatMap((name) => [name, `${name}/*`]),
  // A stack trace can be read against the source with NODE_OPTIONS=--enable-source-maps.
  sourcemap: 'linked',
  logLevel: 'warning',
});
