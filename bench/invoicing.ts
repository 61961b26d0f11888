import { rm } from 'node:fs/promises';
import { count, eq, sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { order } from '../apps/server/src/db/schema.ts';
import { graphql, signInCookie, startServer } from '../e2e/server.ts';
import { BENCH_ORDERS, prepareBenchOrders } from './orders-data.ts';
import { catalogueBrowsing, STOREFRONT_RATE } from './steady-load.ts';

/** PACKED orders invoiced in one batch, as staff would at the end of a very busy day. */
export const BATCH_INVOICES = 1_000;
/** The batch goes in calls of this many orders, as the orders list sends it. */
const CHUNK = 50;
/** Seconds of storefront load measured before the batch starts. */
const BASELINE_SECONDS = 10;
/** Invoices fetched one after another as PDFs, for the time one takes to render. */
const PDF_SAMPLES = 20;
/** What the catalogue's p99 must stay within while batch work runs (issue 48), on every batch bench. */
export const CATALOGUE_P99_TARGET_MS = 200;

const ADMIN = { email: 'admin@demo.test', password: 'demo-pass-1' };
const CUSTOMER = { email: 'bistro@demo.test', password: 'demo-pass-1' };

export type InvoicingBench = {
  database: string;
  orders: number;
  invoiced: number;
  skipped: number;
  batchSeconds: number;
  invoicesPerSecond: number;
  storefront: {
    rate: number;
    targetP99Ms: number;
    baseline: { p50Ms: number; p99Ms: number };
    duringBatch: { p50Ms: number; p99Ms: number; failed: number };
  };
  pdf: {
    singleP50Ms: number;
    singleMaxMs: number;
    mergedMs: number;
    mergedBytes: number;
    mergedInvoices: number;
  };
};

/**
 * Turns BATCH_INVOICES of the bench's orders into PACKED, uninvoiced ones: the PACKED orders the data already
 * has, topped up with the newest COMPLETED ones, whose invoices are taken away first (the batch gives them new ones,
 * so a PostgreSQL bench database ends as it began: completed and invoiced).
 */
async function preparePackedOrders(databaseUrl: string | undefined, dataDir: string): Promise<void> {
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    const db = database.db;
    const [{ n: packed } = { n: 0 }] = await db
      .select({ n: count() })
      .from(order)
      .where(eq(order.status, 'PACKED'));
    const wanted = Math.max(0, BATCH_INVOICES - packed);
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        create temporary table bench_batch on commit drop as
        select id from "order" where status = 'COMPLETED' order by processing_date desc, id limit ${wanted}`);
      await tx.execute(sql`delete from invoice_revision where invoice_id in
        (select i.id from invoice i join bench_batch b on b.id = i.order_id)`);
      await tx.execute(sql`delete from invoice where order_id in (select id from bench_batch)`);
      await tx.execute(sql`update "order" set status = 'PACKED' where id in (select id from bench_batch)`);
      // Catch weights: most lines pack a little over or under what was ordered.
      await tx.execute(sql`update order_line set packed_weight = round((quantity * (0.95 + random() * 0.1))::numeric, 3)
        where order_id in (select id from "order" where status = 'PACKED') and packed_weight is null`);
      await tx.execute(sql`update settings set gst_number = '123-456-789' where gst_number = ''`);
    });
  } finally {
    await database.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Batch invoicing at BENCH_ORDERS orders: BATCH_INVOICES PACKED orders invoiced through `createInvoices` in calls of
 * CHUNK, one after another as the orders list sends them, while a steady STOREFRONT_RATE a second of signed-in
 * catalogue pages measures whether the shop keeps answering meanwhile; then the PDFs, one at a time and merged.
 */
export async function benchBatchInvoicing(
  database: string,
  databaseUrl: string | undefined,
): Promise<InvoicingBench> {
  const { dataDir } = await prepareBenchOrders(databaseUrl);
  await preparePackedOrders(databaseUrl, dataDir);
  const server = await startServer({ databaseUrl, dataDir });
  try {
    const admin = await signInCookie(server.baseUrl, ADMIN.email, ADMIN.password);
    const customer = await signInCookie(server.baseUrl, CUSTOMER.email, CUSTOMER.password);
    const storefront = catalogueBrowsing(server.baseUrl, customer);
    const baseline = await storefront(BASELINE_SECONDS);

    const ids = await graphql<{ packedOrdersToInvoice: string[] }>(
      server.baseUrl,
      '{ packedOrdersToInvoice }',
      {
        cookie: admin,
      },
    );
    const orderIds = ids.data?.packedOrdersToInvoice ?? [];
    if (orderIds.length < BATCH_INVOICES) {
      throw new Error(
        `expected ${BATCH_INVOICES} packed orders to invoice, found ${orderIds.length}: ${JSON.stringify(ids.errors)}`,
      );
    }
    const stop = new AbortController();
    // Long enough for any batch; stopped as soon as the batch is done.
    const during = storefront(3_600, stop.signal);
    const started = performance.now();
    const invoiceIds: string[] = [];
    let skipped = 0;
    for (let first = 0; first < orderIds.length; first += CHUNK) {
      const result = await graphql<{
        createInvoices: { created: number; skipped: number; invoiceIds: string[] };
      }>(
        server.baseUrl,
        'mutation ($ids: [ID!]!) { createInvoices(orderIds: $ids, sendCustomerEmail: false) { created skipped invoiceIds } }',
        { cookie: admin, variables: { ids: orderIds.slice(first, first + CHUNK) } },
      );
      if (!result.data) throw new Error(`createInvoices failed: ${JSON.stringify(result.errors)}`);
      invoiceIds.push(...result.data.createInvoices.invoiceIds);
      skipped += result.data.createInvoices.skipped;
    }
    const batchSeconds = (performance.now() - started) / 1000;
    stop.abort();
    const load = await during;

    const single: number[] = [];
    for (const id of invoiceIds.slice(0, PDF_SAMPLES)) {
      const at = performance.now();
      const response = await fetch(`${server.baseUrl}/api/invoices/${id}.pdf`, {
        headers: { cookie: admin },
      });
      const bytes = Buffer.from(await response.arrayBuffer());
      if (!response.ok || bytes.subarray(0, 5).toString() !== '%PDF-')
        throw new Error(`invoice PDF answered ${response.status}`);
      single.push(performance.now() - at);
    }
    const mergedAt = performance.now();
    const merged = await fetch(`${server.baseUrl}/api/admin/invoices/print`, {
      method: 'POST',
      headers: { cookie: admin, 'content-type': 'application/json', origin: server.baseUrl },
      body: JSON.stringify({ invoiceIds }),
    });
    const mergedBytes = (await merged.arrayBuffer()).byteLength;
    if (!merged.ok) throw new Error(`merged PDF answered ${merged.status}`);
    const mergedMs = performance.now() - mergedAt;

    return {
      database,
      orders: BENCH_ORDERS,
      invoiced: invoiceIds.length,
      skipped,
      batchSeconds: Number(batchSeconds.toFixed(1)),
      invoicesPerSecond: Math.round(invoiceIds.length / batchSeconds),
      storefront: {
        rate: STOREFRONT_RATE,
        targetP99Ms: CATALOGUE_P99_TARGET_MS,
        baseline: { p50Ms: baseline.p50Ms, p99Ms: baseline.p99Ms },
        duringBatch: { p50Ms: load.p50Ms, p99Ms: load.p99Ms, failed: load.failed },
      },
      pdf: {
        singleP50Ms: Math.round(median(single)),
        singleMaxMs: Math.round(Math.max(...single)),
        mergedMs: Math.round(mergedMs),
        mergedBytes,
        mergedInvoices: invoiceIds.length,
      },
    };
  } catch (error) {
    console.error(`server output (tail):\n${server.output().split('\n').slice(-30).join('\n')}`);
    throw error;
  } finally {
    await server.stop();
    if (!databaseUrl) await rm(dataDir, { recursive: true, force: true });
  }
}

export function invoicingMarkdown(results: InvoicingBench[]): string {
  const lines = [
    `| database | invoiced (of ${BATCH_INVOICES.toLocaleString('en-NZ')} packed) | batch time | invoices/s | storefront p50 / p99 before | during the batch (target p99 ≤ ${CATALOGUE_P99_TARGET_MS} ms) | PDF, one invoice (p50 / max) | merged PDF of the batch |`,
    '|---|--:|--:|--:|--:|--:|--:|--:|',
  ];
  for (const r of results) {
    lines.push(
      `| ${r.database} | ${r.invoiced.toLocaleString('en-NZ')} (${r.skipped} skipped) | ${r.batchSeconds} s | ${r.invoicesPerSecond} | ` +
        `${r.storefront.baseline.p50Ms} / ${r.storefront.baseline.p99Ms} ms | ${r.storefront.duringBatch.p50Ms} / ${r.storefront.duringBatch.p99Ms} ms` +
        `${r.storefront.duringBatch.failed ? ` (${r.storefront.duringBatch.failed} failed)` : ''} | ` +
        `${r.pdf.singleP50Ms} / ${r.pdf.singleMaxMs} ms | ${(r.pdf.mergedMs / 1000).toFixed(1)} s, ${(r.pdf.mergedBytes / 2 ** 20).toFixed(1)} MiB |`,
    );
  }
  return lines.join('\n');
}
