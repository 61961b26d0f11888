import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// graphql 16 has no exports map: Node loads its CJS build for Pothos and Yoga, while Vite would pick the
// ESM build for our files. Two copies of graphql break instanceof checks, so point ours at Node's choice.
const graphqlForNode = fileURLToPath(import.meta.resolve('graphql'));

// One runner, three projects: pure domain rules, web components (jsdom), server API against a real database.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          alias: [{ find: /^graphql$/, replacement: graphqlForNode }],
          include: ['src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
