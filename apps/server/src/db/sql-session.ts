import type { PGlite, Transaction as PGliteTransaction } from '@electric-sql/pglite';
import type pg from 'pg';

/** Plain SQL on one connection: what migrations, backups and restores need from either database. */
export type Sql = {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  /** Several statements in one string, no parameters. */
  exec(text: string): Promise<void>;
};

export type SqlSession = Sql & {
  /** `work` in one transaction, begun with `begin` (e.g. 'isolation level repeatable read read only'). */
  transaction<T>(work: (sql: Sql) => Promise<T>, begin?: string): Promise<T>;
};

function ofPGlite(target: PGlite | PGliteTransaction): Sql {
  return {
    query: async <Row>(text: string, params: unknown[] = []) => (await target.query<Row>(text, params)).rows,
    exec: async (text) => {
      await target.exec(text);
    },
  };
}

/** A session on PGlite (a single connection by construction: a transaction holds every other query back). */
export function pgliteSession(pglite: PGlite): SqlSession {
  return {
    ...ofPGlite(pglite),
    transaction: (work, begin) =>
      pglite.transaction(async (tx) => {
        if (begin) await tx.exec(`set transaction ${begin}`);
        return work(ofPGlite(tx));
      }),
  };
}

/** A session on one PostgreSQL client, held until `release`. */
export function postgresSession(client: pg.PoolClient | pg.Client): SqlSession {
  const sql: Sql = {
    query: async <Row>(text: string, params: unknown[] = []) =>
      (await client.query(text, params)).rows as Row[],
    exec: async (text) => {
      await client.query(text);
    },
  };
  return {
    ...sql,
    transaction: async (work, begin) => {
      await client.query(begin ? `begin ${begin}` : 'begin');
      try {
        const result = await work(sql);
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      }
    },
  };
}
