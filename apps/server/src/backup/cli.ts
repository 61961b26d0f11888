// npm run backup -- --out FILE      a backup of the whole shop, while it runs or not
// npm run restore -- FILE           into an empty DATA_DIR or an empty PostgreSQL database
// Both read the same environment as the server (DATA_DIR, DATABASE_URL, S3_*, AUTH_SECRET).
import { existsSync, readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { isAbsolute, join, resolve } from 'node:path';
import { formatLongDateTime } from '@cleaver/domain/dates';
import pg from 'pg';
import { openPglite } from '../db/pglite.ts';
import { pgliteSession, postgresSession, type SqlSession } from '../db/sql-session.ts';
import { ConfigError, loadConfig } from '../platform/config.ts';
import {
  type BackupSummary,
  checkBackup,
  databaseIsEmpty,
  RestoreRefused,
  restoreBackup,
  shopFilesOf,
  takeBackup,
} from './backup.ts';
import { BackupFileError } from './backup-file.ts';
import { askRunningServer, backupSocketPath, serverListening } from './backup-socket.ts';

const USAGE = 'Usage: npm run backup -- --out FILE   |   npm run restore -- FILE';

/** A path as the user meant it: from where they typed the command. */
const fromUser = (path: string) =>
  isAbsolute(path) ? path : resolve(process.env.INIT_CWD ?? process.cwd(), path);

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function describe(summary: BackupSummary): string {
  const { orders, invoices, customers } = summary.counts;
  return [
    `Backup written to ${summary.file} (${megabytes(summary.bytes)}):`,
    `  ${orders.toLocaleString('en-NZ')} orders, ${invoices.toLocaleString('en-NZ')} invoices, ${customers.toLocaleString('en-NZ')} customers`,
    `  ${summary.tables} tables, ${summary.rows.toLocaleString('en-NZ')} rows, ${summary.files} uploaded files`,
    'It holds password hashes and the shop’s secret: keep it as safe as the shop itself.',
  ].join('\n');
}

async function withSession<T>(
  config: ReturnType<typeof loadConfig>,
  work: (session: SqlSession, kind: 'pglite' | 'postgres') => Promise<T>,
): Promise<T> {
  if (config.databaseUrl) {
    const client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    try {
      return await work(postgresSession(client), 'postgres');
    } finally {
      await client.end();
    }
  }
  const pglite = openPglite(join(config.dataDir, 'pglite'));
  await pglite.waitReady;
  try {
    return await work(pgliteSession(pglite), 'pglite');
  } finally {
    await pglite.close();
  }
}

async function backup(args: string[]): Promise<void> {
  const at = args.indexOf('--out');
  const out = at >= 0 ? args[at + 1] : undefined;
  if (!out) throw new UsageError(`Say where to write the backup.\n${USAGE}`);
  const file = fromUser(out);
  if (existsSync(file))
    throw new UsageError(`${file} already exists: choose another name, or move it first.`);
  const config = loadConfig();
  const shop = shopFilesOf(config);
  let summary: BackupSummary | null = null;
  if (!config.databaseUrl) {
    summary = await askRunningServer(backupSocketPath(config.dataDir), file);
    if (summary) console.log('The shop is running: it wrote the backup itself.');
  }
  if (!summary) {
    if (!config.databaseUrl && !existsSync(join(config.dataDir, 'pglite'))) {
      throw new UsageError(
        `There is no shop in ${config.dataDir} to back up (set DATA_DIR or DATABASE_URL).`,
      );
    }
    summary = await withSession(config, (session, kind) => takeBackup(session, kind, shop, file));
  }
  console.log(describe(summary));
  if (!shop.uploadsDir)
    console.log('The product photos are in the S3 bucket, not in this file: back the bucket up too.');
}

/** DATA_DIR as the server reads it, without creating it. */
const dataDirOf = () => fromUser(process.env.DATA_DIR || './data');

const isEmptyDir = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

async function restore(args: string[]): Promise<void> {
  const given = args.find((arg) => !arg.startsWith('--'));
  if (!given) throw new UsageError(`Say which backup to restore.\n${USAGE}`);
  const file = fromUser(given);
  // The whole file is read and checked before anything is touched.
  const header = await checkBackup(file);
  const dataDirWas = existsSync(dataDirOf());
  // Not loadConfig's generated secret: the backup brings the shop's own.
  const config = loadConfig({ ...process.env, AUTH_SECRET: process.env.AUTH_SECRET ?? 'r'.repeat(32) });
  const shop = shopFilesOf({
    ...config,
    authSecretFile: process.env.AUTH_SECRET ? null : join(config.dataDir, 'auth-secret'),
  });
  const pgliteDir = join(config.dataDir, 'pglite');
  if (!config.databaseUrl) {
    if (await serverListening(backupSocketPath(config.dataDir))) {
      throw new RestoreRefused(
        `The shop is running on ${config.dataDir}: stop it, then restore into an empty DATA_DIR.`,
      );
    }
    if (!isEmptyDir(pgliteDir)) {
      throw new RestoreRefused(
        `${config.dataDir} already holds a shop. Restore into an empty DATA_DIR (move this one aside first).`,
      );
    }
  }
  if (shop.uploadsDir && !isEmptyDir(shop.uploadsDir)) {
    throw new RestoreRefused(
      `${shop.uploadsDir} already holds uploaded files. Restore into an empty DATA_DIR.`,
    );
  }
  try {
    await withSession(config, async (session) => {
      if (!(await databaseIsEmpty(session))) {
        throw new RestoreRefused('The database is not empty. Restore into an empty database only.');
      }
      await restoreBackup(session, shop, file, header);
    });
  } catch (error) {
    // Nothing left half done: the database was empty and the uploads folder too.
    if (!config.databaseUrl) await rm(pgliteDir, { recursive: true, force: true });
    if (shop.uploadsDir) await rm(shop.uploadsDir, { recursive: true, force: true });
    if (shop.authSecretFile) await rm(shop.authSecretFile, { force: true });
    if (!dataDirWas) await rm(config.dataDir, { recursive: true, force: true });
    throw error;
  }
  const { orders, invoices, customers } = header.counts;
  console.log(
    [
      `Restored the backup of ${formatLongDateTime(header.createdAt)} into ${
        config.databaseUrl ? 'the PostgreSQL database' : config.dataDir
      }:`,
      `  ${orders.toLocaleString('en-NZ')} orders, ${invoices.toLocaleString('en-NZ')} invoices, ${customers.toLocaleString('en-NZ')} customers, ${header.files} uploaded files`,
      'Start the shop (npm start): it brings the database up to this version’s schema if the backup is older.',
    ].join('\n'),
  );
}

class UsageError extends Error {}

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  if (command === 'backup') return backup(args);
  if (command === 'restore') return restore(args);
  throw new UsageError(USAGE);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    if (
      error instanceof UsageError ||
      error instanceof RestoreRefused ||
      error instanceof BackupFileError ||
      error instanceof ConfigError
    ) {
      console.error(error.message);
      process.exit(2);
    }
    console.error(error);
    process.exit(1);
  },
);
