import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSeedTemplates } from '../apps/server/src/test/seed-template.ts';
import { TEMPLATE_ENV } from './server.ts';

/**
 * Migrates once and draws the demo images once for the whole run; each journey's server starts from a
 * copy (see startServer) and seeds its own rows at its own start, as a fresh install does.
 */
export default async function setup(): Promise<() => void> {
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
  return () => rmSync(root, { recursive: true, force: true });
}
