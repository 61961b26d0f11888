import {
  addDays,
  aucklandDateString,
  aucklandParts,
  formatDateOnly,
  weekdayName,
} from '@cleaver/domain/dates';
import type { ClosedDayLookup } from '@cleaver/domain/holidays';
import { formatNZD, toCents } from '@cleaver/domain/money';
import { unavailableShortReason } from '@cleaver/domain/product-availability';
import {
  firstDayMovedOnto,
  firstDueDay,
  type RecurringPlan,
  type RecurringRun,
  runsBetween,
} from '@cleaver/domain/recurring';
import { type CreatedOrderNote, runSummaryText } from '@cleaver/domain/recurring-summary';
import type { ParsedStaffOrder } from '@cleaver/domain/schemas';
import { REFUSAL_SKIP_REASONS } from '@cleaver/domain/stop-supply';
import { and, asc, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database, Transaction } from '../../db/client.ts';
import {
  customer,
  deliveryZone,
  order,
  product,
  recurringOrder,
  recurringOrderLine,
} from '../../db/schema.ts';
import { actorName } from '../../db/staff-change.ts';
import type { OrderSync } from '../../integrations/order-sync.ts';
import { batchPace } from '../../platform/batch-pace.ts';
import type { Clock } from '../../platform/clock.ts';
import type { EventBus } from '../../platform/events.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import {
  newStaffLine,
  type OrderAuthor,
  type OrderDraft,
  type OrderSettings,
  type OrderWriter,
  type WrittenOrder,
} from '../orders/order-writer.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { standingDays } from './recurring-order-views.ts';
import { type LiveRun, RecurringRuns } from './recurring-runs.ts';

/** The system actor the scheduler writes orders and notices under. */
export const RECURRING_ACTOR: OrderAuthor = {
  firstName: 'Recurring',
  lastName: 'orders',
  email: '',
  userId: null,
};

/** How often the scheduler looks for due standing orders (and at once after Auckland's midnight). */
export const SCHEDULER_INTERVAL_MS = 60_000;

export type SkippedRun = { company: string; date: string; reason: string };
export type FailedStandingOrder = { recurringOrderId: string; company: string; reason: string };
export type CreatedOrder = CreatedOrderNote & {
  orderId: string;
  recurringOrderId: string;
  company: string;
};

/** What one run did: the orders it created, the due days it skipped and why, the standing orders that failed. */
export type RunSummary = {
  /** The Auckland date the run worked up to. */
  today: string;
  created: number;
  orders: CreatedOrder[];
  skipped: SkippedRun[];
  failed: FailedStandingOrder[];
  /** True when the run was stopped (server closing, or `kill`) before it went through every due standing order. */
  interrupted: boolean;
};

export type RunOptions = {
  /** Stops the run between standing orders (the server is closing); what is committed stays. */
  signal?: AbortSignal;
  /**
   * A test seam: called inside each standing order's transaction after its orders are written, before its mark
   * moves. Throwing rolls that standing order back as an unexpected failure would.
   */
  beforeCommit?: (recurringOrderId: string) => void | Promise<void>;
  /**
   * A test seam standing for the process being killed: once aborted, the run stops between standing orders and
   * writes nothing more (no summary; its row stays), and its lock goes as a dead process's would.
   */
  kill?: AbortSignal;
};

export type RecurringSchedulerDeps = {
  db: Database;
  /** PostgreSQL's pool (none on PGlite): a run holds one connection, and in it the lock saying it is alive. */
  pool?: pg.Pool;
  settings: Pick<SettingsService, 'variables' | 'closedDayLookup'>;
  notifications: Pick<NotificationsService, 'write' | 'publish'>;
  orders: Pick<OrderWriter, 'writeOrder' | 'buyerIn' | 'announce'>;
  outbox: { wake(): void };
  orderSync: Pick<OrderSync, 'committed'>;
  /** Tells staff's open recurring orders list and editors that the run moved standing orders on. */
  events: Pick<EventBus, 'publish'>;
  /** The business clock. */
  clock: Clock;
  logError: (error: unknown, message: string) => void;
  /**
   * Standing orders handled at once: 1 on PGlite (one connection), a few on PostgreSQL, leaving the pool's other
   * connections to the shop.
   */
  concurrency?: number;
};

/** What one standing order's transaction did. */
type Outcome = { orders: WrittenOrder[]; created: CreatedOrder[]; skipped: SkippedRun[] };

function dayText(date: string): string {
  return `${weekdayName(date)} ${formatDateOnly(date)}`;
}

/** What staff read of a failure: a DomainError's message is already the user's text. */
function failureText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

type LeftOff = CreatedOrderNote['leftOff'][number];

/**
 * 'Order AB12C created for Bistro Ltd from its standing order (Monday 29/03/2027); moved to Tuesday 30/03/2027:
 * Easter Monday; left off: Lamb Rack (out of stock)'. Deliveries closed days put on one day are said to be one
 * order: '…; one order for the deliveries of Saturday 25/12/2027 and Monday 27/12/2027'.
 */
function orderNotice(
  shortId: string,
  company: string,
  run: RecurringRun,
  leftOff: readonly LeftOff[],
): string {
  let text = `Order ${shortId} created for ${company} from its standing order (${dayText(run.dueDate)})`;
  if (run.processingDate !== run.dueDate) {
    text += `; moved to ${dayText(run.processingDate)}: ${run.movedPast.map((d) => d.name).join(', ')}`;
  }
  if (run.combined.length > 0) {
    const days = [run.dueDate, ...run.combined].map(dayText);
    text += `; one order for the deliveries of ${days.slice(0, -1).join(', ')} and ${days.at(-1)}`;
  }
  if (leftOff.length > 0) text += `; left off: ${leftOff.map((p) => `${p.name} (${p.why})`).join(', ')}`;
  return text;
}

/**
 * Creates the standing orders' orders, each exactly once. A run takes the Auckland date of the clock as today and
 * handles every active standing order whose mark (`last_generated_date`) is before it, each in its own transaction
 * holding its row (`SELECT … FOR UPDATE`): it re-reads the mark, creates an order for each due day after it up to
 * today (through the order service staff use, priced at the customer's level now), skips what cannot be created and
 * says why, and moves the mark to today. The unique (standing order, due day) key and the lock make two servers on
 * one database, or a restart mid-run, create each order once. One standing order's failure rolls back only its own
 * transaction; its mark stays, so the next run tries again. A run that moved marks says so once at its end (the
 * `recurringOrder` event, no id), so staff's open list and editors show the next runs from then.
 */
export class RecurringScheduler {
  private current: Promise<RunSummary> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopping: AbortController | null = null;
  /** Failures already told to staff today (standing order → Auckland date), so a minute's retry does not repeat them. */
  private readonly reported = new Map<string, string>();
  private readonly runs: RecurringRuns;

  constructor(private readonly deps: RecurringSchedulerDeps) {
    this.runs = new RecurringRuns({
      db: deps.db,
      pool: deps.pool,
      notifications: deps.notifications,
      actor: RECURRING_ACTOR,
      logError: deps.logError,
    });
  }

  /** Runs once now and then every minute, and at once after Auckland's midnight, until `stop`. */
  start(): void {
    if (this.timer || this.stopping) return;
    this.stopping = new AbortController();
    const tick = () => {
      this.tick();
      this.timer = setTimeout(tick, this.nextDelay());
      this.timer.unref();
    };
    tick();
  }

  /** Stops the timer and any run under way (between standing orders), and waits for it. */
  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.stopping?.abort();
    this.stopping = null;
    await this.current?.catch(() => undefined);
  }

  /** A timer's run: skipped while one is under way (the next tick comes within a minute). */
  private tick(): void {
    if (this.current) return;
    const signal = this.stopping?.signal;
    this.run({ signal }).catch((error: unknown) => this.deps.logError(error, 'recurring orders: run failed'));
  }

  /** Until the next tick: a minute, or just past Auckland's next midnight when that comes sooner. */
  private nextDelay(): number {
    const now = this.deps.clock();
    // Midnight is never inside a daylight-saving change in New Zealand (they happen at 2 and 3 am), and its
    // offsets are whole hours, so the seconds are UTC's.
    const { hour, minute } = aucklandParts(now);
    const sinceMidnight = (hour * 3600 + minute * 60 + now.getUTCSeconds()) * 1000 + now.getUTCMilliseconds();
    const untilMidnight = 86_400_000 - sinceMidnight + 1_000;
    return Math.max(1_000, Math.min(SCHEDULER_INTERVAL_MS, untilMidnight));
  }

  /**
   * One run, after any run under way in this process has finished (runs never overlap here; other processes are
   * kept apart by the row locks). Answers what it did.
   */
  run(options: RunOptions = {}): Promise<RunSummary> {
    const previous = this.current ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(() => this.runOnce(options));
    this.current = next;
    const clear = () => {
      if (this.current === next) this.current = null;
    };
    next.then(clear, clear);
    return next;
  }

  private async runOnce(options: RunOptions): Promise<RunSummary> {
    const startedAt = this.deps.clock();
    const today = aucklandDateString(startedAt);
    const summary: RunSummary = {
      today,
      created: 0,
      orders: [],
      skipped: [],
      failed: [],
      interrupted: false,
    };
    // A run cut short earlier (its server killed) is told first, whether or not this one finds anything due.
    const interrupted = await this.runs.reportInterrupted();
    const due = await this.deps.db
      .select({ id: recurringOrder.id, company: customer.companyName })
      .from(recurringOrder)
      .innerJoin(customer, eq(customer.id, recurringOrder.customerId))
      .where(
        and(
          eq(recurringOrder.isActive, true),
          or(isNull(recurringOrder.lastGeneratedDate), lt(recurringOrder.lastGeneratedDate, today)),
        ),
      )
      .orderBy(asc(customer.companyName), asc(recurringOrder.id));
    if (due.length === 0) return summary;
    const live = await this.runs.begin(startedAt);
    try {
      const newFailures = await this.createDue(live, due, summary, options);
      if (options.kill?.aborted) return summary;
      const worthTelling =
        summary.created > 0 || summary.skipped.length > 0 || newFailures.length > 0 || interrupted.length > 0;
      const notice = await live.finish(async (tx) =>
        worthTelling
          ? this.deps.notifications.write(tx, RECURRING_ACTOR, {
              message: runSummaryText({
                orders: summary.orders,
                skipped: summary.skipped,
                failed: newFailures,
                interrupted,
              }),
            })
          : null,
      );
      if (notice) this.deps.notifications.publish(notice, RECURRING_ACTOR);
      return summary;
    } finally {
      // Without `finish` (a failure, or `kill`) the run's row stays with its lock free: the next run reports it.
      await live.release();
    }
  }

  /** The due standing orders, a few at once, into `summary`; answers the failures not yet told to staff today. */
  private async createDue(
    live: LiveRun,
    due: ReadonlyArray<{ id: string; company: string }>,
    summary: RunSummary,
    options: RunOptions,
  ): Promise<FailedStandingOrder[]> {
    const { today } = summary;
    const [closed, settings] = await Promise.all([
      this.deps.settings.closedDayLookup(),
      this.deps.settings.variables(),
    ]);
    let created = false;
    let movedOn = false;
    const newFailures: FailedStandingOrder[] = [];
    const queue = [...due];
    const pace = batchPace();
    const worker = async () => {
      for (let standing = queue.shift(); standing; standing = queue.shift()) {
        if (options.signal?.aborted || options.kill?.aborted) {
          summary.interrupted = true;
          return;
        }
        // Lets the requests waiting meanwhile in between: on PGlite each query resolves without ever reaching the
        // event loop, so a run of 2,000 transactions would otherwise keep the shop waiting until it ends (030).
        await pace();
        try {
          const outcome = await this.deps.db.transaction((tx) =>
            this.handle(tx, live, standing.id, today, closed, settings, options),
          );
          this.reported.delete(standing.id);
          if (!outcome) continue;
          movedOn = true;
          for (const written of outcome.orders)
            this.deps.orders.announce(written, actorName(RECURRING_ACTOR));
          created ||= outcome.orders.length > 0;
          summary.orders.push(...outcome.created);
          summary.skipped.push(...outcome.skipped);
        } catch (error) {
          const failure = {
            recurringOrderId: standing.id,
            company: standing.company,
            reason: failureText(error),
          };
          summary.failed.push(failure);
          if (this.reported.get(standing.id) !== today) {
            this.reported.set(standing.id, today);
            newFailures.push(failure);
            this.deps.logError(error, `recurring orders: the standing order of ${standing.company} failed`);
          }
        }
      }
    };
    const workers = Math.max(1, Math.min(this.deps.concurrency ?? 1, due.length));
    await Promise.all(Array.from({ length: workers }, worker));
    summary.created = summary.orders.length;
    if (options.kill?.aborted) return newFailures;
    if (created) {
      this.deps.outbox.wake();
      this.deps.orderSync.committed();
    }
    // One event for the run, not one a standing order: an open list reads its page again once, not 2,000 times.
    if (movedOn) this.deps.events.publish('recurringOrder', { action: 'UPDATED', recurringOrderId: null });
    return newFailures;
  }

  /**
   * One standing order, in its transaction: its due days after the mark up to today, then the mark moved to today.
   * Null when there was nothing to do: stopped or deleted since, or dealt with by another server.
   */
  private async handle(
    tx: Transaction,
    live: LiveRun,
    id: string,
    today: string,
    closed: ClosedDayLookup,
    settings: OrderSettings,
    options: RunOptions,
  ): Promise<Outcome | null> {
    const [row] = await tx
      .select({
        customerId: recurringOrder.customerId,
        isActive: recurringOrder.isActive,
        frequency: recurringOrder.frequency,
        startingDate: recurringOrder.startingDate,
        selectedDays: recurringOrder.selectedDays,
        isDelivery: recurringOrder.isDelivery,
        freight: recurringOrder.freight,
        cutting: recurringOrder.cutting,
        notes: recurringOrder.notes,
        mark: recurringOrder.lastGeneratedDate,
        createdAt: recurringOrder.createdAt,
        company: customer.companyName,
        customerActive: customer.isActive,
        customerArchivedAt: customer.archivedAt,
        zone: { name: deliveryZone.name, weekdays: deliveryZone.weekdays },
      })
      .from(recurringOrder)
      .innerJoin(customer, eq(customer.id, recurringOrder.customerId))
      .leftJoin(deliveryZone, eq(deliveryZone.id, customer.deliveryZoneId))
      .where(eq(recurringOrder.id, id))
      .for('update', { of: recurringOrder });
    // Stopped or deleted since the list was read, or another server has dealt with today already.
    if (!row?.isActive || (row.mark !== null && row.mark >= today)) return null;
    const plan: RecurringPlan = {
      frequency: row.frequency as RecurringPlan['frequency'],
      startingDate: row.startingDate,
      selectedDays: row.selectedDays,
    };
    // A delivery to a zone goes on the van's days: the days it does not go move it on, as closed days do.
    const days = standingDays(row.isDelivery, row.zone, closed);
    // No mark (set before marks were kept): from the first day the cutoff rule allowed when it was set.
    const firstDay = firstDueDay(row.createdAt, settings.cutoffHour, days);
    const from =
      row.mark !== null ? addDays(row.mark, 1) : row.startingDate > firstDay ? row.startingDate : firstDay;
    const runs = runsBetween(plan, from, today, days);
    const outcome: Outcome = { orders: [], created: [], skipped: [] };
    const skip = (run: RecurringRun, reason: string) =>
      outcome.skipped.push({ company: row.company, date: run.dueDate, reason });
    const customerOff =
      row.customerArchivedAt !== null ? 'customer deleted' : !row.customerActive ? 'customer disabled' : null;
    const lines = runs.length > 0 && !customerOff ? await this.linesOf(tx, id) : [];
    const buyer =
      lines.length > 0
        ? await this.deps.orders.buyerIn(
            tx,
            row.customerId,
            lines.map((l) => l.productId),
          )
        : null;
    for (const run of runs) {
      // Its delivery's order is made already: nothing is missed, skipped or made twice.
      if (await this.madeOnEarlierDay(tx, id, run, days)) continue;
      if (run.processingDate < today) {
        skip(run, `missed (the server was not running on ${dayText(run.dueDate)})`);
        continue;
      }
      if (customerOff) {
        skip(run, customerOff);
        continue;
      }
      const leftOff: LeftOff[] = [];
      const available = lines.filter((line) => {
        const found = buyer?.products.get(line.productId);
        const why = !found?.isEnabled
          ? 'unavailable'
          : !found.inStock
            ? 'out of stock'
            : unavailableShortReason(found.availability, run.processingDate, today);
        if (why) leftOff.push({ name: found?.name ?? line.productName, why });
        return why === null;
      });
      if (!buyer || available.length === 0) {
        skip(
          run,
          `no products available (${leftOff.map((p) => `${p.name}: ${p.why}`).join(', ') || 'none set'})`,
        );
        continue;
      }
      const draft: OrderDraft = {
        customerId: row.customerId,
        processingDate: run.processingDate,
        status: 'PENDING',
        isDelivery: row.isDelivery,
        line: buyer.snapshot.customerLevel as ParsedStaffOrder['line'],
        freight: row.freight === null ? null : toCents(row.freight),
        cutting: toCents(row.cutting),
        purchaseOrder: '',
        notes: row.notes,
        lines: available.map((l) => ({
          productId: l.productId,
          quantity: l.quantity,
          notes: l.notes,
          unitPriceOverride: null,
        })),
      };
      const written = await this.deps.orders.writeOrder(tx, RECURRING_ACTOR, {
        draft,
        buyer,
        lines: draft.lines.map((l) => newStaffLine(buyer.products, l)),
        settings,
        sendCustomerEmail: true,
        recurring: { recurringOrderId: id, dueDate: run.dueDate },
        notice: (shortId, company) => orderNotice(shortId, company, run, leftOff),
      });
      // Null: that day's order exists already (written by a run whose mark did not stick); nothing to do.
      if (!written) continue;
      // The customer is on stop, or the order would take them over their credit limit: named in the summary.
      if ('refused' in written) {
        skip(run, REFUSAL_SKIP_REASONS[written.refused.kind]);
        continue;
      }
      // A delivery under the customer's zone's minimum: named with the figures.
      if ('underMinimum' in written) {
        const { zone, minimum, subTotal } = written.underMinimum;
        skip(
          run,
          `under ${zone}’s minimum order (${formatNZD(minimum)} excl. GST; this order ${formatNZD(subTotal)})`,
        );
        continue;
      }
      outcome.orders.push(written);
      outcome.created.push({
        orderId: written.id,
        recurringOrderId: id,
        company: row.company,
        dueDate: run.dueDate,
        processingDate: run.processingDate,
        movedPast: run.movedPast.map((d) => d.name),
        leftOff,
      });
    }
    await live.created(tx, row.company, outcome.orders.length);
    await options.beforeCommit?.(id);
    await tx
      .update(recurringOrder)
      // The mark is the scheduler's: moving it is no edit, so the stamp staff see stays.
      .set({ lastGeneratedDate: today, updatedAt: sql`${recurringOrder.updatedAt}` })
      .where(eq(recurringOrder.id, id));
    return outcome;
  }

  /**
   * True when a run before this one made this delivery's order on an earlier due day whose delivery closed days
   * moved on to the same processing date: that order stands for this day too. The unique (standing order, due day)
   * key cannot see it, its due day being another. Read from the orders themselves, so it holds when the plan
   * changed between the two days, and when staff cancelled that order (the delivery stays cancelled).
   */
  private async madeOnEarlierDay(
    tx: Transaction,
    id: string,
    run: RecurringRun,
    closed: ClosedDayLookup,
  ): Promise<boolean> {
    const first = firstDayMovedOnto(run.processingDate, closed);
    if (first >= run.dueDate) return false;
    const [made] = await tx
      .select({ id: order.id })
      .from(order)
      .where(
        and(
          eq(order.recurringOrderId, id),
          gte(order.recurringDueDate, first),
          lt(order.recurringDueDate, run.dueDate),
        ),
      )
      .limit(1);
    return made !== undefined;
  }

  /** The standing order's lines in order, with the product names for the notices. */
  private linesOf(tx: Transaction, id: string) {
    return tx
      .select({
        productId: recurringOrderLine.productId,
        productName: product.name,
        quantity: sql<number>`${recurringOrderLine.quantity}::float8`,
        notes: recurringOrderLine.notes,
      })
      .from(recurringOrderLine)
      .innerJoin(product, eq(product.id, recurringOrderLine.productId))
      .where(eq(recurringOrderLine.recurringOrderId, id))
      .orderBy(asc(recurringOrderLine.position), asc(recurringOrderLine.id));
  }
}
