import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

type MonthSalesRow = {
  customer_id: string;
  month: string;
  total: string;
  gst: string;
  invoice_count: number;
  note_count: number;
};

/**
 * Where invoice_month_sales differs from the invoices and the credit and debit notes (a credit's amounts negative)
 * summed per customer and Auckland month (the plain query it stands for): rows in one and not the other, marked by
 * where they are. Empty when the summary is right.
 */
export async function monthSalesDrift(db: Database): Promise<Array<MonthSalesRow & { side: string }>> {
  const result = (await db.execute(sql`
    with plain as (
      select customer_id, to_char(date_trunc('month', issued_at at time zone 'Pacific/Auckland'), 'YYYY-MM-DD') as month,
        sum(total)::numeric as total, sum(gst)::numeric as gst, sum(invoices)::int as invoice_count,
        sum(notes)::int as note_count
      from (
        select customer_id, issued_at, total, gst, 1 as invoices, 0 as notes from invoice
        union all
        select customer_id, issued_at, case when kind = 'CREDIT' then -total else total end,
          case when kind = 'CREDIT' then -gst else gst end, 0, 1 from correction_note) d
      where customer_id is not null group by 1, 2),
    kept as (
      select customer_id, to_char(month, 'YYYY-MM-DD') as month, total::numeric, gst::numeric, invoice_count,
        note_count
      from invoice_month_sales)
    (select 'only in the invoices' as side, * from (select * from plain except select * from kept) a)
    union all
    (select 'only in the summary', * from (select * from kept except select * from plain) b)`)) as unknown as {
    rows: Array<MonthSalesRow & { side: string }>;
  };
  return result.rows;
}
