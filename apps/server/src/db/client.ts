import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { type ShopFiles, takeBackup } from '../backup/backup.ts';
import {
  appliedMigrations,
  codeMigrations,
  MigrationFailedError,
  migrate,
  pendingMigrations,
  unknownMigrations,
} from './migrations-runner.ts';
import { openPglite } from './pglite.ts';
import * as schema from './schema.ts';
import { pgliteSession, postgresSession, type SqlSession } from './sql-session.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A database handle or an open transaction: services accept either. */
export type Executor = Database | Transaction;

/**
 * A statement in plain SQL, for the few hot paths where Drizzle's query building costs more than the
 * database's work. On PostgreSQL it runs as a named prepared statement: parsed and planned once per
 * connection. Values are strings, numbers, booleans or null; JSON goes as a string cast in the SQL.
 */
export type NamedStatement = { name: string; text: string };
export type RunStatement = <Row>(statement: NamedStatement, values: unknown[]) => Promise<Row[]>;

export type DatabaseHandle = {
  db: Database;
  run: RunStatement;
  kind: 'pglite' | 'postgres';
  /** The raw PGlite instance (for LISTEN/NOTIFY in-process) or the pg pool. */
  pglite: PGlite | undefined;
  pool: pg.Pool | undefined;
  close(): Promise<void>;
};

// PostgreSQL numeric and timestamps stay as strings/Dates; int8 (count(*)) becomes a number.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

/** Where the server keeps a backup before it upgrades a database with data (none when not given). */
export type UpgradeBackup = { dir: string; shop: ShopFiles };

/**
 * Opens PGlite on disk under dataDir, or PostgreSQL when a URL is given, and runs the migrations (after a backup
 * of a database that has data, when `upgradeBackup` says where).
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  upgradeBackup?: UpgradeBackup;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client dropped by the server (restart, failover) must not crash the process; the pool reconnects.
    pool.on('error', (error) => console.error('PostgreSQL idle client error:', error.message));
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    const run: RunStatement = async <Row>(statement: NamedStatement, values: unknown[]) =>
      (await pool.query({ name: statement.name, text: statement.text, values })).rows as Row[];
    const handle: DatabaseHandle = {
      db,
      run,
      kind: 'postgres',
      pglite: undefined,
      pool,
      close: () => pool.end(),
    };
    await withStartupLock(handle, async () => {
      const client = await pool.connect();
      try {
        await upgrade(postgresSession(client), 'postgres', options.upgradeBackup);
      } finally {
        client.release();
      }
    });
    return handle;
  }
  const pglite = openPglite(join(options.dataDir, 'pglite'));
  await pglite.waitReady;
  const db = drizzlePglite({ client: pglite, schema }) as unknown as Database;
  try {
    await upgrade(pgliteSession(pglite), 'pglite', options.upgradeBackup);
  } catch (error) {
    await pglite.close();
    throw error;
  }
  const run: RunStatement = async <Row>(statement: NamedStatement, values: unknown[]) =>
    (await pglite.query<Row>(statement.text, values)).rows;
  return { db, run, kind: 'pglite', pglite, pool: undefined, close: () => pglite.close() };
}

/** A database made by a newer Cleaver, which this code must not open. */
export class NewerDatabaseError extends Error {
  override name = 'NewerDatabaseError';
}

/**
 * Brings the database's schema up to the code's: refuses one a newer Cleaver made; backs up one with data before
 * changing it; names the migration that failed (none is applied then) and where the backup is.
 */
async function upgrade(
  session: SqlSession,
  kind: DatabaseHandle['kind'],
  backup?: UpgradeBackup,
): Promise<void> {
  const code = codeMigrations();
  const applied = await appliedMigrations(session);
  const unknown = unknownMigrations(applied, code);
  if (unknown > 0) {
    throw new NewerDatabaseError(
      `This database was made by a newer Cleaver (${unknown} schema ${unknown === 1 ? 'change' : 'changes'} this ` +
        'version does not know). Run the newer version, or restore a backup made by this one.',
    );
  }
  const pending = pendingMigrations(applied, code);
  if (pending.length === 0) return;
  let backupFile: string | null = null;
  if (backup && applied.length > 0) {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    backupFile = join(backup.dir, `before-upgrade-${stamp}.backup`);
    const summary = await takeBackup(session, kind, backup.shop, backupFile);
    console.log(
      `Before upgrading the database (${pending.length} schema ${pending.length === 1 ? 'change' : 'changes'}), ` +
        `a backup was written to ${summary.file}.`,
    );
  }
  try {
    await migrate(session, { code });
  } catch (error) {
    if (error instanceof MigrationFailedError && backupFile) {
      error.message += ` The backup taken before it is ${backupFile}.`;
    }
    throw error;
  }
}

// Any fixed number: it names the lock that instances starting together queue on.
const STARTUP_LOCK_KEY = 4_707_314;

/**
 * Runs start-up work (migrations, seeding) one instance at a time. Drizzle's migrator takes no lock of its own,
 * so on PostgreSQL this holds a session advisory lock; PGlite has a single process by construction.
 */
export async function withStartupLock<T>(database: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  if (!database.pool) return work();
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
