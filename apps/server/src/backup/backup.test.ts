import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import {
  createReadStream,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { appliedMigrations, codeMigrations, MigrationFailedError, migrate } from '../db/migrations-runner.ts';
import { openPglite } from '../db/pglite.ts';
import { pgliteSession, postgresSession, type Sql, type SqlSession } from '../db/sql-session.ts';
import type { ApiClient } from '../test/client.ts';
import { signedInClients } from '../test/identity.ts';
import { freshPostgresDatabase, startTestApp, TEST_DATABASES, type TestApp } from '../test/test-app.ts';
import {
  checkBackup,
  RestoreRefused,
  restoreBackup,
  type ShopFiles,
  takeBackup,
  takePgliteBackup,
} from './backup.ts';
import { BACKUP_FORMAT, BackupFileError, BackupWriter } from './backup-file.ts';

/** Every table's rows, as one checksum a table: two databases holding the same rows give the same map. */
async function tableChecksums(sql: Sql): Promise<Record<string, string>> {
  const tables = await sql.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const sums: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await sql.query<{ sum: string; n: number }>(
      `select md5(coalesce(string_agg(r::text, E'\\n' order by r::text), '')) as sum, count(*)::int as n
         from "${name}" r`,
    );
    sums[name] = `${row?.n}:${row?.sum}`;
  }
  return sums;
}

const filesUnder = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name).slice(dir.length))
        .sort()
    : [];

describe.each(TEST_DATABASES)('backups on $name', ({ name, url }) => {
  let app: TestApp;
  let bistro: ApiClient;
  let work: string;
  let source: SqlSession;
  let release: () => Promise<void>;
  const closers: Array<() => Promise<void>> = [];

  /** An empty database to restore into, with a session on it (closed by `closeSession`, or after all). */
  async function emptyTarget(): Promise<{
    session: SqlSession;
    dataDir: string;
    databaseUrl?: string;
    closeSession: () => Promise<void>;
  }> {
    const dataDir = mkdtempSync(join(work, 'target-'));
    if (url) {
      const database = await freshPostgresDatabase(url);
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      let open = true;
      const closeSession = async () => {
        if (open) await client.end();
        open = false;
      };
      closers.push(async () => {
        await closeSession();
        await database.drop();
      });
      return { session: postgresSession(client), dataDir, databaseUrl: database.url, closeSession };
    }
    const pglite = openPglite(join(dataDir, 'pglite'));
    const closeSession = async () => {
      if (!pglite.closed) await pglite.close();
    };
    closers.push(closeSession);
    return { session: pgliteSession(pglite), dataDir, closeSession };
  }

  const shopOf = (dataDir: string): ShopFiles => ({
    uploadsDir: join(dataDir, 'uploads'),
    authSecretFile: join(dataDir, 'auth-secret'),
  });

  /** A backup of the running shop as the server takes one: on PGlite from a copy of its folder. */
  const backUpShop = (file: string) =>
    app.database.pglite
      ? takePgliteBackup(app.database.pglite, shopOf(app.dataDir), file)
      : takeBackup(source, name, shopOf(app.dataDir), file);

  async function placeOrder(tag: string): Promise<void> {
    const products = await bistro.graphql<{
      listProducts: { products: { id: string; isInStock: boolean }[] };
    }>('{ listProducts(first: 20) { products { id isInStock } } }');
    const product = products.data!.listProducts.products.find((p) => p.isInStock)!;
    const placed = await bistro.graphql(
      'mutation ($input: CreateOrderInput!) { createOrder(input: $input) { id } }',
      {
        input: {
          idempotencyKey: `backup-${tag}-${randomUUID()}`,
          isDelivery: true,
          lines: [{ productId: product.id, quantity: 2 }],
        },
      },
    );
    expect(placed.errors).toBeUndefined();
  }

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'cleaver-backup-'));
    app = await startTestApp({ databaseUrl: url });
    writeFileSync(join(app.dataDir, 'auth-secret'), 'the-shop-secret-kept-beside-the-data-0123456789\n');
    ({ bistro } = await signedInClients(app, ['bistro']));
    if (app.database.pglite) {
      source = pgliteSession(app.database.pglite);
      release = async () => undefined;
    } else {
      const client = await app.database.pool!.connect();
      source = postgresSession(client);
      release = async () => client.release();
    }
  }, 120_000);

  afterAll(async () => {
    for (const close of closers.reverse()) await close();
    await release?.();
    await app?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('restores every row of every table, the uploaded images and the secret', async () => {
    await placeOrder('quiet');
    // The shop's background work (the outbox) settles the new order's rows first: then nothing moves.
    let before = await tableChecksums(source);
    for (let settled = false; !settled; ) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const again = await tableChecksums(source);
      settled = JSON.stringify(again) === JSON.stringify(before);
      before = again;
    }
    const file = join(work, 'quiet.backup');
    const summary = await backUpShop(file);
    expect(await tableChecksums(source)).toEqual(before);
    expect(summary.counts.orders).toBeGreaterThan(0);
    expect(summary.counts.customers).toBeGreaterThan(0);
    expect(summary.files).toBe(filesUnder(join(app.dataDir, 'uploads')).length);

    const target = await emptyTarget();
    const header = await checkBackup(file);
    await restoreBackup(target.session, shopOf(target.dataDir), file, header);
    expect(await tableChecksums(target.session)).toEqual(before);
    expect(filesUnder(join(target.dataDir, 'uploads'))).toEqual(filesUnder(join(app.dataDir, 'uploads')));
    const [image] = filesUnder(join(app.dataDir, 'uploads'));
    expect(readFileSync(join(target.dataDir, 'uploads', image!))).toEqual(
      readFileSync(join(app.dataDir, 'uploads', image!)),
    );
    expect(readFileSync(join(target.dataDir, 'auth-secret'), 'utf8')).toBe(
      readFileSync(join(app.dataDir, 'auth-secret'), 'utf8'),
    );
    // The restored shop takes new rows after the restored ones (sequences moved on) and migrates nothing more.
    expect(await appliedMigrations(target.session)).toHaveLength(codeMigrations().length);
  }, 120_000);

  it('restores a consistent picture when orders are being placed while it is taken', async () => {
    const file = join(work, 'busy.backup');
    const placing = Promise.all([0, 1, 2, 3, 4, 5].map((i) => placeOrder(`busy-${i}`)));
    const summary = await backUpShop(file);
    await placing;
    const target = await emptyTarget();
    await restoreBackup(target.session, shopOf(target.dataDir), file, await checkBackup(file));
    const [orders] = await target.session.query<{ n: number }>('select count(*)::int as n from "order"');
    expect(orders?.n).toBe(summary.counts.orders);
    const [lineless] = await target.session.query<{ n: number }>(
      `select count(*)::int as n from "order" o where not exists (select 1 from order_line l where l.order_id = o.id)`,
    );
    expect(lineless?.n).toBe(0);
    const [numbers] = await target.session.query<{ n: number; span: number }>(
      'select count(*)::int as n, (coalesce(max(invoice_number) - min(invoice_number) + 1, 0))::int as span from invoice',
    );
    expect(numbers?.n).toBe(numbers?.span);
  }, 120_000);

  it('refuses a file that is not a whole Cleaver backup, one from a newer schema, and a target with data', async () => {
    const file = join(work, 'whole.backup');
    await takeBackup(source, name, shopOf(app.dataDir), file);
    const bytes = readFileSync(file);

    const notOne = join(work, 'notes.txt');
    writeFileSync(notOne, 'shopping list: 10 kg mince\n');
    await expect(checkBackup(notOne)).rejects.toThrow(BackupFileError);
    const otherGzip = join(work, 'other.gz');
    writeFileSync(otherGzip, gzipSync('{"hello":"world"}\n'));
    await expect(checkBackup(otherGzip)).rejects.toThrow('not a Cleaver backup');

    const cut = join(work, 'cut.backup');
    writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    await expect(checkBackup(cut)).rejects.toThrow(BackupFileError);

    const flipped = Buffer.from(bytes);
    const at = Math.floor(flipped.length / 2);
    flipped[at] = (flipped[at]! + 1) % 256;
    const damaged = join(work, 'damaged.backup');
    writeFileSync(damaged, flipped);
    await expect(checkBackup(damaged)).rejects.toThrow(BackupFileError);

    const newer = join(work, 'newer.backup');
    const writer = new BackupWriter(newer);
    const known = await appliedMigrations(source);
    await writer.header({
      format: BACKUP_FORMAT,
      version: 1,
      createdAt: new Date().toISOString(),
      database: name,
      migrations: [...known, { hash: 'a-change-from-the-future', when: known.at(-1)!.when + 1 }],
      tables: {},
      files: 0,
      counts: { orders: 0, invoices: 0, customers: 0 },
    });
    await writer.finish();
    await expect(checkBackup(newer)).rejects.toThrow(
      /newer Cleaver.*1 schema change this version does not know/,
    );

    // Into the running shop's own database: refused, and not a row changes.
    const before = await tableChecksums(source);
    await expect(restoreBackup(source, shopOf(work), file, await checkBackup(file))).rejects.toThrow(
      RestoreRefused,
    );
    expect(await tableChecksums(source)).toEqual(before);
  }, 120_000);

  it('brings a backup made by an older schema up to date on start, backing up first; a failing migration changes nothing', async () => {
    const code = codeMigrations();
    const older = await emptyTarget();
    await migrate(older.session, { upTo: code.length - 2, code });
    await older.session.query(`insert into category (name, sort_order) values ('Venison', 7)`);
    const file = join(work, 'older.backup');
    await takeBackup(older.session, name, { uploadsDir: null, authSecretFile: null }, file);

    const target = await emptyTarget();
    await restoreBackup(
      target.session,
      { uploadsDir: null, authSecretFile: null },
      file,
      await checkBackup(file),
    );
    expect(await appliedMigrations(target.session)).toHaveLength(code.length - 2);
    await target.closeSession();
    const upgradeDir = join(work, 'upgrade-backups');
    const opened = await openDatabase({
      databaseUrl: target.databaseUrl,
      dataDir: target.dataDir,
      upgradeBackup: { dir: upgradeDir, shop: { uploadsDir: null, authSecretFile: null } },
    });
    const client = opened.pool ? await opened.pool.connect() : null;
    try {
      const session = client ? postgresSession(client) : pgliteSession(opened.pglite!);
      expect(await appliedMigrations(session)).toHaveLength(code.length);
      const [venison] = await session.query<{ name: string }>(
        `select name from category where name = 'Venison'`,
      );
      expect(venison?.name).toBe('Venison');
      expect(readdirSync(upgradeDir).filter((f) => /^before-upgrade-.*\.backup$/.test(f))).toHaveLength(1);

      const before = await tableChecksums(session);
      const broken = {
        tag: '9999_broken',
        when: code.at(-1)!.when + 1,
        hash: 'broken',
        statements: ['create table half_made (id int)', 'this is not sql'],
      };
      const failure = await migrate(session, { code: [...code, broken] }).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(MigrationFailedError);
      expect((failure as Error).message).toMatch(
        /^Migration 9999_broken failed, so none of the pending migrations were applied/,
      );
      expect(await appliedMigrations(session)).toHaveLength(code.length);
      expect(await tableChecksums(session)).toEqual(before);
    } finally {
      client?.release();
      await opened.close();
    }
  }, 120_000);

  it.skipIf(Boolean(url))(
    'answers the shop on PGlite while a backup is being read',
    async () => {
      const pglite = app.database.pglite!;
      const file = join(work, 'held.backup');
      // The backup writes into a pipe the test reads: while the test does not read, the backup waits part way.
      execFileSync('mkfifo', [`${file}.partial`]);
      const uploadsDir = mkdtempSync(join(work, 'uploads-'));
      // Random bytes do not compress: more than the pipe holds, so the backup cannot finish unread.
      writeFileSync(join(uploadsDir, 'photo.bin'), randomBytes(4 * 2 ** 20));
      const backup = takePgliteBackup(pglite, { uploadsDir, authSecretFile: null }, file);
      const pipe = createReadStream(`${file}.partial`);
      const begun = new Promise<void>((resolve) =>
        pipe.once('data', () => {
          pipe.pause();
          resolve();
        }),
      );
      const chunks: Buffer[] = [];
      pipe.on('data', (chunk) => chunks.push(chunk as Buffer));
      await begun;
      try {
        const added = pglite
          .query(`insert into category (name, sort_order) values ('Added during the backup', 99)`)
          .then(() => 'added' as const);
        expect(await Promise.race([added, sleep(10_000).then(() => 'still waiting' as const)])).toBe('added');
      } finally {
        pipe.resume();
      }
      await backup;
      const written = join(work, 'held-copy.backup');
      writeFileSync(written, Buffer.concat(chunks));
      const header = await checkBackup(written);
      const [live] = await source.query<{ n: number }>('select count(*)::int as n from category');
      // The backup is the shop as it was when it began: the category added meanwhile is not in it.
      expect(header.tables.category).toBe(live!.n - 1);
      expect(header.files).toBe(1);
    },
    120_000,
  );
});
