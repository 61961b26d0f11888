import { isDateOnly } from '@cleaver/domain/dates';
import { DomainError } from '@cleaver/domain/errors';
import { type Cents, toCents } from '@cleaver/domain/money';
import { shortOrderId } from '@cleaver/domain/status';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  customer,
  deliveryDrop,
  deliveryProof,
  deliveryRunEnd,
  deliveryZone,
  order,
  orderLine,
  user,
} from '../../db/schema.ts';
import { actorName } from '../../db/staff-change.ts';

/** One stop of a run: a delivery order, with what the driver needs and nothing about money. */
export type RunStop = {
  orderId: string;
  shortId: string;
  customerId: string | null;
  companyName: string;
  contactName: string;
  phone: string;
  /** Street address lines, empty ones left out. */
  address: string[];
  /** The order's notes (delivery instructions). */
  notes: string;
  purchaseOrder: string;
  status: string;
  lineCount: number;
  /** Cartons ordered (lines sold by the carton); 0 when none. */
  cartons: number;
  /** When and to whom it was delivered (issue 50); null until then. */
  delivered: { deliveredAt: Date; receivedBy: string } | null;
};

/** A zone's run for a date: its stops in drop order. `zoneId` null: delivery customers in no zone. */
export type Run = {
  zoneId: string | null;
  zoneName: string;
  /** The zone's driver (issue 50); null for no driver and for the customers in no zone. */
  driverName: string | null;
  /** When the driver finished the run; null while it is under way (or never used the driver's page). */
  finishedAt: Date | null;
  stops: RunStop[];
};

/** A line of a docket: what was ordered and, once packed, what went in the van. */
export type DocketLine = {
  productName: string;
  productCode: string;
  unit: string;
  quantity: number;
  packedWeight: number | null;
  notes: string;
  unitPrice: Cents;
};

/** A delivery docket: one order as the driver hands it over. */
export type Docket = RunStop & { processingDate: string; isDelivery: boolean; lines: DocketLine[] };

/** The customer's record as it is now, read beside each order (null when the customer is gone). */
const CURRENT_CUSTOMER = {
  companyName: customer.companyName,
  firstName: customer.firstName,
  lastName: customer.lastName,
  mobile: customer.mobile,
  addr1: customer.addr1,
  addr2: customer.addr2,
  addr3: customer.addr3,
  city: customer.city,
  postalCode: customer.postalCode,
};

/** The name runs without a zone go under. */
export const NO_ZONE = 'No zone';

/**
 * The van's runs (issue 50): for a processing date, each zone's delivery orders in drop order (staff's
 * arrangement, remembered per customer; new customers after, by company), and the dockets printed from them.
 * Cancelled orders and pick-ups are never on a run.
 */
export class RunSheetService {
  constructor(private readonly db: Database) {}

  /** Each zone with delivery orders on `date`, by zone name, with "No zone" last. BAD_INPUT for a bad date. */
  async runs(date: string): Promise<Run[]> {
    if (!isDateOnly(date)) throw new DomainError('BAD_INPUT', 'Choose a date.');
    const rows = await this.db
      .select({
        orderId: order.id,
        customerId: order.customerId,
        snapshot: order.customerSnapshot,
        notes: order.notes,
        purchaseOrder: order.purchaseOrder,
        status: order.status,
        zoneId: deliveryZone.id,
        zoneName: deliveryZone.name,
        position: deliveryDrop.position,
        current: CURRENT_CUSTOMER,
        deliveredAt: deliveryProof.deliveredAt,
        receivedBy: deliveryProof.receivedBy,
        driver: { firstName: user.firstName, lastName: user.lastName, email: user.email },
        finishedAt: deliveryRunEnd.finishedAt,
        lineCount: sql<number>`(select count(*) from order_line l where l.order_id = "order"."id")`,
        cartons: sql<string>`(select coalesce(sum(l.quantity), 0) from order_line l where l.order_id = "order"."id" and l.unit = 'CTN')`,
      })
      .from(order)
      .leftJoin(customer, eq(customer.id, order.customerId))
      .leftJoin(deliveryZone, eq(deliveryZone.id, customer.deliveryZoneId))
      .leftJoin(deliveryDrop, eq(deliveryDrop.customerId, order.customerId))
      .leftJoin(deliveryProof, eq(deliveryProof.orderId, order.id))
      .leftJoin(user, eq(user.id, deliveryZone.driverId))
      .leftJoin(
        deliveryRunEnd,
        and(eq(deliveryRunEnd.zoneId, deliveryZone.id), eq(deliveryRunEnd.runDate, order.processingDate)),
      )
      .where(and(eq(order.processingDate, date), eq(order.isDelivery, true), ne(order.status, 'CANCELLED')));
    const runs = new Map<string, Run & { positions: Map<string, number | null> }>();
    for (const row of rows) {
      const key = row.zoneId ?? '';
      let run = runs.get(key);
      if (!run) {
        run = {
          zoneId: row.zoneId,
          zoneName: row.zoneName ?? NO_ZONE,
          driverName: row.driver ? actorName(row.driver) : null,
          finishedAt: row.finishedAt,
          stops: [],
          positions: new Map(),
        };
        runs.set(key, run);
      }
      run.positions.set(row.orderId, row.position);
      run.stops.push(stopOf(row));
    }
    const ordered = [...runs.values()].sort((a, b) =>
      a.zoneId === null ? 1 : b.zoneId === null ? -1 : a.zoneName.localeCompare(b.zoneName, 'en-NZ'),
    );
    return ordered.map(({ positions, ...run }) => ({
      ...run,
      stops: run.stops.sort((a, b) => {
        const pa = positions.get(a.orderId) ?? Number.MAX_SAFE_INTEGER;
        const pb = positions.get(b.orderId) ?? Number.MAX_SAFE_INTEGER;
        return (
          pa - pb || a.companyName.localeCompare(b.companyName, 'en-NZ') || a.shortId.localeCompare(b.shortId)
        );
      }),
    }));
  }

  /** One zone's run on `date` (null: no zone); NOT_FOUND when it has no delivery orders that day. */
  async run(date: string, zoneId: string | null): Promise<Run> {
    const found = (await this.runs(date)).find((r) => r.zoneId === zoneId);
    if (!found) throw new DomainError('NOT_FOUND', 'No delivery orders for this run.');
    return found;
  }

  /**
   * Remembers a drop order: the customers in the order given, each at its place, for this run and the next ones.
   * Customers not listed keep theirs. BAD_INPUT for a customer listed twice or more than 500.
   */
  async arrange(customerIds: readonly string[]): Promise<void> {
    if (customerIds.length > 500 || new Set(customerIds).size !== customerIds.length) {
      throw new DomainError('BAD_INPUT', 'Each customer may appear once in a run.');
    }
    if (customerIds.length === 0) return;
    await this.db.transaction(async (tx) => {
      const known = await tx
        .select({ id: customer.id })
        .from(customer)
        .where(inArray(customer.id, [...customerIds]));
      const exists = new Set(known.map((k) => k.id));
      const now = new Date();
      const rows = customerIds
        .map((customerId, position) => ({ customerId, position, updatedAt: now }))
        .filter((row) => exists.has(row.customerId));
      if (rows.length === 0) return;
      await tx
        .insert(deliveryDrop)
        .values(rows)
        .onConflictDoUpdate({
          target: deliveryDrop.customerId,
          set: { position: sql`excluded.position`, updatedAt: now },
        });
    });
  }

  /** The dockets of the orders named, in the order named; NOT_FOUND when any is not there. */
  async dockets(orderIds: readonly string[]): Promise<Docket[]> {
    if (orderIds.length === 0) return [];
    const rows = await this.db
      .select({
        orderId: order.id,
        customerId: order.customerId,
        snapshot: order.customerSnapshot,
        notes: order.notes,
        purchaseOrder: order.purchaseOrder,
        status: order.status,
        processingDate: order.processingDate,
        isDelivery: order.isDelivery,
        current: CURRENT_CUSTOMER,
        deliveredAt: deliveryProof.deliveredAt,
        receivedBy: deliveryProof.receivedBy,
      })
      .from(order)
      .leftJoin(customer, eq(customer.id, order.customerId))
      .leftJoin(deliveryProof, eq(deliveryProof.orderId, order.id))
      .where(inArray(order.id, [...orderIds]));
    if (rows.length !== new Set(orderIds).size) throw new DomainError('NOT_FOUND', 'Order not found.');
    const lines = await this.db
      .select({
        orderId: orderLine.orderId,
        productName: orderLine.productName,
        productCode: orderLine.productCode,
        unit: orderLine.unit,
        quantity: orderLine.quantity,
        packedWeight: orderLine.packedWeight,
        notes: orderLine.notes,
        unitPrice: orderLine.unitPrice,
      })
      .from(orderLine)
      .where(inArray(orderLine.orderId, [...orderIds]))
      .orderBy(asc(orderLine.position));
    const byId = new Map(rows.map((row) => [row.orderId, row]));
    return orderIds.map((id) => {
      const row = byId.get(id);
      if (!row) throw new DomainError('NOT_FOUND', 'Order not found.');
      const own = lines.filter((l) => l.orderId === id);
      return {
        ...stopOf({
          ...row,
          lineCount: own.length,
          cartons: String(
            own.filter((l) => l.unit === 'CTN').reduce((sum, l) => sum + Number(l.quantity), 0),
          ),
        }),
        processingDate: row.processingDate,
        isDelivery: row.isDelivery === true,
        lines: own.map((l) => ({
          productName: l.productName,
          productCode: l.productCode,
          unit: l.unit,
          quantity: Number(l.quantity),
          packedWeight: l.packedWeight === null ? null : Number(l.packedWeight),
          notes: l.notes,
          unitPrice: toCents(l.unitPrice),
        })),
      };
    });
  }
}

type StopRow = {
  orderId: string;
  customerId: string | null;
  snapshot: {
    companyName: string;
    firstName: string;
    lastName: string;
    mobile: string;
    address: { addr1: string; addr2: string; addr3: string; city: string; postalCode: string };
  };
  notes: string;
  purchaseOrder: string;
  status: string;
  current: {
    companyName: string;
    firstName: string;
    lastName: string;
    mobile: string;
    addr1: string;
    addr2: string;
    addr3: string;
    city: string;
    postalCode: string;
  } | null;
  lineCount: number | string;
  cartons: number | string;
  deliveredAt: Date | null;
  receivedBy: string | null;
};

/** The address under the stop's name: empty lines left out, and a first line that only repeats the company. */
function streetLines(companyName: string, lines: string[]): string[] {
  const same = (line: string) => line.trim().toLowerCase() === companyName.trim().toLowerCase();
  return lines.filter((line, at) => line.trim() !== '' && !(at === 0 && same(line)));
}

// The customer's record as it is now (they may have moved or changed phone); the order's snapshot when deleted.
function stopOf(row: StopRow): RunStop {
  const who = row.current ?? { ...row.snapshot, ...row.snapshot.address };
  const cityLine = [who.city, who.postalCode].filter((part) => part.trim() !== '').join(' ');
  const companyName = who.companyName || `${who.firstName} ${who.lastName}`.trim();
  return {
    orderId: row.orderId,
    shortId: shortOrderId(row.orderId),
    customerId: row.customerId,
    companyName,
    contactName: `${who.firstName} ${who.lastName}`.trim(),
    phone: who.mobile,
    address: streetLines(companyName, [who.addr1, who.addr2, who.addr3, cityLine]),
    notes: row.notes,
    purchaseOrder: row.purchaseOrder,
    status: row.status,
    lineCount: Number(row.lineCount),
    cartons: Number(row.cartons),
    delivered:
      row.deliveredAt && row.receivedBy !== null
        ? { deliveredAt: row.deliveredAt, receivedBy: row.receivedBy }
        : null,
  };
}
