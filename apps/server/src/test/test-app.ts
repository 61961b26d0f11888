import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Plugin } from 'graphql-yoga';
import { inject } from 'vitest';
import { type App, buildApp } from '../app.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { seedDemoData } from '../db/seed/seed.ts';
import { loadConfig } from '../platform/config.ts';
import { createStorage } from '../platform/storage.ts';
import { adminQuery, databaseIn, type SeedTemplates, TEST_SEEDED_AT } from './seed-template.ts';

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
export async function freshPostgresDatabase(
  url: string,
  /** A database to copy (CREATE DATABASE … TEMPLATE); an empty one when left out. */
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `cleaver_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await adminQuery(url, `create database ${name}${template ? ` template ${template}` : ''}`);
  return {
    url: databaseIn(url, name),
    async drop() {
      await adminQuery(url, `drop database if exists ${name} with (force)`);
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
    /** More environment, e.g. S3_* to keep images in a bucket. */
    extraEnv?: Record<string, string>;
    /** Yoga plugins first in line, e.g. one counting the requests that reach Yoga. */
    yogaPlugins?: Plugin[];
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cleaver-test-'));
  const seed = options.seed !== false;
  // A copy of the run's template (test/global-setup.ts) when it fits: same rows, same images, no waiting.
  const template = seedTemplateFor(options.databaseUrl, seed, options.extraEnv);
  if (template?.copy) cpSync(template.copy.from, join(dataDir, template.copy.to), { recursive: true });
  const pgDatabase = options.databaseUrl
    ? await freshPostgresDatabase(options.databaseUrl, template?.postgresDatabase)
    : undefined;
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: options.env ?? 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: pgDatabase?.url,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SEED_DEMO: 'false',
    // Tests run the standing orders' scheduler themselves (app.scheduler.run()), at the times they set.
    SCHEDULER: 'off',
    ...options.extraEnv,
  });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir });
  const storage = createStorage(config);
  if (seed && !template) await seedDemoData(database.db, { storage, now: TEST_SEEDED_AT });
  let now: Date | null = null;
  const app = await buildApp(config, database, {
    clock: () => now ?? new Date(),
    maxResponseBytes: options.maxResponseBytes,
    storage,
    yogaPlugins: options.yogaPlugins,
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

/** The run's templates (test/global-setup.ts); undefined in another config. */
function runTemplates(): SeedTemplates | undefined {
  try {
    return inject('seedTemplates');
  } catch {
    return undefined;
  }
}

/**
 * The folder of demo images the run's template drew, for a test seeding a database of its own to start from, so
 * the seed does not draw them again (it skips images already there; seed.test checks the drawing itself).
 * Undefined without templates.
 */
export function templateImagesDir(): string | undefined {
  const templates = runTemplates();
  return templates ? join(templates.seededDir, 'uploads') : undefined;
}

/** The template's demo images copied into `uploadsDir` ({@link templateImagesDir}); nothing without templates. */
export function copyTemplateImages(uploadsDir: string): void {
  const from = templateImagesDir();
  if (from) cpSync(from, uploadsDir, { recursive: true });
}

/**
 * The run's migrated, empty PGlite database copied into the data folder `dataDir`, so a test of what happens on an
 * empty database does not wait for PGlite's initdb and the migrations (the templates themselves ran them, on both
 * databases). False, and nothing copied, without templates: the test's database is then made afresh.
 */
export function copyEmptyTemplate(dataDir: string): boolean {
  const templates = runTemplates();
  if (!templates) return false;
  cpSync(templates.emptyDir, dataDir, { recursive: true });
  return true;
}

/**
 * Where to copy a ready database from: the data folder (PGlite's files and the demo images) and, on
 * PostgreSQL, the template database. Undefined without templates (another config), for a PostgreSQL
 * server other than TEST_DATABASE_URL's, or when the images go elsewhere (S3_*): then the app seeds itself.
 */
function seedTemplateFor(
  databaseUrl: string | undefined,
  seed: boolean,
  extraEnv: Record<string, string> | undefined,
): { copy?: { from: string; to: string }; postgresDatabase?: string } | undefined {
  const templates = runTemplates();
  if (!templates || Object.keys(extraEnv ?? {}).some((key) => key.startsWith('S3_'))) return undefined;
  if (!databaseUrl) return { copy: { from: seed ? templates.seededDir : templates.emptyDir, to: '.' } };
  if (templates.postgres?.url !== databaseUrl) return undefined;
  if (!seed) return { postgresDatabase: templates.postgres.empty };
  return {
    copy: { from: join(templates.seededDir, 'uploads'), to: 'uploads' },
    postgresDatabase: templates.postgres.seeded,
  };
}

/**
 * A port for the next test app. Not port 0's answer: the app must know its port before it listens (origins,
 * URLs), and an ephemeral port freed by a probe was taken meanwhile by another worker's contract server now and
 * then. Each vitest worker counts through its own range below the ephemeral ports (32768 and up), so nothing
 * else is handed these, and skips one still in use.
 */
let portsTaken = 0;
const PORTS_PER_WORKER = 250;
async function freePort(): Promise<number> {
  const net = await import('node:net');
  const base = 20_000 + (Number(process.env.VITEST_POOL_ID ?? 0) % 48) * PORTS_PER_WORKER;
  for (let tries = 0; tries < PORTS_PER_WORKER; tries++) {
    const port = base + (portsTaken++ % PORTS_PER_WORKER);
    const free = await new Promise<boolean>((resolve) => {
      const s = net.createServer();
      s.once('error', () => resolve(false));
      s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`No free port in ${base}–${base + PORTS_PER_WORKER - 1}`);
}
