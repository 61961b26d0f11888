import { packingDay } from '@cleaver/domain/cutoff';
import { type Cents, sumCents, toCents } from '@cleaver/domain/money';
import type { OrderStatus } from '@cleaver/domain/status';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { staffOrderTotals } from '../orders/order-admin-list.service.ts';
import { PACKING_STATUSES, type PackingDeps } from '../packing/packing.service.ts';
import { rowsOf } from './dashboard-sql.ts';

/** The work waiting for the packing floor today, as the dashboard's card shows it. */
export type DashboardWork = {
  /**
   * `YYYY-MM-DD`: the day the packing floor works on now (`packingDay`): today when the shop processes today, at
   * any hour (after the cutoff new orders go to the next day, but today's are still waiting); on a Sunday or a
   * closed day, the next processing day.
   */
  processingDate: string;
  pending: number;
  packed: number;
  /** The PENDING and PACKED orders' totals, GST included, by the domain rules (an estimate until packed). */
  estimateTotal: Cents;
};

type WorkLineRow = {
  order_id: string;
  status: string;
  is_delivery: boolean | null;
  freight: string;
  cutting: string;
  quantity: string | null;
  packed_weight: string | null;
  unit_price: string | null;
};

/**
 * The open orders (PENDING and PACKED) of the packing floor's day and what they come to. Totals are not
 * stored, so they are worked out from the day's lines with the same rules as the orders list: a day's
 * open orders are a few hundred rows at most.
 */
export async function todaysWork(
  db: Database,
  deps: Pick<PackingDeps, 'settings' | 'now'>,
): Promise<DashboardWork> {
  const [closed, settings] = await Promise.all([deps.settings.closedDayLookup(), deps.settings.variables()]);
  const processingDate = packingDay(deps.now(), closed);
  const statuses = sql.join(
    PACKING_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  const rows = await rowsOf<WorkLineRow>(
    db,
    sql`select o.id as order_id, o.status, o.is_delivery, o.freight::text as freight, o.cutting::text as cutting,
        l.quantity::text as quantity, l.packed_weight::text as packed_weight, l.unit_price::text as unit_price
      from "order" o left join order_line l on l.order_id = o.id
      where o.processing_date = ${processingDate}::date and o.status in (${statuses})`,
  );
  const orders = new Map<string, { head: WorkLineRow; lines: WorkLineRow[] }>();
  for (const row of rows) {
    const known = orders.get(row.order_id);
    if (!known) orders.set(row.order_id, { head: row, lines: row.quantity === null ? [] : [row] });
    else known.lines.push(row);
  }
  const totals = [...orders.values()].map(({ head, lines }) => {
    const status = head.status as OrderStatus;
    return staffOrderTotals(
      {
        status,
        isDelivery: head.is_delivery,
        freight: toCents(head.freight),
        cutting: toCents(head.cutting),
      },
      lines.map((l) => ({
        quantity: Number(l.quantity),
        packedWeight: l.packed_weight === null ? null : Number(l.packed_weight),
        unitPrice: toCents(l.unit_price ?? '0'),
      })),
      settings,
    ).total;
  });
  const heads = [...orders.values()].map((o) => o.head.status);
  return {
    processingDate,
    pending: heads.filter((s) => s === 'PENDING').length,
    packed: heads.filter((s) => s === 'PACKED').length,
    estimateTotal: sumCents(totals),
  };
}
