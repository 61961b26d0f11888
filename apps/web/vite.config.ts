import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { lazyDefaultThemes } from './vite-lazy-default-themes.ts';
import { paintFirst } from './vite-paint-first.ts';
import { precompress } from './vite-precompress.ts';
import { serviceWorker } from './vite-service-worker.ts';
import { themeVariables } from './vite-theme-variables.ts';
import { typedDocuments } from './vite-typed-documents.ts';

const api = 'http://localhost:3000';

export default defineConfig(({ command, isSsrBuild }) => ({
  // The theme's CSS variables are written out at build time (vite-theme-variables.ts). The client's files are also
  // written compressed, for the server to send as they are (vite-precompress.ts), and
  // its page asks for its scripts once its first screen is on screen (vite-paint-first.ts), and registers the
  // service worker the build writes (vite-service-worker.ts).
  plugins: [
    typedDocuments(),
    themeVariables(),
    react(),
    ...(isSsrBuild ? [] : [lazyDefaultThemes(), paintFirst(), precompress(), serviceWorker()]),
  ],
  resolve: {
    alias: [
      // React Router's package sends every bundler to its development build, whose only difference is its warnings
      // switched on (each built as a string on every render). Builds take its production build; the dev server
      // keeps the warnings.
      ...(command === 'build'
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL('./dist/production/index.mjs', import.meta.resolve('react-router/package.json')),
              ),
            },
          ]
        : []),
      // MUI's number format for TablePagination, made at first use rather than as the module loads.
      {
        find: /^\.\.\/locale\/utils\/buildFormatNumber\.mjs$/,
        replacement: fileURLToPath(new URL('./src/lib/mui-format-number.ts', import.meta.url)),
      },
    ],
  },
  // `vite build --ssr src/entry-server.tsx` (part of npm run build): the storefront's server renderer, for
  // apps/server to load. It stays out of dist/, which is served as static files.
  build: isSsrBuild
    ? { outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false }
    : {
        manifest: true,
        // Everything the first page needs is one file, app-*.js: on a phone's connection each extra request costs
        // a round trip before the page can draw (docs/performance-log.md, Lighthouse). Lazily loaded pages keep their
        // own chunks. The build keeps its 0.6 kB runtime apart, because the start's steps await at top level
        // (main.tsx); index.html asks for both at once.
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [{ name: 'app', tags: ['$initial'] }],
            },
          },
        },
        // That one file is about 530 kB before compression (about 165 kB gzip, the figure that counts).
        chunkSizeWarningLimit: 600,
      },
  server: {
    proxy: {
      '/graphql': api,
      '/api': api,
      '/images': api,
      '/connection': api,
      '/healthz': api,
    },
  },
}));
