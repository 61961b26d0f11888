import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type BackupSummary, takeBackup } from '../apps/server/src/backup/backup.ts';
import { askRunningServer, backupSocketPath } from '../apps/server/src/backup/backup-socket.ts';
import { postgresSession } from '../apps/server/src/db/sql-session.ts';
import { signInCookie, startServer } from '../e2e/server.ts';
import { CATALOGUE_P99_TARGET_MS } from './invoicing.ts';
import { BENCH_ORDERS, prepareBenchOrders } from './orders-data.ts';
import { catalogueBrowsing, STOREFRONT_RATE } from './steady-load.ts';

/** Seconds of storefront load measured before the batch starts. */
const BASELINE_SECONDS = 10;

const CUSTOMER = { email: 'bistro@demo.test', password: 'demo-pass-1' };

export type BackupBench = {
  database: string;
  orders: number;
  rows: number;
  bytes: number;
  /** The batch's own time: from asking for the backup until the file is whole. */
  batchSeconds: number;
  storefront: {
    rate: number;
    targetP99Ms: number;
    baseline: { p50Ms: number; p99Ms: number };
    during: { p50Ms: number; p99Ms: number; failed: number };
  };
};

/**
 * A backup of the bench's BENCH_ORDERS orders taken as staff take one while the shop runs (`npm run backup`): on
 * PGlite the running server writes it (asked over its socket); on PostgreSQL the command's own connection does.
 * Meanwhile a steady STOREFRONT_RATE a second of signed-in catalogue pages measures whether the shop keeps
 * answering.
 */
export async function benchBackup(database: string, databaseUrl: string | undefined): Promise<BackupBench> {
  const { dataDir } = await prepareBenchOrders(databaseUrl);
  const server = await startServer({ databaseUrl, dataDir });
  const outDir = await mkdtemp(join(tmpdir(), 'cleaver-bench-backup-'));
  try {
    const cookie = await signInCookie(server.baseUrl, CUSTOMER.email, CUSTOMER.password);
    const storefront = catalogueBrowsing(server.baseUrl, cookie);
    const baseline = await storefront(BASELINE_SECONDS);
    const stop = new AbortController();
    // Long enough for any backup; stopped as soon as it is written.
    const during = storefront(3_600, stop.signal);
    const started = performance.now();
    let summary: BackupSummary | null;
    try {
      summary = await backUp(databaseUrl, dataDir, join(outDir, 'bench.backup'));
    } finally {
      stop.abort();
    }
    const batchSeconds = (performance.now() - started) / 1000;
    const load = await during;
    if (!summary) throw new Error('the running server did not take the backup');
    return {
      database,
      orders: BENCH_ORDERS,
      rows: summary.rows,
      bytes: summary.bytes,
      batchSeconds: Number(batchSeconds.toFixed(1)),
      storefront: {
        rate: STOREFRONT_RATE,
        targetP99Ms: CATALOGUE_P99_TARGET_MS,
        baseline: { p50Ms: baseline.p50Ms, p99Ms: baseline.p99Ms },
        during: { p50Ms: load.p50Ms, p99Ms: load.p99Ms, failed: load.failed },
      },
    };
  } catch (error) {
    console.error(`server output (tail):\n${server.output().split('\n').slice(-30).join('\n')}`);
    throw error;
  } finally {
    await server.stop();
    await rm(outDir, { recursive: true, force: true });
    if (!databaseUrl) await rm(dataDir, { recursive: true, force: true });
  }
}

/** As `npm run backup` does it: the running server on PGlite, a connection of its own on PostgreSQL. */
async function backUp(
  databaseUrl: string | undefined,
  dataDir: string,
  file: string,
): Promise<BackupSummary | null> {
  const shop = { uploadsDir: join(dataDir, 'uploads'), authSecretFile: null };
  if (!databaseUrl) return askRunningServer(backupSocketPath(dataDir), file);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await takeBackup(postgresSession(client), 'postgres', shop, file);
  } finally {
    await client.end();
  }
}

export function backupMarkdown(results: BackupBench[]): string {
  const lines = [
    `| database | rows | file | backup time | storefront p50 / p99 before | during the backup (target p99 ≤ ${CATALOGUE_P99_TARGET_MS} ms) |`,
    '|---|--:|--:|--:|--:|--:|',
  ];
  for (const r of results) {
    lines.push(
      `| ${r.database} | ${r.rows.toLocaleString('en-NZ')} | ${(r.bytes / 2 ** 20).toFixed(1)} MiB | ${r.batchSeconds} s | ` +
        `${r.storefront.baseline.p50Ms} / ${r.storefront.baseline.p99Ms} ms | ${r.storefront.during.p50Ms} / ${r.storefront.during.p99Ms} ms` +
        `${r.storefront.during.failed ? ` (${r.storefront.during.failed} failed)` : ''} |`,
    );
  }
  return lines.join('\n');
}
