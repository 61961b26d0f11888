import type { ObjectStorage } from '../platform/storage.ts';
import { type DatabaseHandle, withStartupLock } from './client.ts';
import { isDatabaseEmpty, type SeedSummary, seedDemoData } from './seed/seed.ts';

/** Seeds demo data only into an empty database, and never when seeding is turned off. */
export async function seedIfEmpty(
  database: DatabaseHandle,
  options: { seedDemo: boolean; storage: ObjectStorage; log: (line: string) => void; now?: Date },
): Promise<SeedSummary | null> {
  if (!options.seedDemo) return null;
  // Instances starting together on one PostgreSQL take turns, so only the first one seeds.
  return withStartupLock(database, async () => {
    if (!(await isDatabaseEmpty(database.db))) return null;
    options.log('Empty database: seeding demo data…');
    return seedDemoData(database.db, {
      storage: options.storage,
      now: options.now,
      log: (l) => options.log(`  ${l}`),
    });
  });
}
