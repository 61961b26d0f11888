import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serverRoot } from '../platform/server-root.ts';
import type { Sql, SqlSession } from './sql-session.ts';

export const migrationsFolder = join(serverRoot, 'src', 'db', 'migrations');

/** A schema change as the code ships it (drizzle-kit's files: meta/_journal.json and <tag>.sql). */
export type Migration = { tag: string; when: number; hash: string; statements: string[] };

/** A migration as a database records it (Drizzle's drizzle.__drizzle_migrations, kept compatible). */
export type AppliedMigration = { hash: string; when: number };

/** The code's migrations, oldest first. */
export function codeMigrations(folder = migrationsFolder): Migration[] {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ tag: string; when: number }>;
  };
  return journal.entries.map(({ tag, when }) => {
    const text = readFileSync(join(folder, `${tag}.sql`), 'utf8');
    return {
      tag,
      when,
      // The hash Drizzle's own migrator writes, so databases migrated by either agree.
      hash: createHash('sha256').update(text).digest('hex'),
      statements: text.split('--> statement-breakpoint'),
    };
  });
}

/** What the database has applied, oldest first; [] for a database never migrated. */
export async function appliedMigrations(sql: Sql): Promise<AppliedMigration[]> {
  const [table] = await sql.query<{ found: string | null }>(
    `select to_regclass('drizzle.__drizzle_migrations')::text as found`,
  );
  if (!table?.found) return [];
  const rows = await sql.query<{ hash: string; created_at: string | number }>(
    'select hash, created_at from drizzle.__drizzle_migrations order by created_at, id',
  );
  return rows.map((row) => ({ hash: row.hash, when: Number(row.created_at) }));
}

/** The code's migrations a database has not applied yet (Drizzle's rule: those newer than its newest). */
export function pendingMigrations(
  applied: readonly AppliedMigration[],
  code: readonly Migration[],
): Migration[] {
  const newest = applied.at(-1)?.when ?? Number.NEGATIVE_INFINITY;
  return code.filter((migration) => migration.when > newest);
}

/**
 * Applied migrations this code does not know: the database (or backup) was made by a newer Cleaver. Returns
 * how many there are (0 when the code knows every one).
 */
export function unknownMigrations(applied: readonly AppliedMigration[], code: readonly Migration[]): number {
  const known = new Set(code.map((migration) => migration.hash));
  return applied.filter((migration) => !known.has(migration.hash)).length;
}

/** A migration failed: none of the pending ones were applied (they run in one transaction). */
export class MigrationFailedError extends Error {
  constructor(
    readonly tag: string,
    options: { cause: unknown },
  ) {
    super(
      `Migration ${tag} failed, so none of the pending migrations were applied and the database is as it was: ${
        options.cause instanceof Error ? options.cause.message : String(options.cause)
      }`,
      options,
    );
    this.name = 'MigrationFailedError';
  }
}

/**
 * Applies the pending migrations, the first `upTo` of the code's only when given (a restore brings a database to
 * its backup's schema first), all in one transaction: a failing one leaves the database as it was and is named.
 * Returns the tags applied.
 */
export async function migrate(
  session: SqlSession,
  options: { upTo?: number; code?: Migration[] } = {},
): Promise<string[]> {
  return session.transaction((sql) => migrateWithin(sql, options));
}

/** `migrate` inside a transaction the caller holds (a restore's, which also writes the rows). */
export async function migrateWithin(
  sql: Sql,
  options: { upTo?: number; code?: Migration[] } = {},
): Promise<string[]> {
  const code = (options.code ?? codeMigrations()).slice(0, options.upTo);
  await sql.exec(`create schema if not exists drizzle;
    create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`);
  const pending = pendingMigrations(await appliedMigrations(sql), code);
  for (const migration of pending) {
    try {
      for (const statement of migration.statements) if (statement.trim()) await sql.exec(statement);
    } catch (cause) {
      throw new MigrationFailedError(migration.tag, { cause });
    }
    await sql.query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [
      migration.hash,
      migration.when,
    ]);
  }
  return pending.map((migration) => migration.tag);
}
