import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';
import {
  appliedMigrations,
  codeMigrations,
  migrateWithin,
  unknownMigrations,
} from '../db/migrations-runner.ts';
import { copyPgliteFolder } from '../db/pglite.ts';
import type { Sql, SqlSession } from '../db/sql-session.ts';
import { batchPace } from '../platform/batch-pace.ts';
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupHeader, BackupWriter, readBackup } from './backup-file.ts';

/** What a backup holds besides the database: files kept on this machine. */
export type ShopFiles = {
  /** Uploaded images, when they are on this machine (not in S3); null to leave them out. */
  uploadsDir: string | null;
  /** The generated auth secret's file (DATA_DIR/auth-secret), when there is one. */
  authSecretFile: string | null;
};

/** The files a backup of this shop holds: the uploads unless they are in S3, and a generated auth secret. */
export function shopFilesOf(config: {
  uploadsDir: string;
  s3: unknown;
  authSecretFile: string | null;
}): ShopFiles {
  return { uploadsDir: config.s3 ? null : config.uploadsDir, authSecretFile: config.authSecretFile };
}

export type BackupSummary = {
  file: string;
  bytes: number;
  createdAt: string;
  counts: BackupHeader['counts'];
  tables: number;
  rows: number;
  files: number;
};

const ROWS_A_FETCH = 2000;

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The shop's tables (schema public), by name. */
async function shopTables(sql: Sql): Promise<string[]> {
  const rows = await sql.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((row) => row.name);
}

/** A table's columns that take a value on insert (generated ones are computed again), in order. */
async function writableColumns(sql: Sql, table: string): Promise<string[]> {
  const rows = await sql.query<{ name: string }>(
    `select column_name as name from information_schema.columns
      where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER'
      order by ordinal_position`,
    [table],
  );
  return rows.map((row) => row.name);
}

async function listFiles(root: string): Promise<string[]> {
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/**
 * Writes a backup of the whole shop to `file`: every table's rows read in one repeatable-read transaction (a
 * consistent picture while orders keep coming; on a PGlite other queries wait for it: a running shop on PGlite
 * uses takePgliteBackup), the uploaded images and the generated auth secret. The file appears only once whole.
 */
export async function takeBackup(
  session: SqlSession,
  kind: BackupHeader['database'],
  shop: ShopFiles,
  file: string,
): Promise<BackupSummary> {
  await mkdir(dirname(file), { recursive: true });
  const writer = new BackupWriter(file);
  const pace = batchPace();
  try {
    const header = await session.transaction(async (sql) => {
      const tables = await shopTables(sql);
      const rowCounts: Record<string, number> = {};
      for (const table of tables) {
        const [row] = await sql.query<{ n: number }>(`select count(*)::int as n from ${quoted(table)}`);
        rowCounts[table] = Number(row?.n ?? 0);
      }
      const files = shop.uploadsDir ? await listFiles(shop.uploadsDir) : [];
      const written: BackupHeader = {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        createdAt: new Date().toISOString(),
        database: kind,
        migrations: await appliedMigrations(sql),
        tables: rowCounts,
        files: files.length,
        counts: {
          orders: rowCounts.order ?? 0,
          invoices: rowCounts.invoice ?? 0,
          customers: rowCounts.customer ?? 0,
        },
      };
      await writer.header(written);
      for (const table of tables) {
        const columns = await writableColumns(sql, table);
        await writer.table(table, columns);
        const list = columns.map(quoted).join(', ');
        await sql.exec(
          `declare backup_rows no scroll cursor for select row_to_json(r)::text as json from (select ${list} from ${quoted(table)}) r`,
        );
        for (;;) {
          // Gives way between fetches (decision 030): what the shop answers from memory, the catalogue among it,
          // is answered meanwhile; on PGlite what needs the database still waits for the whole transaction.
          await pace();
          const rows = await sql.query<{ json: string }>(`fetch ${ROWS_A_FETCH} from backup_rows`);
          for (const row of rows) await writer.row(row.json);
          if (rows.length < ROWS_A_FETCH) break;
        }
        await sql.exec('close backup_rows');
      }
      // Files last, still inside the transaction: an image uploaded meanwhile is either in both or in neither
      // picture that matters (a product row naming it was read above, or it is not yet referenced).
      if (shop.uploadsDir) {
        for (const path of files) {
          await pace();
          await writer.file(path, await readFile(join(shop.uploadsDir, path)));
        }
      }
      return written;
    }, 'isolation level repeatable read, read only');
    if (shop.authSecretFile && existsSync(shop.authSecretFile)) {
      await writer.secret((await readFile(shop.authSecretFile, 'utf8')).trim());
    }
    await writer.finish();
    const rows = Object.values(header.tables).reduce((sum, n) => sum + n, 0);
    return {
      file,
      bytes: (await stat(file)).size,
      createdAt: header.createdAt,
      counts: header.counts,
      tables: Object.keys(header.tables).length,
      rows,
      files: header.files,
    };
  } catch (error) {
    await writer.abandon();
    throw error;
  }
}

/**
 * A backup of a running shop on PGlite, read from a copy of its data folder by a second PGlite in a worker thread
 * (decision 036): the shop's queries wait for the copy, under a second, instead of for the whole backup, and the
 * reading does not take the server's thread.
 */
export async function takePgliteBackup(
  pglite: PGlite,
  shop: ShopFiles,
  file: string,
): Promise<BackupSummary> {
  const folder = await copyPgliteFolder(pglite);
  try {
    return await backUpInWorker({ folder, shop, file });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** What `backup-worker` is given: the copy to read, and what `takeBackup` writes. */
export type BackupWork = { folder: string; shop: ShopFiles; file: string };

function backUpInWorker(work: BackupWork): Promise<BackupSummary> {
  // Bundled, the worker is dist's JavaScript beside main.js; from source (tests, `npm run dev`) it is TypeScript,
  // imported through tsx.
  const worker = import.meta.url.endsWith('.ts')
    ? new Worker(
        `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(
          new URL('./backup-worker.ts', import.meta.url).href,
        )}, ${JSON.stringify(import.meta.url)}))`,
        { eval: true, workerData: work },
      )
    : new Worker(new URL('./backup-worker.js', import.meta.url), { workerData: work });
  // Answered once the worker has gone: it closes its PGlite after sending the summary, and the copy is deleted only
  // after that (a PGlite closing writes into its folder).
  return new Promise((resolve, reject) => {
    let summary: BackupSummary | null = null;
    let failure: unknown = null;
    worker.once('message', (message: BackupSummary) => {
      summary = message;
    });
    worker.once('error', (error) => {
      failure = error;
    });
    worker.once('exit', (code) => {
      if (summary && !failure) resolve(summary);
      else reject(failure ?? new Error(`The backup's worker stopped (exit code ${code}).`));
    });
  });
}

/** Writes a restored file under `root`, never outside it. */
async function writeInside(root: string, path: string, data: Buffer): Promise<void> {
  const target = join(root, path);
  if (relative(root, target).startsWith('..'))
    throw new RestoreRefused(`The backup names a file outside the uploads: ${path}`);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, data);
}

/** Why a restore was refused; nothing was changed. */
export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

/** Whether a database holds anything: a shop table, or a record of migrations. */
export async function databaseIsEmpty(sql: Sql): Promise<boolean> {
  const [row] = await sql.query<{ n: number }>(
    `select count(*)::int as n from information_schema.tables
      where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE'`,
  );
  return Number(row?.n ?? 0) === 0;
}

/**
 * Checks `file` whole (format, checksum, schema) and that this code can restore it; throws BackupFileError or
 * RestoreRefused otherwise. Returns its header.
 */
export async function checkBackup(file: string): Promise<BackupHeader> {
  const header = await readBackup(file);
  const code = codeMigrations();
  const unknown = unknownMigrations(header.migrations, code);
  if (unknown > 0) {
    throw new RestoreRefused(
      `This backup was made by a newer Cleaver: its database has ${unknown} schema ${
        unknown === 1 ? 'change' : 'changes'
      } this version does not know. Update Cleaver, then restore it.`,
    );
  }
  return header;
}

/**
 * Restores a checked backup into an empty database (and its files into `shop`): the schema as the backup had
 * it, every row in one transaction with the foreign keys checked once at the end, the sequences moved past
 * the restored rows. The newer migrations are the server's to apply when it starts.
 */
export async function restoreBackup(
  session: SqlSession,
  shop: ShopFiles,
  file: string,
  header: BackupHeader,
): Promise<void> {
  if (!(await databaseIsEmpty(session))) {
    throw new RestoreRefused('The database is not empty. Restore into an empty database only.');
  }
  const code = codeMigrations();
  const level =
    header.migrations.length === 0 ? 0 : code.findIndex((m) => m.hash === header.migrations.at(-1)?.hash) + 1;
  let authSecret: string | null = null;
  // One transaction, the schema included: a restore that fails leaves the database empty, as it was.
  await session.transaction(async (sql) => {
    await migrateWithin(sql, { upTo: level, code });
    const foreignKeys = await sql.query<{ table: string; name: string; definition: string }>(
      `select c.conrelid::regclass::text as table, c.conname as name, pg_get_constraintdef(c.oid) as definition
         from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where c.contype = 'f' and n.nspname = 'public'`,
    );
    for (const key of foreignKeys)
      await sql.exec(`alter table ${key.table} drop constraint ${quoted(key.name)}`);
    // The rows go in as they were: triggers that keep derived tables (the month sales) would count them twice.
    const tables = await shopTables(sql);
    for (const table of tables) await sql.exec(`alter table ${quoted(table)} disable trigger user`);
    // The tables the migrations made may hold rows of their own (none today): the backup's rows replace them.
    for (const table of tables) await sql.exec(`delete from ${quoted(table)}`);

    let current: { table: string; columns: string[] } | null = null;
    let batch: string[] = [];
    const flush = async () => {
      if (!current || batch.length === 0) return;
      const list = current.columns.map(quoted).join(', ');
      await sql.query(
        `insert into ${quoted(current.table)} (${list}) overriding system value
           select ${list} from json_populate_recordset(null::${quoted(current.table)}, $1::json)`,
        [`[${batch.join(',')}]`],
      );
      batch = [];
    };
    await readBackup(file, async (entry) => {
      switch (entry.kind) {
        case 'table':
          await flush();
          current = { table: entry.table, columns: entry.columns };
          break;
        case 'row':
          batch.push(entry.json);
          if (batch.length >= ROWS_A_FETCH) await flush();
          break;
        case 'file':
          if (shop.uploadsDir) await writeInside(shop.uploadsDir, entry.path, entry.data);
          break;
        case 'secret':
          authSecret = entry.authSecret;
          break;
      }
    });
    await flush();
    for (const table of tables) await sql.exec(`alter table ${quoted(table)} enable trigger user`);
    for (const key of foreignKeys) {
      await sql.exec(`alter table ${key.table} add constraint ${quoted(key.name)} ${key.definition}`);
    }
    // Serial and identity columns continue after the restored rows.
    const sequences = await sql.query<{ table: string; column: string; sequence: string }>(
      `select c.table_name as table, c.column_name as column,
              pg_get_serial_sequence(quote_ident(c.table_name), c.column_name) as sequence
         from information_schema.columns c
        where c.table_schema = 'public' and pg_get_serial_sequence(quote_ident(c.table_name), c.column_name) is not null`,
    );
    for (const { table, column, sequence } of sequences) {
      await sql.query(
        `select setval($1, coalesce((select max(${quoted(column)}) from ${quoted(table)}), 0) + 1, false)`,
        [sequence],
      );
    }
    for (const [table, expected] of Object.entries(header.tables)) {
      const [row] = await sql.query<{ n: number }>(`select count(*)::int as n from ${quoted(table)}`);
      if (Number(row?.n) !== expected) {
        throw new RestoreRefused(
          `Table ${table} restored ${row?.n} rows where the backup holds ${expected}.`,
        );
      }
    }
  });
  if (authSecret !== null && shop.authSecretFile) {
    await writeFile(shop.authSecretFile, `${authSecret}\n`, { mode: 0o600 });
  }
}
