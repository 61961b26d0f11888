import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildSeedTemplates } from '../apps/server/src/test/seed-template.ts';
import { TEMPLATE_ENV } from './server.ts';
import { POOL_ENV, startServerPool } from './server-pool.ts';

/**
 * Migrates once and draws the demo images once for the whole run; each journey's server starts from a
 * copy (see startServer) and seeds its own rows at its own start, as a fresh install does. Servers with
 * the default options are started ahead of the files that take them (server-pool.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The journeys' servers (and their seeds) hash passwords with a low work factor: see
  // apps/server/src/modules/auth/password-hash.ts. PASSWORD_HASH_COST=standard runs them as in production.
  process.env.PASSWORD_HASH_COST ??= 'low';
  const root = mkdtempSync(join(tmpdir(), 'cleaver-e2e-templates-'));
  try {
    const templates = await buildSeedTemplates(root);
    process.env[TEMPLATE_ENV] = JSON.stringify({
      pglite: join(templates.emptyDir, 'pglite'),
      uploads: join(templates.seededDir, 'uploads'),
    });
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
  // As many servers started ahead as journeys run side by side (vitest.config.ts's maxWorkers).
  const pool = await startServerPool(Number(project.config.maxWorkers) || 2);
  process.env[POOL_ENV] = pool.url;
  return async () => {
    await pool.close();
    rmSync(root, { recursive: true, force: true });
  };
}
