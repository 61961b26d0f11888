import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
// TEST_NOW moves the run's calendar (scripts/test-clock.mjs): here for this process (the seed in global-setup.ts),
// setupFiles for the journeys; e2e/server.ts and e2e/harness.ts pass it on to the servers and the pages.
import '../scripts/test-clock.mjs';

// Journeys drive one real server and one Chromium per file, each with its own data folder and port.
// Two files run side by side: much of a journey is waiting (page loads, live updates, the bot check),
// so two overlap well on two cores. Three were tried (25/11): the suite was no faster (the servers now
// render pages too) and journeys timed out at load average 14. Timeouts stay generous.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.e2e.test.ts'],
    exclude: ['**/node_modules/**'],
    // Migrates and draws the demo images once per run (global-setup.ts); servers start from a copy.
    globalSetup: ['global-setup.ts'],
    setupFiles: [fileURLToPath(new URL('../scripts/test-clock.mjs', import.meta.url))],
    testTimeout: 90_000,
    hookTimeout: 150_000,
    teardownTimeout: 30_000,
    // expect.poll gives up after 1 s by default: a search or a page turn on a busy CI machine takes longer.
    expect: { poll: { timeout: 15_000, interval: 100 } },
    maxWorkers: 2,
    pool: 'forks',
  },
});
