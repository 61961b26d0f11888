import { defineConfig } from 'vitest/config';

// Journeys drive one real server and one Chromium per file; running files side by side would
// only fight over the two cores, so they run one after another with generous timeouts.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.e2e.test.ts'],
    exclude: ['**/node_modules/**'],
    testTimeout: 60_000,
    hookTimeout: 150_000,
    teardownTimeout: 30_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
