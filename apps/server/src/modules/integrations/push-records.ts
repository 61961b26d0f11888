import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { customer, order, priceLevel, product, recurringOrder } from '../../db/schema.ts';

export type PushRecordKind = 'ORDER' | 'ORDERS' | 'CUSTOMER' | 'PRODUCT' | 'PRICE_LEVEL' | 'STANDING_ORDER';

/** The record a push is about, as staff know it, and where its screen is (null: it has none, or it is gone). */
export type PushRecord = { kind: PushRecordKind; name: string; link: string | null };

/** What a push's subject and payload say about its record: 'kind:id', and a batch's orders. */
export type PushSubject = { subject: string | null; orderIds: unknown };

const GONE = '(deleted)';

/** An order as staff call it: its customer's company and the first five characters of its id. */
export function shortOrderId(id: string): string {
  return id.slice(0, 5).toUpperCase();
}

/**
 * Names the records of many pushes in one query per kind of record. Keyed by subject; a push whose subject
 * names no known kind is left out (the screen says only what it sends).
 */
export async function pushRecords(
  db: Executor,
  pushes: ReadonlyArray<PushSubject>,
): Promise<Map<string, PushRecord>> {
  const ids = new Map<string, Set<string>>();
  for (const { subject } of pushes) {
    const [kind, id] = splitSubject(subject);
    if (!kind || !id) continue;
    ids.set(kind, (ids.get(kind) ?? new Set()).add(id));
  }
  const list = (kind: string) => [...(ids.get(kind) ?? [])];
  const [orders, customers, products, levels, standing] = await Promise.all([
    fetchIf(list('order'), (some) =>
      db
        .select({ id: order.id, company: customer.companyName, snapshot: order.customerSnapshot })
        .from(order)
        .leftJoin(customer, eq(order.customerId, customer.id))
        .where(inArray(order.id, some)),
    ),
    fetchIf(list('customer'), (some) =>
      db
        .select({ id: customer.id, name: customer.companyName, code: customer.code })
        .from(customer)
        .where(inArray(customer.id, some)),
    ),
    fetchIf(list('product'), (some) =>
      db
        .select({ id: product.id, name: product.name, code: product.code })
        .from(product)
        .where(inArray(product.id, some)),
    ),
    fetchIf(list('price_level'), (some) =>
      db
        .select({ id: priceLevel.id, name: priceLevel.name })
        .from(priceLevel)
        .where(inArray(priceLevel.id, some)),
    ),
    fetchIf(list('recurring'), (some) =>
      db
        .select({ id: recurringOrder.id, name: customer.companyName })
        .from(recurringOrder)
        .innerJoin(customer, eq(recurringOrder.customerId, customer.id))
        .where(inArray(recurringOrder.id, some)),
    ),
  ]);
  const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));
  const found = {
    order: byId(orders),
    customer: byId(customers),
    product: byId(products),
    price_level: byId(levels),
    recurring: byId(standing),
  };

  const records = new Map<string, PushRecord>();
  for (const { subject, orderIds } of pushes) {
    const [kind, id] = splitSubject(subject);
    if (!subject || !kind || !id) continue;
    switch (kind) {
      case 'order': {
        const row = found.order.get(id);
        const company = row ? (row.company ?? row.snapshot.companyName) : null;
        records.set(subject, {
          kind: 'ORDER',
          name: row ? `${company} ${shortOrderId(id)}` : `${shortOrderId(id)} ${GONE}`,
          link: row ? `/admin/order/${id}` : null,
        });
        break;
      }
      case 'order-batch': {
        const count = Array.isArray(orderIds) ? orderIds.length : 0;
        records.set(subject, {
          kind: 'ORDERS',
          name: `${count} ${count === 1 ? 'order' : 'orders'}`,
          link: null,
        });
        break;
      }
      case 'customer': {
        const row = found.customer.get(id);
        records.set(subject, {
          kind: 'CUSTOMER',
          name: row?.name ?? GONE,
          link: row ? `/admin/customers?search=${encodeURIComponent(row.code)}` : null,
        });
        break;
      }
      case 'product': {
        const row = found.product.get(id);
        records.set(subject, {
          kind: 'PRODUCT',
          name: row?.name ?? GONE,
          link: row ? `/admin/products?search=${encodeURIComponent(row.code)}` : null,
        });
        break;
      }
      case 'price_level': {
        const row = found.price_level.get(id);
        records.set(subject, {
          kind: 'PRICE_LEVEL',
          name: row?.name ?? GONE,
          link: row ? `/admin/pricelevels?level=${id}` : null,
        });
        break;
      }
      case 'recurring': {
        const row = found.recurring.get(id);
        records.set(subject, {
          kind: 'STANDING_ORDER',
          name: row?.name ?? GONE,
          link: row ? `/admin/scheduled-order/${id}` : null,
        });
        break;
      }
    }
  }
  return records;
}

function splitSubject(subject: string | null): [string | undefined, string | undefined] {
  if (!subject) return [undefined, undefined];
  const at = subject.indexOf(':');
  return at < 0 ? [subject, undefined] : [subject.slice(0, at), subject.slice(at + 1)];
}

async function fetchIf<T>(ids: string[], fetch: (ids: string[]) => Promise<T[]>): Promise<T[]> {
  return ids.length === 0 ? [] : fetch(ids);
}
