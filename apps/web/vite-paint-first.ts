import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';
import type { Plugin } from 'vite';
import { PAGE_SCRIPTS_ATTRIBUTE } from './src/app/page-scripts.ts';

const LOADER_SOURCE = fileURLToPath(new URL('./src/app/start/page-loader.ts', import.meta.url));

/**
 * The page's scripts asked for once its first screen is on screen (decision 022, docs/performance-log.md).
 *
 * The build takes the page's `<script type="module">` tags out of index.html and puts in their place, in the head,
 * the page's loader (src/app/start/page-loader.ts, bundled here on its own and inlined as a classic script): it
 * holds early taps, and adds the module scripts once the first screen is painted. Their addresses are on the
 * loader (`data-page-scripts`, read by the server through page-scripts.ts), so its text, and the hash the
 * server's CSP allows it by, change only with its code. The dev server's index.html keeps its module script.
 */
export function paintFirst(): Plugin {
  return {
    name: 'cleaver:paint-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const sources: string[] = [];
        const rest = html.replace(
          /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g,
          (_tag, source: string) => {
            sources.push(source);
            return '';
          },
        );
        if (sources.length === 0) throw new Error('cleaver:paint-first: index.html has no module script');
        const loader = `<script ${PAGE_SCRIPTS_ATTRIBUTE}="${sources.join(' ')}">${await bundleLoader()}</script>`;
        return rest.replace('</head>', () => `    ${loader}\n  </head>`);
      },
    },
  };
}

async function bundleLoader(): Promise<string> {
  const { output } = await build({
    input: LOADER_SOURCE,
    platform: 'browser',
    write: false,
    logLevel: 'warn',
    output: { format: 'iife', minify: true },
  });
  const code = output[0].code.trim();
  // Inside a <script> element its text must not close it.
  if (code.includes('</script')) throw new Error('cleaver:paint-first: the loader contains "</script"');
  return code;
}
