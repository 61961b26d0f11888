import { addDays, aucklandDateString } from '@cleaver/domain/dates';
import { isWholeUnit, ORDER_GUIDE_HISTORY_DAYS } from '@cleaver/domain/order-guide';
import { toUnit } from '@cleaver/domain/quantity';
import type { orderGuideLine } from '../schema.ts';
import type { Catalogue } from './catalogue.ts';
import type { OrderHistory } from './orders.ts';
import type { SeededCustomer } from './people.ts';

/** How many of bistro's most ordered products the demo gives a par level. */
const PAR_LINES = 12;

/**
 * bistro's order guide as a chef would have set it up: par levels on its twelve most ordered products of the last
 * 90 days, half as much again as the most it ordered of each at once (whole cartons, each and pieces; KG to the
 * half kilogram). Counting what is on hand then fills in the quantities (docs/guide.md, "Order guide").
 */
export function buildOrderGuides(
  customers: readonly SeededCustomer[],
  catalogue: Catalogue,
  history: OrderHistory,
  now: Date,
): Array<typeof orderGuideLine.$inferInsert> {
  const bistro = customers.find((c) => c.demo === 'bistro');
  if (!bistro) return [];
  const since = addDays(aucklandDateString(now), -ORDER_GUIDE_HISTORY_DAYS);
  const bistroOrders = new Set(
    history.orders
      .filter((o) => o.customerId === bistro.id && o.status !== 'CANCELLED' && o.processingDate >= since)
      .map((o) => o.id),
  );
  const ordered = new Map<string, { times: number; most: number }>();
  for (const line of history.lines) {
    if (!line.productId || !bistroOrders.has(line.orderId)) continue;
    const seen = ordered.get(line.productId) ?? { times: 0, most: 0 };
    ordered.set(line.productId, { times: seen.times + 1, most: Math.max(seen.most, Number(line.quantity)) });
  }
  const units = new Map(catalogue.productRows.map((p) => [p.id, toUnit(p.unit) ?? 'EACH']));
  return [...ordered.entries()]
    .sort(([a, x], [b, y]) => y.times - x.times || a.localeCompare(b))
    .slice(0, PAR_LINES)
    .map(([productId, { most }]) => {
      const unit = units.get(productId) ?? 'EACH';
      const par = isWholeUnit(unit) ? Math.ceil(most * 1.5) : Math.ceil(most * 3) / 2;
      return { customerId: bistro.id, productId, parLevel: String(par), createdAt: now, updatedAt: now };
    });
}
