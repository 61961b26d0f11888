import type { Clock } from '../../platform/clock.ts';
import type { CutoffReminders } from './cutoff-reminders.service.ts';

/** How often a server looks for cutoff reminders due: a reminder goes within a minute of its time. */
export const CUTOFF_REMINDER_CHECK_EVERY_MS = 60_000;

export type CutoffReminderSchedulerDeps = {
  reminders: Pick<CutoffReminders, 'sendDue'>;
  /** Woken when reminders were queued, so their mails go at once. */
  outbox: { wake(): void };
  /** The business clock. */
  clock: Clock;
  logError: (error: unknown, message: string) => void;
  checkEveryMs?: number;
};

/**
 * Every server looks each minute for the cutoff reminders due and sends them; the reminders' own unique row per
 * customer and processing date makes each go once across servers (CutoffReminders.sendDue).
 */
export class CutoffReminderScheduler {
  private timer: NodeJS.Timeout | null = null;
  private current: Promise<unknown> | null = null;

  constructor(private readonly deps: CutoffReminderSchedulerDeps) {}

  start(): void {
    if (this.timer) return;
    const tick = () => {
      if (!this.current) {
        this.current = this.run()
          .catch((error: unknown) => this.deps.logError(error, 'cutoff reminders: the check failed'))
          .finally(() => {
            this.current = null;
          });
      }
      this.timer = setTimeout(tick, this.deps.checkEveryMs ?? CUTOFF_REMINDER_CHECK_EVERY_MS);
      this.timer.unref();
    };
    tick();
  }

  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.current;
  }

  /** Sends the reminders due at the business clock's now; answers how many were queued. */
  async run(now: Date = this.deps.clock()): Promise<number> {
    const queued = await this.deps.reminders.sendDue(now);
    if (queued > 0) this.deps.outbox.wake();
    return queued;
  }
}
