import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './client.ts';
import { seedIfEmpty } from './prepare.ts';
import { product, settings } from './schema.ts';

describe('seeding at start-up', () => {
  const opened: Array<{ handle: DatabaseHandle; dir: string }> = [];
  afterEach(async () => {
    for (const { handle, dir } of opened.splice(0)) {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
  const open = async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cleaver-prepare-'));
    const handle = await openDatabase({ dataDir: dir });
    opened.push({ handle, dir });
    return { handle, uploadsDir: join(dir, 'uploads') };
  };
  const products = async (handle: DatabaseHandle) =>
    (await handle.db.select({ n: count() }).from(product))[0]?.n;

  it('leaves the database empty when SEED_DEMO=false', async () => {
    const { handle, uploadsDir } = await open();
    expect(await seedIfEmpty(handle, { seedDemo: false, uploadsDir, log: () => {} })).toBeNull();
    expect(await products(handle)).toBe(0);
    expect((await handle.db.select({ n: count() }).from(settings))[0]?.n).toBe(0);
  });

  it('seeds an empty database once, and never again', async () => {
    const { handle, uploadsDir } = await open();
    const first = await seedIfEmpty(handle, { seedDemo: true, uploadsDir, log: () => {} });
    expect(first?.products).toBeGreaterThanOrEqual(120);
    const before = await products(handle);
    expect(await seedIfEmpty(handle, { seedDemo: true, uploadsDir, log: () => {} })).toBeNull();
    expect(await products(handle)).toBe(before);
  });
});
