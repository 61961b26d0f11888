import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
// TEST_NOW moves the run's calendar (scripts/test-clock.mjs): here for this process, setupFiles for the workers.
import './scripts/test-clock.mjs';

const testClock = fileURLToPath(new URL('./scripts/test-clock.mjs', import.meta.url));

// graphql 16 has no exports map: Node loads its CJS build for Pothos and Yoga, while Vite would pick the
// ESM build for our files. Two copies of graphql break instanceof checks, so point ours at Node's choice.
const graphqlForNode = fileURLToPath(import.meta.resolve('graphql'));

// One runner, three projects: pure domain rules, web components (jsdom), server API against a real database.
export default defineConfig({
  test: {
    projects: [
      // One worker per core: vitest's default leaves one core idle (cores - 1).
      {
        test: {
          name: 'domain',
          root: 'packages/domain',
          include: ['src/**/*.test.ts'],
          maxWorkers: 2,
          // Property tests run thousands of cases: a guard against a hang, not a speed check (5 s failed under load).
          testTimeout: 30_000,
          setupFiles: [testClock],
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          maxWorkers: 2,
          // One jsdom per worker instead of one per file (creating them was 50 of the project's 59 s); Testing
          // Library unmounts after each test, so files do not see each other's DOM.
          isolate: false,
          setupFiles: [testClock, 'src/test/fresh-browser.ts'],
          // A guard against a hung test, not a speed check: whole pages render in jsdom in seconds when another
          // job shares the cores (CI beside a second run failed at the default 5 s).
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          alias: [{ find: /^graphql$/, replacement: graphqlForNode }],
          include: ['src/**/*.test.ts'],
          // Migrates and seeds once per run; each test app copies the result (src/test/seed-template.ts).
          globalSetup: ['src/test/global-setup.ts'],
          setupFiles: [testClock],
          // Passwords hashed with a low work factor (modules/auth/password-hash.ts); PASSWORD_HASH_COST=standard
          // runs the API tests with production's, BOT_CHECK_COST=standard the contact form's proof of work.
          env: {
            PASSWORD_HASH_COST: process.env.PASSWORD_HASH_COST ?? 'low',
            // The contact form's proof of work a hundredth of production's (modules/contact/bot-check.ts).
            BOT_CHECK_COST: process.env.BOT_CHECK_COST ?? 'low',
          },
          // A guard against a hung test, not a speed check: the heaviest tests (seeding twice, 200 orders at once
          // on PostgreSQL) take 5–10 s on a quiet machine and passed 30 s on a CI machine running other work.
          testTimeout: 90_000,
          // expect.poll gives up after 1 s by default: too soon for a mail sent by the outbox on a busy machine.
          expect: { poll: { timeout: 15_000, interval: 100 } },
          hookTimeout: 90_000,
          // Each file has its own databases and server on its own port, so two run side by side: on two
          // cores that roughly halves the wait, now that a test app copies its database instead of seeding.
          maxWorkers: 2,
          // Test files share their worker's module graph (no module state is kept between apps: each file starts
          // its own): the server's imports load once per worker instead of once per file.
          isolate: false,
        },
      },
    ],
  },
});
