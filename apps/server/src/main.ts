import type { PGlite } from '@electric-sql/pglite';
import { buildApp } from './app.ts';
import { shopFilesOf, takePgliteBackup } from './backup/backup.ts';
import { backupSocketPath, listenForBackups } from './backup/backup-socket.ts';
import { openDatabase } from './db/client.ts';
import { seedIfEmpty } from './db/prepare.ts';
import { DEMO_ACCOUNTS } from './db/seed/seed.ts';
import { ConfigError, loadConfig } from './platform/config.ts';
import { createStorage } from './platform/storage.ts';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    upgradeBackup: { dir: config.backupDir, shop: shopFilesOf(config) },
  });
  const storage = createStorage(config);
  await seedIfEmpty(database, { seedDemo: config.seedDemo, storage, log: console.log });
  const app = await buildApp(config, database, { storage });
  await app.warmUp();
  await app.server.listen({ port: config.port, host: config.host });
  // PGlite is this process's alone: `npm run backup` asks it for a backup.
  const backups = database.pglite
    ? await listenForBackups(backupSocketPath(config.dataDir), (file) =>
        takePgliteBackup(database.pglite as PGlite, shopFilesOf(config), file),
      )
    : null;

  console.log(`\nCleaver is running on ${config.publicUrl} (${database.kind}, data in ${config.dataDir})`);
  if (config.seedDemo) {
    console.log('\nDemo accounts:');
    for (const a of DEMO_ACCOUNTS) console.log(`  ${a.email.padEnd(22)} ${a.password.padEnd(13)} ${a.shows}`);
  }

  const stop = async (signal: string) => {
    console.log(`\n${signal}: shutting down`);
    backups?.close();
    await app.server.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(2);
  }
  console.error(error);
  process.exit(1);
});
