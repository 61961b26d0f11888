import { type Cents, toCents } from '@cleaver/domain/money';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/** Invoiced amounts: GST exclusive (total − GST) and inclusive (total), in cents, and how many invoices. */
export type SalesAmount = { exGst: Cents; incGst: Cents; invoiceCount: number };

/**
 * The sums of a {@link SalesAmount} over the invoices (`i`) a query keeps or groups, added up in the database.
 * Only columns the issued_at index holds (so no row is read), summed before subtracting (numeric arithmetic per
 * row is what costs), and counted by one of them, not `*`, so that an outer join finding no invoice counts 0.
 */
export const SALES_COLUMNS = sql`coalesce(sum(i.total) - sum(i.gst), 0)::text as ex_gst,
  coalesce(sum(i.total), 0)::text as inc_gst, count(i.issued_at)::int as invoice_count`;

export type SalesRow = { ex_gst: string; inc_gst: string; invoice_count: number | string };

/** A row's {@link SALES_COLUMNS} as cents. */
export function salesAmount(row: SalesRow | undefined): SalesAmount {
  return {
    exGst: toCents(row?.ex_gst ?? '0'),
    incGst: toCents(row?.inc_gst ?? '0'),
    invoiceCount: Number(row?.invoice_count ?? 0),
  };
}

/** An instant as a SQL timestamptz (both drivers take the ISO text). */
export function instant(at: Date): SQL {
  return sql`${at.toISOString()}::timestamptz`;
}

/**
 * Invoices (`i`) issued from `start` (included) to `end` (excluded): a range the index on issued_at answers,
 * reading the amounts from the index alone.
 */
export function issuedWithin(span: { start: Date; end: Date }): SQL {
  return sql`i.issued_at >= ${instant(span.start)} and i.issued_at < ${instant(span.end)}`;
}

/** Rows of a plain SQL query; both drivers answer with `rows`. */
export async function rowsOf<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
