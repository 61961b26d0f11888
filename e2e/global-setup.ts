import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedDemoData } from '../apps/server/src/db/seed/seed.ts';
import { FolderStorage } from '../apps/server/src/platform/storage.ts';
import { buildSeedTemplates } from '../apps/server/src/test/seed-template.ts';
import { TEMPLATE_ENV } from './server.ts';
import { POOL_ENV, startServerPool } from './server-pool.ts';

/**
 * Migrates once, draws the demo images once and seeds the demo rows once for the whole run, at the run's start
 * by the real clock (the journeys' servers keep the real clock); each journey's server starts from a copy (see
 * startServer). Seeding at each server's start cost 5–8 s of the two busy cores per file. Servers with the default
 * options are started ahead of the files that take them (server-pool.ts).
 */
/**
 * How many of this run's files take a pooled server (`useApp()` without options), or undefined when unsure. The
 * files are those the command line's filters pick; counting one too many only starts a spare nobody takes, one too
 * few only makes the last file start its own.
 */
async function pooledFileCount(project: TestProject): Promise<number | undefined> {
  const args = process.argv.slice(process.argv.indexOf('run') + 1);
  // Positional arguments are filters; a word right after an option without `=` is taken for the option's value.
  const filters = args.filter(
    (arg, index) =>
      !arg.startsWith('-') && !(args[index - 1]?.startsWith('-') && !args[index - 1]?.includes('=')),
  );
  const { testFiles } = await project.globTestFiles(filters);
  const pooled = testFiles.filter((file) => readFileSync(file, 'utf8').includes('useApp()')).length;
  return pooled > 0 ? pooled : undefined;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The journeys' servers (and their seeds) hash passwords with a low work factor: see
  // apps/server/src/modules/auth/password-hash.ts. PASSWORD_HASH_COST=standard runs them as in production.
  process.env.PASSWORD_HASH_COST ??= 'low';
  // The contact form's proof of work a hundredth of production's (modules/contact/bot-check.ts).
  process.env.BOT_CHECK_COST ??= 'low';
  const root = mkdtempSync(join(tmpdir(), 'cleaver-e2e-templates-'));
  try {
    const templates = await buildSeedTemplates(root);
    const seededNow = join(root, 'seeded-now');
    cpSync(join(templates.emptyDir, 'pglite'), join(seededNow, 'pglite'), { recursive: true });
    const database = await openDatabase({ dataDir: seededNow });
    try {
      // The images are drawn already (the storage finds them and skips them).
      await seedDemoData(database.db, { storage: new FolderStorage(join(templates.seededDir, 'uploads')) });
    } finally {
      await database.close();
    }
    process.env[TEMPLATE_ENV] = JSON.stringify({
      pglite: join(templates.emptyDir, 'pglite'),
      seededPglite: join(seededNow, 'pglite'),
      uploads: join(templates.seededDir, 'uploads'),
    });
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
  // As many servers started ahead as journeys run side by side (vitest.config.ts's maxWorkers), and no more in all
  // than the files that take one.
  const pool = await startServerPool(Number(project.config.maxWorkers) || 2, await pooledFileCount(project));
  process.env[POOL_ENV] = pool.url;
  return async () => {
    await pool.close();
    rmSync(root, { recursive: true, force: true });
  };
}
