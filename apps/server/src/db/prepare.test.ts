import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { FolderStorage } from '../platform/storage.ts';
import { copyEmptyTemplate, copyTemplateImages, freshPostgresDatabase } from '../test/test-app.ts';
import { type DatabaseHandle, openDatabase } from './client.ts';
import { seedIfEmpty } from './prepare.ts';
import { product, settings } from './schema.ts';

// The whole demo seed on an empty database: several seconds on a quiet machine, and several times that on a busy
// one. The empty database is a copy of the run's migrated template, and the images are the template's: the
// migrations run on a fresh database in the run's global setup (and on PostgreSQL below), seed.test checks the
// drawing.
const REAL_SETUP_TIMEOUT_MS = 120_000;

describe('seeding at start-up', { timeout: REAL_SETUP_TIMEOUT_MS }, () => {
  const opened: Array<{ handle: DatabaseHandle; dir: string }> = [];
  afterEach(async () => {
    for (const { handle, dir } of opened.splice(0)) {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
  const open = async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cleaver-prepare-'));
    copyEmptyTemplate(dir);
    const handle = await openDatabase({ dataDir: dir });
    opened.push({ handle, dir });
    copyTemplateImages(join(dir, 'uploads'));
    return { handle, storage: new FolderStorage(join(dir, 'uploads')) };
  };
  it('leaves the database empty when SEED_DEMO=false', async () => {
    const { handle, storage } = await open();
    expect(await seedIfEmpty(handle, { seedDemo: false, storage, log: () => {} })).toBeNull();
    expect(await products(handle)).toBe(0);
    expect((await handle.db.select({ n: count() }).from(settings))[0]?.n).toBe(0);
  });

  it('seeds an empty database once, and never again', async () => {
    const { handle, storage } = await open();
    const first = await seedIfEmpty(handle, { seedDemo: true, storage, log: () => {} });
    expect(first?.products).toBeGreaterThanOrEqual(120);
    const before = await products(handle);
    expect(await seedIfEmpty(handle, { seedDemo: true, storage, log: () => {} })).toBeNull();
    expect(await products(handle)).toBe(before);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'two instances starting together on PostgreSQL',
  { timeout: REAL_SETUP_TIMEOUT_MS },
  () => {
    it('migrate and seed once, without either failing', async () => {
      const database = await freshPostgresDatabase(process.env.TEST_DATABASE_URL ?? '');
      const dir = mkdtempSync(join(tmpdir(), 'cleaver-prepare-'));
      copyTemplateImages(join(dir, 'uploads'));
      const start = async () => {
        const handle = await openDatabase({ databaseUrl: database.url, dataDir: dir });
        const seeded = await seedIfEmpty(handle, {
          seedDemo: true,
          storage: new FolderStorage(join(dir, 'uploads')),
          log: () => {},
        });
        return { handle, seeded };
      };
      const instances = await Promise.all([start(), start()]);
      try {
        expect(instances.filter((i) => i.seeded !== null)).toHaveLength(1);
        const seeded = instances.find((i) => i.seeded)?.seeded;
        const [first] = instances;
        expect(first && (await products(first.handle))).toBe(seeded?.products);
      } finally {
        for (const { handle } of instances) await handle.close();
        await database.drop();
        rmSync(dir, { recursive: true, force: true });
      }
    });
  },
);

const products = async (handle: DatabaseHandle) =>
  (await handle.db.select({ n: count() }).from(product))[0]?.n;
