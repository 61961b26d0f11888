import { packedWeightsFarOffMessage, staffOrderTooLargeMessage } from '@cleaver/domain/admin-messages';
import { packingDay } from '@cleaver/domain/cutoff';
import { isDateOnly } from '@cleaver/domain/dates';
import { DomainError } from '@cleaver/domain/errors';
import { toCents } from '@cleaver/domain/money';
import { changeSummary, type OrderChangeItem } from '@cleaver/domain/order-changes';
import {
  farOffLines,
  isFarOff,
  OTHER_GROUP,
  packedWeightChange,
  packedWeightProblem,
} from '@cleaver/domain/packing';
import { toUnit, type Unit } from '@cleaver/domain/quantity';
import { type OrderStatus, shortOrderId } from '@cleaver/domain/status';
import { isWithinOrderLimit, orderTotals } from '@cleaver/domain/totals';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { customer, order, orderLine, product } from '../../db/schema.ts';
import { actorName, type StaffChange } from '../../db/staff-change.ts';
import type { EventBus } from '../../platform/events.ts';
import type { Viewer } from '../auth/viewer.ts';
import { recordOrderProgress } from '../orders/order-progress.ts';
import type { SettingsService } from '../settings/settings.service.ts';

/** A line as the packing board shows it. */
export type PackingLine = {
  id: string;
  productName: string;
  productCode: string;
  unit: Unit;
  productGroup: string;
  quantity: number;
  packedWeight: number | null;
  notes: string;
  farOff: boolean;
};

/** An order as the packing board shows it. */
export type PackingOrder = {
  id: string;
  shortId: string;
  version: number;
  /** null when the customer record is gone (as the orders list shows it). */
  companyName: string | null;
  isDelivery: boolean | null;
  purchaseOrder: string;
  notes: string;
  status: OrderStatus;
  lines: PackingLine[];
};

export type PackingBoard = { processingDate: string; orders: PackingOrder[] };

export type PackedWeightResult = { line: PackingLine; orderId: string; version: number };

/** The statuses the packing board and the pick list show: the work still to pack or invoice. */
export const PACKING_STATUSES: readonly OrderStatus[] = ['PENDING', 'PACKED'];

/** The statuses whose packed weights may still change; an invoiced or cancelled order is closed. */
const OPEN_STATUSES: readonly string[] = PACKING_STATUSES;

export type PackingDeps = {
  db: Database;
  events: EventBus;
  changes: StaffChange;
  settings: Pick<SettingsService, 'variables' | 'closedDayLookup'>;
  /** The business clock. */
  now: () => Date;
};

/**
 * The date asked for, or the packing floor's day when none is: today whenever the shop processes today, at any
 * hour (at 6 a.m., after the cutoff, the work is still today's), else the next processing day past closed days.
 * BAD_INPUT for anything but a real `YYYY-MM-DD` date.
 */
export async function askedOrPackingDay(
  asked: string | null,
  deps: Pick<PackingDeps, 'settings' | 'now'>,
): Promise<string> {
  if (asked !== null) {
    if (!isDateOnly(asked))
      throw new DomainError('BAD_INPUT', 'The processing date must be a date (YYYY-MM-DD).');
    return asked;
  }
  return packingDay(deps.now(), await deps.settings.closedDayLookup());
}

type OrderRow = typeof order.$inferSelect;
type LineRow = typeof orderLine.$inferSelect;

const weightOf = (value: string | null): number | null => (value === null ? null : Number(value));

function packingLine(row: LineRow, group: string | null): PackingLine {
  const quantity = Number(row.quantity);
  const packedWeight = weightOf(row.packedWeight);
  return {
    id: row.id,
    productName: row.productName,
    productCode: row.productCode,
    unit: toUnit(row.unit) ?? 'EACH',
    productGroup: group ?? OTHER_GROUP,
    quantity,
    packedWeight,
    notes: row.notes,
    farOff: isFarOff(quantity, packedWeight),
  };
}

/**
 * The built-in production system: the packing board where staff type each line's packed (catch) weight and
 * mark orders PACKED. Every save raises the order's version under a row lock, so an order screen open on it
 * is refused (ORDER_STALE) rather than overwriting a weight, and writes the order's history.
 */
export class PackingService {
  constructor(private readonly deps: PackingDeps) {}

  /** The PENDING and PACKED orders of a processing date (default the next one), by company. */
  async board(asked: string | null): Promise<PackingBoard> {
    const date = await askedOrPackingDay(asked, this.deps);
    const where = and(eq(order.processingDate, date), inArray(order.status, [...PACKING_STATUSES]));
    const [orders, lines] = await Promise.all([
      this.orderRows().where(where),
      this.deps.db
        .select({ line: orderLine, group: product.productGroup })
        .from(orderLine)
        .innerJoin(order, eq(order.id, orderLine.orderId))
        .leftJoin(product, eq(product.id, orderLine.productId))
        .where(where)
        .orderBy(asc(orderLine.orderId), asc(orderLine.position)),
    ]);
    const byOrder = new Map<string, (typeof lines)[number][]>();
    for (const l of lines) {
      const list = byOrder.get(l.line.orderId);
      if (list) list.push(l);
      else byOrder.set(l.line.orderId, [l]);
    }
    const views = orders.map((o) => packingOrder(o, byOrder.get(o.row.id) ?? []));
    views.sort(
      (a, b) =>
        a.sortName.localeCompare(b.sortName, 'en-NZ', { sensitivity: 'base' }) ||
        a.view.shortId.localeCompare(b.view.shortId),
    );
    return { processingDate: date, orders: views.map((v) => v.view) };
  }

  /**
   * Saves one line's packed weight (null clears it): 0 to 99,999.999 with at most 3 decimals, else BAD_INPUT.
   * PACKING_CLOSED once the order is COMPLETED or CANCELLED. No notice: one per line would flood the bell.
   */
  async setPackedWeight(actor: Viewer, lineId: string, weight: number | null): Promise<PackedWeightResult> {
    if (weight !== null) {
      const problem = packedWeightProblem(weight);
      if (problem) throw new DomainError('BAD_INPUT', problem);
    }
    const packed = weight === null ? null : Math.round(weight * 1000) / 1000;
    const now = this.deps.now();
    const name = actorName(actor);
    const saved = await this.deps.db.transaction(async (tx) => {
      const [found] = await tx
        .select({ orderId: orderLine.orderId })
        .from(orderLine)
        .where(eq(orderLine.id, lineId));
      if (!found) throw new DomainError('NOT_FOUND', 'This order line could not be found.');
      const current = await this.lockedOpen(tx, found.orderId);
      const [row] = await tx
        .select({ line: orderLine, group: product.productGroup })
        .from(orderLine)
        .leftJoin(product, eq(product.id, orderLine.productId))
        .where(eq(orderLine.id, lineId));
      // Gone between the two reads: a staff save removed it before the lock was ours.
      if (!row) throw new DomainError('NOT_FOUND', 'This order line could not be found.');
      if (weightOf(row.line.packedWeight) === packed) {
        return {
          line: packingLine(row.line, row.group),
          orderId: current.id,
          version: current.version,
          customerId: null,
          changed: false,
        };
      }
      const item = packedWeightChange(
        packingLine(row.line, row.group),
        weightOf(row.line.packedWeight),
        packed,
      );
      const changes = item ? [item] : [];
      const packedText = packed === null ? null : packed.toFixed(3);
      const version = await recordOrderProgress(tx, current, {
        actor: { userId: actor.userId, name },
        at: now,
        weights: new Map([[lineId, packed]]),
        summary: changeSummary(changes),
        changes,
      });
      return {
        line: packingLine({ ...row.line, packedWeight: packedText }, row.group),
        orderId: current.id,
        version,
        customerId: current.customerId,
        changed: true,
      };
    });
    if (saved.changed) this.publish(saved.orderId, saved.customerId, saved.version, name);
    return { line: saved.line, orderId: saved.orderId, version: saved.version };
  }

  /**
   * Marks an order PACKED: lines without a packed weight are packed as ordered. One notice, a history entry,
   * the order's version raised. PACKING_CLOSED once the order is COMPLETED or CANCELLED; PACKED_WEIGHTS_FAR_OFF,
   * naming the lines, while a line is packed more than 20 % off what was ordered and staff have not confirmed it
   * (`farOffConfirmed`); STAFF_ORDER_TOO_LARGE when the packed order would come to more than an order may.
   */
  async markPacked(
    actor: Viewer,
    orderId: string,
    options: { farOffConfirmed: boolean } = { farOffConfirmed: false },
  ): Promise<PackingOrder> {
    const now = this.deps.now();
    const name = actorName(actor);
    // Read before the transaction: on PGlite a read through the pool inside it would wait for it forever.
    const settings = await this.deps.settings.variables();
    const saved = await this.deps.changes.run(actor, async (tx) => {
      const current = await this.lockedOpen(tx, orderId);
      const lines = await tx
        .select()
        .from(orderLine)
        .where(eq(orderLine.orderId, orderId))
        .orderBy(asc(orderLine.position));
      const packedLines = lines.map((l) => ({
        productName: l.productName,
        unit: toUnit(l.unit) ?? 'EACH',
        quantity: Number(l.quantity),
        packedWeight: weightOf(l.packedWeight) ?? Number(l.quantity),
        unitPrice: toCents(l.unitPrice),
      }));
      const farOff = farOffLines(packedLines);
      if (farOff.length > 0 && !options.farOffConfirmed) {
        throw new DomainError('PACKED_WEIGHTS_FAR_OFF', packedWeightsFarOffMessage(farOff), {
          details: { lines: farOff.join('\n') },
        });
      }
      const totals = orderTotals({
        lines: packedLines,
        basis: 'packed',
        isDelivery: current.isDelivery,
        freightCharge: settings.freightCharge,
        freeFreightThreshold: settings.freeFreightThreshold,
        freightOverride: toCents(current.freight),
        cutting: toCents(current.cutting),
      });
      if (!isWithinOrderLimit(totals)) {
        throw new DomainError('STAFF_ORDER_TOO_LARGE', staffOrderTooLargeMessage(totals.total));
      }
      const changes: OrderChangeItem[] = [
        ...(current.status === 'PACKED'
          ? []
          : [{ field: 'Status', before: current.status, after: 'PACKED' }]),
        ...lines.flatMap((l) => {
          const was = weightOf(l.packedWeight);
          const item = packedWeightChange(packingLine(l, null), was, was ?? Number(l.quantity));
          return item ? [item] : [];
        }),
      ];
      const version = await recordOrderProgress(tx, current, {
        actor: { userId: actor.userId, name },
        at: now,
        weights: 'unweighed-as-ordered',
        status: 'PACKED',
        summary: changes.length === 0 ? 'Packed' : changeSummary(changes),
        changes,
      });
      const company = current.customerSnapshot.companyName;
      return {
        result: { customerId: current.customerId, version },
        notice: { message: `Order ${shortOrderId(orderId)} packed for ${company}`, orderId },
      };
    });
    this.publish(orderId, saved.customerId, saved.version, name);
    const view = await this.order(orderId);
    if (!view) throw new DomainError('ORDER_NOT_FOUND');
    return view;
  }

  /** One order as the packing board shows it, whatever its status; null when there is none. */
  async order(orderId: string): Promise<PackingOrder | null> {
    const [[found], lines] = await Promise.all([
      this.orderRows().where(eq(order.id, orderId)),
      this.deps.db
        .select({ line: orderLine, group: product.productGroup })
        .from(orderLine)
        .leftJoin(product, eq(product.id, orderLine.productId))
        .where(eq(orderLine.orderId, orderId))
        .orderBy(asc(orderLine.position)),
    ]);
    return found ? packingOrder(found, lines).view : null;
  }

  private orderRows() {
    return this.deps.db
      .select({
        row: order,
        customerExists: sql<boolean>`(${customer.id} is not null and ${customer.archivedAt} is null)`,
      })
      .from(order)
      .leftJoin(customer, eq(customer.id, order.customerId))
      .$dynamic();
  }

  /** The order locked until the transaction ends; PACKING_CLOSED once invoiced or cancelled. */
  private async lockedOpen(tx: Transaction, orderId: string): Promise<OrderRow> {
    const [current] = await tx.select().from(order).where(eq(order.id, orderId)).for('update');
    if (!current) throw new DomainError('ORDER_NOT_FOUND');
    if (!OPEN_STATUSES.includes(current.status)) throw new DomainError('PACKING_CLOSED');
    return current;
  }

  /** Tells open lists, boards, order screens and the customer's My Orders, once committed. */
  private publish(orderId: string, customerId: string | null, version: number, name: string): void {
    this.deps.events.publish('order', { action: 'UPDATED', orderId, customerId, version, actorName: name });
  }
}

function packingOrder(
  o: { row: OrderRow; customerExists: boolean },
  lines: readonly { line: LineRow; group: string | null }[],
): { view: PackingOrder; sortName: string } {
  const { row } = o;
  return {
    sortName: row.customerSnapshot.companyName,
    view: {
      id: row.id,
      shortId: shortOrderId(row.id),
      version: row.version,
      companyName: o.customerExists ? row.customerSnapshot.companyName : null,
      isDelivery: row.isDelivery,
      purchaseOrder: row.purchaseOrder,
      notes: row.notes,
      status: row.status as OrderStatus,
      lines: lines.map((l) => packingLine(l.line, l.group)),
    },
  };
}
