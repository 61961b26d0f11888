import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

type MonthSalesRow = {
  customer_id: string;
  month: string;
  total: string;
  gst: string;
  invoice_count: number;
};

/**
 * Where invoice_month_sales differs from the invoices summed per customer and Auckland month (the plain query it
 * stands for): rows in one and not the other, marked by where they are. Empty when the summary is right.
 */
export async function monthSalesDrift(db: Database): Promise<Array<MonthSalesRow & { side: string }>> {
  const result = (await db.execute(sql`
    with plain as (
      select customer_id, to_char(date_trunc('month', issued_at at time zone 'Pacific/Auckland'), 'YYYY-MM-DD') as month,
        sum(total)::numeric as total, sum(gst)::numeric as gst, count(*)::int as invoice_count
      from invoice where customer_id is not null group by 1, 2),
    kept as (
      select customer_id, to_char(month, 'YYYY-MM-DD') as month, total::numeric, gst::numeric, invoice_count
      from invoice_month_sales)
    (select 'only in the invoices' as side, * from (select * from plain except select * from kept) a)
    union all
    (select 'only in the summary', * from (select * from kept except select * from plain) b)`)) as unknown as {
    rows: Array<MonthSalesRow & { side: string }>;
  };
  return result.rows;
}
