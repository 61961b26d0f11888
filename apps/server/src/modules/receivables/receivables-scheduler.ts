import { aucklandDateString, aucklandParts } from '@cleaver/domain/dates';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customer, receivablesRun, settings } from '../../db/schema.ts';
import type { Actor } from '../../db/staff-change.ts';
import type { Clock } from '../../platform/clock.ts';
import type { CustomerStopService } from '../customers/customer-stop.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { stopOverdueAccounts } from './account-standing.ts';
import type { PaymentReminders } from './reminders.ts';

/**
 * The Auckland hour from which the day's run may start: 06:00 NZ, before the office opens, so reminders are in the
 * customers' mail in the morning and staff find the day's stops when they start.
 */
export const RECEIVABLES_RUN_HOUR = 6;

/** How often a server looks whether the day's run is due. */
export const RECEIVABLES_CHECK_EVERY_MS = 60_000;

/** The bell's notices of the run are written under this name. */
export const RECEIVABLES_RUN_ACTOR: Actor = { firstName: 'Daily', lastName: 'receivables run', email: '' };

/** What one day's run did; `error` when a part failed (the rest still ran). */
export type ReceivablesRunSummary = {
  day: string;
  /** The companies put on stop, as "Company (CODE)". */
  stopped: string[];
  /** Customers sent an overdue reminder. */
  reminded: number;
  error: string | null;
};

export type ReceivablesSchedulerDeps = {
  db: Database;
  customerStop: Pick<CustomerStopService, 'setOnStop'>;
  reminders: Pick<PaymentReminders, 'send'>;
  notifications: Pick<NotificationsService, 'write' | 'publish'>;
  /** Woken when reminders were queued, so their mails go at once. */
  outbox: { wake(): void };
  /** The business clock. */
  clock: Clock;
  logError: (error: unknown, message: string) => void;
  checkEveryMs?: number;
};

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The daily receivables run: once a day, from RECEIVABLES_RUN_HOUR Auckland time, it puts on stop the accounts whose
 * oldest overdue amount has passed Settings' `stopAfterOverdueDays` and sends the overdue reminders of
 * `reminderAfterDays` (each only when set). Every server checks each minute; the first to insert the day's
 * receivables_run row runs it, so it runs once across servers. A failure is recorded on the row, logged and told in
 * the bell; the next day runs again.
 */
export class ReceivablesScheduler {
  private timer: NodeJS.Timeout | null = null;
  private current: Promise<unknown> | null = null;

  constructor(private readonly deps: ReceivablesSchedulerDeps) {}

  start(): void {
    if (this.timer) return;
    const tick = () => {
      if (!this.current) {
        this.current = this.runIfDue()
          .catch((error: unknown) => this.deps.logError(error, 'receivables run: check failed'))
          .finally(() => {
            this.current = null;
          });
      }
      this.timer = setTimeout(tick, this.deps.checkEveryMs ?? RECEIVABLES_CHECK_EVERY_MS);
      this.timer.unref();
    };
    tick();
  }

  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.current;
  }

  /** Today's run once its hour has come; null before it, or when a server has run it already. */
  async runIfDue(now: Date = this.deps.clock()): Promise<ReceivablesRunSummary | null> {
    if (aucklandParts(now).hour < RECEIVABLES_RUN_HOUR) return null;
    return this.run(now);
  }

  /**
   * The run of `now`'s Auckland day, whatever the hour, unless a server has claimed that day already (null then).
   * Never throws for a failure of the stops or the reminders: the summary and the day's row carry it.
   */
  async run(now: Date = this.deps.clock()): Promise<ReceivablesRunSummary | null> {
    const day = aucklandDateString(now);
    const [claimed] = await this.deps.db
      .insert(receivablesRun)
      .values({ day, startedAt: now })
      .onConflictDoNothing()
      .returning({ day: receivablesRun.day });
    if (!claimed) return null;
    const summary: ReceivablesRunSummary = { day, stopped: [], reminded: 0, error: null };
    const errors: string[] = [];
    let stopAfterDays: number | null = null;
    try {
      const [row] = await this.deps.db
        .select({ afterDays: settings.stopAfterOverdueDays })
        .from(settings)
        .limit(1);
      stopAfterDays = row?.afterDays ?? null;
      const ids = await stopOverdueAccounts({
        db: this.deps.db,
        customerStop: this.deps.customerStop,
        today: day,
      });
      summary.stopped = await this.named(ids);
    } catch (error) {
      this.deps.logError(error, 'receivables run: the automatic stop failed');
      errors.push(`The automatic stop failed: ${messageOf(error)}`);
    }
    try {
      summary.reminded = await this.deps.reminders.send(day);
      if (summary.reminded > 0) this.deps.outbox.wake();
    } catch (error) {
      this.deps.logError(error, 'receivables run: the reminders failed');
      errors.push(`The overdue reminders failed: ${messageOf(error)}`);
    }
    summary.error = errors.length > 0 ? errors.join(' ') : null;
    try {
      await this.deps.db
        .update(receivablesRun)
        .set({
          finishedAt: this.deps.clock(),
          stopped: summary.stopped.length,
          reminded: summary.reminded,
          error: summary.error,
        })
        .where(eq(receivablesRun.day, day));
      await this.tell(summary, stopAfterDays);
    } catch (error) {
      this.deps.logError(error, 'receivables run: recording the run failed');
    }
    return summary;
  }

  private async named(ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await this.deps.db
      .select({ companyName: customer.companyName, code: customer.code })
      .from(customer)
      .where(inArray(customer.id, [...ids]));
    return rows
      .map((row) => (row.companyName ? `${row.companyName} (${row.code})` : row.code))
      .sort((a, b) => a.localeCompare(b));
  }

  /** One notice in the bell when the run put accounts on stop, or failed. */
  private async tell(summary: ReceivablesRunSummary, stopAfterDays: number | null): Promise<void> {
    const parts: string[] = [];
    if (summary.stopped.length > 0) {
      parts.push(
        `Put on stop, oldest overdue amount more than ${stopAfterDays ?? '?'} days past due: ` +
          `${summary.stopped.join(', ')}.`,
      );
    }
    if (summary.error) parts.push(summary.error);
    if (parts.length === 0) return;
    if (summary.reminded > 0) {
      parts.push(
        `Overdue reminders sent to ${summary.reminded} customer${summary.reminded === 1 ? '' : 's'}.`,
      );
    }
    const notice = await this.deps.notifications.write(this.deps.db, RECEIVABLES_RUN_ACTOR, {
      message: parts.join(' '),
    });
    this.deps.notifications.publish(notice, RECEIVABLES_RUN_ACTOR);
  }
}
