import { cpSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/client.ts';
import { seedDemoData } from '../db/seed/seed.ts';
import { FolderStorage } from '../platform/storage.ts';

/** The `now` every test app's demo data is seeded with. */
export const TEST_SEEDED_AT = new Date('2026-11-20T21:00:00Z');

/**
 * Databases migrated (and seeded) once per test run, which each test app copies instead of setting up
 * its own: a PGlite data folder is copied as files, a PostgreSQL database with CREATE DATABASE … TEMPLATE.
 */
export type SeedTemplates = {
  /** A data folder holding `pglite/` (migrated, empty). */
  emptyDir: string;
  /** A data folder holding `pglite/` (migrated and seeded at TEST_SEEDED_AT) and `uploads/` (the demo images). */
  seededDir: string;
  /** For the PostgreSQL server at `url`: databases migrated (and seeded), with no connections left open. */
  postgres?: { url: string; empty: string; seeded: string };
};

/** Builds the templates under `root` (and on PostgreSQL at `databaseUrl`, when given). */
export async function buildSeedTemplates(root: string, databaseUrl?: string): Promise<SeedTemplates> {
  const emptyDir = join(root, 'empty');
  const seededDir = join(root, 'seeded');
  mkdirSync(emptyDir, { recursive: true });
  const built = async () => {
    const empty = await openDatabase({ dataDir: emptyDir });
    await empty.close();
    cpSync(emptyDir, seededDir, { recursive: true });
    const seeded = await openDatabase({ dataDir: seededDir });
    await seedDemoData(seeded.db, {
      storage: new FolderStorage(join(seededDir, 'uploads')),
      now: TEST_SEEDED_AT,
    });
    await seeded.close();
  };
  // PGlite works in this process while PostgreSQL works in its own.
  const [, postgres] = await Promise.all([
    built(),
    databaseUrl ? buildPostgresTemplates(databaseUrl, join(root, 'pg-uploads')) : undefined,
  ]);
  return { emptyDir, seededDir, postgres };
}

/**
 * Storage for the PostgreSQL template's seed, which finds every demo image already drawn, so it draws none: the
 * PGlite template draws them at the same time, and test apps on PostgreSQL copy them from there. Drawing them
 * twice at once was most of the run's start-up.
 */
class ImagesDrawnElsewhere extends FolderStorage {
  override async exists(): Promise<boolean> {
    return true;
  }
}

async function buildPostgresTemplates(url: string, uploadsDir: string): Promise<SeedTemplates['postgres']> {
  const suffix = `${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const empty = `cleaver_template_empty_${suffix}`;
  const seeded = `cleaver_template_seeded_${suffix}`;
  await adminQuery(url, `create database ${empty}`);
  const emptyDb = await openDatabase({ databaseUrl: databaseIn(url, empty), dataDir: uploadsDir });
  await emptyDb.close();
  await adminQuery(url, `create database ${seeded} template ${empty}`);
  const seededDb = await openDatabase({ databaseUrl: databaseIn(url, seeded), dataDir: uploadsDir });
  await seedDemoData(seededDb.db, { storage: new ImagesDrawnElsewhere(uploadsDir), now: TEST_SEEDED_AT });
  await seededDb.close();
  return { url, empty, seeded };
}

/** Drops the PostgreSQL templates; the folders go with `root`. */
export async function dropSeedTemplates(templates: SeedTemplates): Promise<void> {
  const { postgres } = templates;
  if (!postgres) return;
  for (const name of [postgres.seeded, postgres.empty]) {
    await adminQuery(postgres.url, `drop database if exists ${name} with (force)`);
  }
}

/** `url` with its database name replaced by `name`. */
export function databaseIn(url: string, name: string): string {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

export async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
