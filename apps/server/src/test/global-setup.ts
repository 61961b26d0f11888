import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildSeedTemplates, dropSeedTemplates, type SeedTemplates } from './seed-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    seedTemplates: SeedTemplates;
  }
}

/**
 * Migrates and seeds once for the whole run (see seed-template.ts), so each test app copies a ready
 * database instead of spending seconds on initdb, migrations, the seed and its images.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Test runs hash passwords with a low work factor (modules/auth/password-hash.ts), the seed's included.
  process.env.PASSWORD_HASH_COST ??= 'low';
  // The contact form's proof of work a hundredth of production's (modules/contact/bot-check.ts).
  process.env.BOT_CHECK_COST ??= 'low';
  const root = mkdtempSync(join(tmpdir(), 'cleaver-templates-'));
  let templates: SeedTemplates;
  try {
    templates = await buildSeedTemplates(root, process.env.TEST_DATABASE_URL);
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
  project.provide('seedTemplates', templates);
  return async () => {
    await dropSeedTemplates(templates);
    rmSync(root, { recursive: true, force: true });
  };
}
