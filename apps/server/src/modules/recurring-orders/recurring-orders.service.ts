import { aucklandDateString } from '@cleaver/domain/dates';
import { DomainError } from '@cleaver/domain/errors';
import { cents, toDecimalString } from '@cleaver/domain/money';
import { frequencyText, NEXT_RUNS_SHOWN, type RecurringFilter, startMark } from '@cleaver/domain/recurring';
import {
  type ParsedRecurringOrder,
  type RecurringOrderInput,
  recurringOrderSchema,
} from '@cleaver/domain/schemas';
import { eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { customer, outbox, product, recurringOrder, recurringOrderLine } from '../../db/schema.ts';
import { type Actor, actorName, type StaffChange } from '../../db/staff-change.ts';
import {
  type ScheduledOrderTopic,
  scheduledOrderEntry,
} from '../../integrations/production/scheduled-order-handlers.ts';
import type { Clock } from '../../platform/clock.ts';
import type { ChangeAction, EventBus } from '../../platform/events.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import {
  type MyRecurringOrderView,
  type RecurringOrderPageView,
  type RecurringOrderView,
  type RunCalendar,
  readCustomersRecurringOrders,
  readLines,
  readRecurringOrder,
  readRecurringOrderPage,
  recurringOrderView,
} from './recurring-order-views.ts';

/** Most standing orders one page of the back-office list may hold. */
export const RECURRING_ORDERS_PAGE_MAX = 100;
/** Runs a customer sees of each standing order in My Account. */
export const MY_RUNS_SHOWN = 3;

const CUSTOMER_GONE = 'This customer could not be found.';

export type RecurringOrdersDeps = {
  db: Database;
  events: EventBus;
  changes: StaffChange;
  settings: Pick<SettingsService, 'closedDayLookup' | 'variables'>;
  /** The business clock: today, and the scheduler's mark on creating and re-activating. */
  clock: Clock;
  /** True when the production system is the HTTP adapter: changes are pushed to it through the outbox. */
  production: boolean;
  outbox: { wake(): void };
};

/** Reads the input with the spec's texts for no products, no days and no delivery method. */
function parseRecurringOrder(input: RecurringOrderInput): ParsedRecurringOrder {
  const parsed = recurringOrderSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const [field] = issue?.path ?? [];
  if (field === 'lines' && issue?.path.length === 1 && issue.code === 'too_small')
    throw new DomainError('RECURRING_ORDER_EMPTY');
  if (field === 'selectedDays' && issue?.path.length === 1 && issue.code === 'custom')
    throw new DomainError('RECURRING_DAYS_REQUIRED');
  if (field === 'isDelivery') throw new DomainError('DELIVERY_METHOD_REQUIRED');
  throw new DomainError('BAD_INPUT', issue?.message);
}

type Saved = { id: string; company: string; action: ChangeAction };

/**
 * Standing orders: staff set, change, stop, start and delete them (each with its notice, pushed to an
 * external production system through the outbox, announced live once committed); staff list and read them
 * with their coming runs; customers read their own active ones. The scheduler that turns them into orders
 * reads the same rows.
 */
export class RecurringOrdersService {
  constructor(private readonly deps: RecurringOrdersDeps) {}

  /**
   * Sets a standing order. Its mark is the day before the first day the cutoff rule allows: yesterday before the
   * cutoff, so today's order comes at once when today is due; today or later after it, on a Sunday or a closed day.
   */
  async create(actor: Actor, input: RecurringOrderInput): Promise<RecurringOrderView> {
    const parsed = parseRecurringOrder(input);
    const mark = await this.startMark();
    const saved = await this.deps.changes.run(actor, async (tx) => {
      const company = await this.customerName(tx, parsed.customerId, null);
      await this.checkProducts(tx, parsed, new Set());
      const now = this.deps.clock();
      const [row] = await tx
        .insert(recurringOrder)
        .values({
          ...columnsOf(parsed),
          lastGeneratedDate: mark,
          version: 1,
          updatedByName: actorName(actor),
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: recurringOrder.id });
      const id = row!.id;
      await tx
        .insert(recurringOrderLine)
        .values(parsed.lines.map((l, position) => lineColumns(id, l, position, now)));
      await this.queue(tx, 'production.scheduledOrder.create', id);
      return {
        result: { id, company, action: 'ADDED' as const },
        notice: { message: `Recurring order for ${company} set (${frequencyText(parsed)})` },
      };
    });
    return this.committed(saved);
  }

  /**
   * Changes a standing order. The mark stays (days already dealt with are not made again), unless the change
   * starts a stopped one: then it is set as for a new one.
   */
  async update(
    actor: Actor,
    id: string,
    version: number,
    input: RecurringOrderInput,
  ): Promise<RecurringOrderView> {
    const parsed = parseRecurringOrder(input);
    const mark = await this.startMark();
    const saved = await this.deps.changes.run(actor, async (tx) => {
      const current = await this.locked(tx, id, version);
      const company = await this.customerName(tx, parsed.customerId, current.customerId);
      const before = await tx
        .select({ id: recurringOrderLine.id, productId: recurringOrderLine.productId })
        .from(recurringOrderLine)
        .where(eq(recurringOrderLine.recurringOrderId, id));
      const kept = new Map(before.map((l) => [l.productId, l.id]));
      await this.checkProducts(tx, parsed, new Set(kept.keys()));
      const now = this.deps.clock();
      const starts = parsed.isActive && !current.isActive;
      await tx
        .update(recurringOrder)
        .set({
          ...columnsOf(parsed),
          ...(starts ? { lastGeneratedDate: mark } : {}),
          version: current.version + 1,
          updatedByName: actorName(actor),
          updatedAt: now,
        })
        .where(eq(recurringOrder.id, id));
      const wanted = new Set(parsed.lines.map((l) => l.productId));
      const removed = before.filter((l) => !wanted.has(l.productId)).map((l) => l.id);
      if (removed.length > 0)
        await tx.delete(recurringOrderLine).where(inArray(recurringOrderLine.id, removed));
      for (const [position, line] of parsed.lines.entries()) {
        const lineId = kept.get(line.productId);
        if (lineId === undefined) {
          await tx.insert(recurringOrderLine).values(lineColumns(id, line, position, now));
          continue;
        }
        await tx
          .update(recurringOrderLine)
          .set({ quantity: String(line.quantity), notes: line.notes, position, updatedAt: now })
          .where(eq(recurringOrderLine.id, lineId));
      }
      await this.queue(tx, 'production.scheduledOrder.create', id);
      return {
        result: { id, company, action: 'UPDATED' as const },
        notice: { message: `Recurring order for ${company} updated (${frequencyText(parsed)})` },
      };
    });
    return this.committed(saved);
  }

  /**
   * Stops or starts a standing order; starting sets its mark as for a new one (no back-fill of the stopped days, and
   * no order for a day the cutoff has closed).
   */
  async setActive(actor: Actor, id: string, version: number, isActive: boolean): Promise<RecurringOrderView> {
    const mark = await this.startMark();
    const saved = await this.deps.changes.run(actor, async (tx) => {
      const current = await this.locked(tx, id, version);
      const company = await this.companyOf(tx, current.customerId);
      const unchanged = current.isActive === isActive;
      await tx
        .update(recurringOrder)
        .set({
          isActive,
          ...(isActive && !current.isActive ? { lastGeneratedDate: mark } : {}),
          version: current.version + 1,
          updatedByName: actorName(actor),
          updatedAt: this.deps.clock(),
        })
        .where(eq(recurringOrder.id, id));
      if (!unchanged)
        await this.queue(
          tx,
          isActive ? 'production.scheduledOrder.create' : 'production.scheduledOrder.stop',
          id,
        );
      return {
        result: { id, company, action: 'UPDATED' as const },
        notice: { message: `Recurring order for ${company} ${isActive ? 'started' : 'stopped'}` },
      };
    });
    return this.committed(saved);
  }

  /** Deletes a standing order and its lines; the orders it already made stay. */
  async delete(actor: Actor, id: string, version: number): Promise<void> {
    const saved = await this.deps.changes.run(actor, async (tx) => {
      const current = await this.locked(tx, id, version);
      const company = await this.companyOf(tx, current.customerId);
      await tx.delete(recurringOrder).where(eq(recurringOrder.id, id));
      await this.queue(tx, 'production.scheduledOrder.delete', id);
      return {
        result: { id, company, action: 'DELETED' as const },
        notice: { message: `Recurring order for ${company} deleted` },
      };
    });
    this.announce(saved);
  }

  /** One standing order with its lines and next five runs; null when there is none. */
  async get(id: string): Promise<RecurringOrderView | null> {
    const [row, lines, calendar] = await Promise.all([
      readRecurringOrder(this.deps.db, id),
      readLines(this.deps.db, [id]),
      this.calendar(),
    ]);
    if (!row) return null;
    return recurringOrderView(row, lines.get(id) ?? [], calendar, NEXT_RUNS_SHOWN);
  }

  /**
   * A page of standing orders by company (then id): all or one frequency, `search` in the company
   * (case-insensitive, anywhere in it). One statement with its count; a page past the end counts on its own.
   */
  async list(input: {
    filter: RecurringFilter;
    search?: string | null;
    offset: number;
    limit: number;
  }): Promise<RecurringOrderPageView> {
    const { offset, limit } = input;
    if (!Number.isInteger(offset) || offset < 0)
      throw new DomainError('BAD_INPUT', 'offset must be 0 or more.');
    if (!Number.isInteger(limit) || limit < 1 || limit > RECURRING_ORDERS_PAGE_MAX) {
      throw new DomainError(
        'BAD_INPUT',
        `limit must be a whole number from 1 to ${RECURRING_ORDERS_PAGE_MAX}.`,
      );
    }
    return readRecurringOrderPage(this.deps.db, input, await this.calendar());
  }

  /** The customer's own active standing orders with their next three runs. */
  async mine(customerId: string): Promise<MyRecurringOrderView[]> {
    return readCustomersRecurringOrders(this.deps.db, customerId, await this.calendar(), MY_RUNS_SHOWN);
  }

  private today(): string {
    return aucklandDateString(this.deps.clock());
  }

  /** The mark of a standing order set or started now (the domain's `startMark`: the cutoff rule of every order). */
  private async startMark(): Promise<string> {
    const [closed, { cutoffHour }] = await Promise.all([
      this.deps.settings.closedDayLookup(),
      this.deps.settings.variables(),
    ]);
    return startMark(this.deps.clock(), cutoffHour, closed);
  }

  private async calendar(): Promise<RunCalendar> {
    return { today: this.today(), closed: await this.deps.settings.closedDayLookup() };
  }

  /**
   * The standing order read at `version`, locked until the transaction ends; RECURRING_ORDER_NOT_FOUND when there
   * is none, RECURRING_ORDER_STALE when someone saved it since (nothing is changed).
   */
  private async locked(tx: Transaction, id: string, version: number) {
    const [current] = await tx.select().from(recurringOrder).where(eq(recurringOrder.id, id)).for('update');
    if (!current) throw new DomainError('RECURRING_ORDER_NOT_FOUND');
    if (current.version !== version) throw new DomainError('RECURRING_ORDER_STALE');
    return current;
  }

  /**
   * The company of the customer a standing order is for. An archived customer (deleted by staff) cannot be
   * given one; a standing order already theirs can still be saved.
   */
  private async customerName(tx: Transaction, customerId: string, currentId: string | null): Promise<string> {
    const [found] = await tx
      .select({ companyName: customer.companyName, archivedAt: customer.archivedAt })
      .from(customer)
      .where(eq(customer.id, customerId));
    if (!found || (found.archivedAt !== null && customerId !== currentId))
      throw new DomainError('BAD_INPUT', CUSTOMER_GONE);
    return found.companyName;
  }

  private async companyOf(tx: Transaction, customerId: string): Promise<string> {
    const [found] = await tx
      .select({ companyName: customer.companyName })
      .from(customer)
      .where(eq(customer.id, customerId));
    return found?.companyName ?? 'an unknown customer';
  }

  /**
   * Products may be added while enabled and not archived (out of stock is fine: it may be back by the due
   * day). Lines already on the standing order stay whatever became of their product.
   */
  private async checkProducts(
    tx: Transaction,
    parsed: ParsedRecurringOrder,
    alreadyOn: ReadonlySet<string>,
  ): Promise<void> {
    const added = parsed.lines.map((l) => l.productId).filter((productId) => !alreadyOn.has(productId));
    if (added.length === 0) return;
    const found = await tx
      .select({
        id: product.id,
        name: product.name,
        isEnabled: product.isEnabled,
        archivedAt: product.archivedAt,
      })
      .from(product)
      .where(inArray(product.id, added));
    const byId = new Map(found.map((p) => [p.id, p]));
    for (const productId of added) {
      const p = byId.get(productId);
      if (!p?.isEnabled || p.archivedAt !== null) {
        throw new DomainError('PRODUCT_UNAVAILABLE', `${p?.name ?? 'A product'} is no longer available.`);
      }
    }
  }

  /** The push to an external production system, with the change; nothing with the built-in one. */
  private async queue(tx: Transaction, topic: ScheduledOrderTopic, id: string): Promise<void> {
    if (this.deps.production) await tx.insert(outbox).values(scheduledOrderEntry(topic, id));
  }

  private announce(saved: Saved): void {
    this.deps.events.publish('recurringOrder', { action: saved.action, recurringOrderId: saved.id });
    if (this.deps.production) this.deps.outbox.wake();
  }

  private async committed(saved: Saved): Promise<RecurringOrderView> {
    this.announce(saved);
    const view = await this.get(saved.id);
    if (!view) throw new DomainError('RECURRING_ORDER_NOT_FOUND');
    return view;
  }
}

function columnsOf(parsed: ParsedRecurringOrder) {
  return {
    customerId: parsed.customerId,
    isActive: parsed.isActive,
    frequency: parsed.frequency,
    startingDate: parsed.startingDate,
    // Daily runs on every open day: days chosen before switching to Daily mean nothing.
    selectedDays: parsed.frequency === 'DAILY' ? [] : parsed.selectedDays,
    isDelivery: parsed.isDelivery,
    // A pick-up carries no freight.
    freight: parsed.isDelivery && parsed.freight !== null ? toDecimalString(cents(parsed.freight)) : null,
    cutting: toDecimalString(cents(parsed.cutting)),
    notes: parsed.notes,
  };
}

function lineColumns(
  recurringOrderId: string,
  line: ParsedRecurringOrder['lines'][number],
  position: number,
  now: Date,
) {
  return {
    recurringOrderId,
    productId: line.productId,
    quantity: String(line.quantity),
    notes: line.notes,
    position,
    createdAt: now,
    updatedAt: now,
  };
}
