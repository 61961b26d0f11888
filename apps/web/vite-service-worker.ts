import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';
import type { Plugin } from 'vite';
import { buildVersion, precacheList } from './src/service-worker/precache.ts';
import { KEPT_PUBLIC_FILES } from './src/service-worker/routes.ts';

const WORKER_SOURCE = fileURLToPath(new URL('./src/service-worker/service-worker.ts', import.meta.url));

// After the page's load event, so installing the worker and fetching what it keeps (mostly from the browser's
// cache by then) never competes with the first screen. The server's CSP allows it by its hash, as every inline
// script of index.html.
const REGISTER = `<script>if('serviceWorker'in navigator)addEventListener('load',()=>navigator.serviceWorker.register('/sw.js').catch(()=>{}))</script>`;

/**
 * The shop's service worker (decision 033): writes dist/sw.js, the worker (src/service-worker/) bundled with the
 * build's app shell to keep and a version worked out from it, so a deploy that changes anything it keeps changes
 * sw.js; and registers it from the built page. The dev server has no worker.
 */
export function serviceWorker(): Plugin {
  let outDir = '';
  return {
    name: 'cleaver:service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace('</head>', () => `    ${REGISTER}\n  </head>`),
    },
    // Once every file is written: the manifest and the page as the other plugins left them.
    async writeBundle() {
      const [manifest, indexHtml, worker, publicFiles] = await Promise.all([
        readFile(join(outDir, '.vite', 'manifest.json'), 'utf8'),
        readFile(join(outDir, 'index.html'), 'utf8'),
        bundleWorker(),
        // Their names do not change with them (the offline page, the icons): their content goes into the version.
        Promise.all(KEPT_PUBLIC_FILES.map((file) => readFile(join(outDir, file), 'base64'))),
      ]);
      const precache = precacheList(JSON.parse(manifest), indexHtml);
      const version = await buildVersion([...precache, ...publicFiles, worker]);
      const swBuild = JSON.stringify({ version, precache });
      await writeFile(join(outDir, 'sw.js'), `const SW_BUILD=${swBuild};\n${worker}\n`);
    },
  };
}

async function bundleWorker(): Promise<string> {
  const { output } = await build({
    input: WORKER_SOURCE,
    platform: 'browser',
    write: false,
    logLevel: 'warn',
    output: { format: 'iife', minify: true },
  });
  return output[0].code.trim();
}
