import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { serverRoot } from '../platform/server-root.ts';
import * as schema from './schema.ts';

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

const migrationsFolder = join(serverRoot, 'src', 'db', 'migrations');

// PostgreSQL numeric and timestamps stay as strings/Dates; int8 (count(*)) becomes a number.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

/** Opens PGlite on disk under dataDir, or PostgreSQL when a URL is given, and runs the migrations. */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
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
    await withStartupLock(handle, () => migratePg(drizzlePg({ client: pool }), { migrationsFolder }));
    return handle;
  }
  const pglite = new PGlite(join(options.dataDir, 'pglite'));
  await pglite.waitReady;
  const db = drizzlePglite({ client: pglite, schema }) as unknown as Database;
  await migratePglite(drizzlePglite({ client: pglite }), { migrationsFolder });
  const run: RunStatement = async <Row>(statement: NamedStatement, values: unknown[]) =>
    (await pglite.query<Row>(statement.text, values)).rows;
  return { db, run, kind: 'pglite', pglite, pool: undefined, close: () => pglite.close() };
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
