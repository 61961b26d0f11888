import { buildApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { seedIfEmpty } from './db/prepare.ts';
import { DEMO_ACCOUNTS } from './db/seed/seed.ts';
import { ConfigError, loadConfig } from './platform/config.ts';
import { createStorage } from './platform/storage.ts';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const storage = createStorage(config);
  await seedIfEmpty(database, { seedDemo: config.seedDemo, storage, log: console.log });
  const app = await buildApp(config, database, { storage });
  await app.warmUp();
  await app.server.listen({ port: config.port, host: config.host });

  console.log(`\nCleaver is running on ${config.publicUrl} (${database.kind}, data in ${config.dataDir})`);
  if (config.seedDemo) {
    console.log('\nDemo accounts:');
    for (const a of DEMO_ACCOUNTS) console.log(`  ${a.email.padEnd(22)} ${a.password.padEnd(13)} ${a.shows}`);
  }

  const stop = async (signal: string) => {
    console.log(`\n${signal}: shutting down`);
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
