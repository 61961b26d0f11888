import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type App, buildApp } from '../app.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { seedDemoData } from '../db/seed/seed.ts';
import { loadConfig } from '../platform/config.ts';

/** The databases every API test runs against: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const TEST_DATABASES: ReadonlyArray<{ name: 'pglite' | 'postgres'; url: string | undefined }> = [
  { name: 'pglite', url: undefined },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: 'postgres' as const, url: process.env.TEST_DATABASE_URL }]
    : []),
];

export type TestApp = App & {
  database: DatabaseHandle;
  baseUrl: string;
  dataDir: string;
  /** Moves the business clock (cutoff, expiry) to a fixed instant; null goes back to the real time. */
  setNow(date: Date | null): void;
  close(): Promise<void>;
};

// Each test app gets its own PostgreSQL database, so files and runs never see each other's rows.
export async function freshPostgresDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `cleaver_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** Starts the real server on a free loopback port against a fresh database, seeded with demo data. */
export async function startTestApp(
  options: {
    databaseUrl?: string;
    seed?: boolean;
    env?: 'test' | 'production';
    /** A smaller cap on GraphQL answers than production's, to see it refuse. */
    maxResponseBytes?: number;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cleaver-test-'));
  const pgDatabase = options.databaseUrl ? await freshPostgresDatabase(options.databaseUrl) : undefined;
  // Port 0 first to learn a free port, then the config needs the real one for origins and URLs.
  const probe = await import('node:net').then(
    (net) =>
      new Promise<number>((resolve) => {
        const s = net.createServer().listen(0, '127.0.0.1', () => {
          const port = (s.address() as { port: number }).port;
          s.close(() => resolve(port));
        });
      }),
  );
  const config = loadConfig({
    NODE_ENV: options.env ?? 'test',
    PORT: String(probe),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: pgDatabase?.url,
    PUBLIC_URL: `http://127.0.0.1:${probe}`,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SEED_DEMO: 'false',
  });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir });
  if (options.seed !== false) {
    await seedDemoData(database.db, { uploadsDir: config.uploadsDir, now: new Date('2026-11-20T21:00:00Z') });
  }
  let now: Date | null = null;
  const app = await buildApp(config, database, {
    clock: () => now ?? new Date(),
    maxResponseBytes: options.maxResponseBytes,
  });
  await app.server.listen({ port: config.port, host: config.host });
  return {
    ...app,
    database,
    dataDir,
    baseUrl: config.publicUrl,
    setNow(date) {
      now = date;
    },
    async close() {
      await app.server.close();
      await database.close();
      await pgDatabase?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
