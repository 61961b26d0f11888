import { type Cents, toCents } from '@cleaver/domain/money';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/**
 * Sales: GST exclusive (total − GST) and inclusive (total), in cents, net of credit notes and with debit notes, and
 * how many invoices.
 */
export type SalesAmount = { exGst: Cents; incGst: Cents; invoiceCount: number };

/**
 * The sums of a {@link SalesAmount} over the sales documents (`i`, from {@link salesIssuedWithin}) a query keeps or
 * groups, added up in the database: summed before subtracting (numeric arithmetic per row is what costs); `n`
 * counts invoices, not notes.
 */
export const SALES_COLUMNS = sql`coalesce(sum(i.total) - sum(i.gst), 0)::text as ex_gst,
  coalesce(sum(i.total), 0)::text as inc_gst, coalesce(sum(i.n), 0)::int as invoice_count`;

/**
 * The sales documents issued in a span, as one source (alias it `i`): each invoice, and each credit or debit note
 * on its own date with its amounts in its direction (a credit note's negative; decision 026), with
 * `issued_at, customer_id, order_id, buyer_name, total, gst, n` (n: 1 for an invoice, 0 for a note). `only`
 * narrows both sides (written on `i`). Each side is a range scan of its issued_at index.
 */
export function salesIssuedWithin(span: { start: Date; end: Date }, only: SQL = sql``): SQL {
  return sql`(select i.issued_at, i.customer_id, i.order_id, i.content->'buyer'->>'companyName' as buyer_name,
      i.total, i.gst, 1 as n
    from invoice i where ${issuedWithin(span)} ${only}
    union all
    select i.issued_at, i.customer_id, i.order_id, i.content->'buyer'->>'companyName',
      case when i.kind = 'CREDIT' then -i.total else i.total end,
      case when i.kind = 'CREDIT' then -i.gst else i.gst end, 0
    from correction_note i where ${issuedWithin(span)} ${only})`;
}

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

/** Documents (`i`) issued from `start` (included) to `end` (excluded): a range the index on issued_at answers. */
export function issuedWithin(span: { start: Date; end: Date }): SQL {
  return sql`i.issued_at >= ${instant(span.start)} and i.issued_at < ${instant(span.end)}`;
}

/** Rows of a plain SQL query; both drivers answer with `rows`. */
export async function rowsOf<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
