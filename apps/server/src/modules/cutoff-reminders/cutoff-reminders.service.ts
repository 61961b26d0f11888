import {
  type CutoffReminderPreference,
  cutoffReminderDue,
  cutoffReminderPreferenceSchema,
  DEFAULT_CUTOFF_REMINDER,
} from '@cleaver/domain/cutoff-reminder';
import { zoneCutoffHour } from '@cleaver/domain/delivery-zones';
import { DomainError } from '@cleaver/domain/errors';
import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  customer,
  cutoffReminderPreference,
  cutoffReminderSent,
  deliveryZone,
  order,
  outbox,
} from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import type { SettingsService } from '../settings/settings.service.ts';

/** The outbox topic of cutoff reminder mails: the mail goes out after the reminder is recorded. */
export const CUTOFF_REMINDER_MAIL_TOPIC = 'mail.cutoff-reminder';

/** What the outbox entry of a reminder carries to its mail. */
export type CutoffReminderMailPayload = { sentId: string; cutoffHour: number };

/** A reminder as staff see it in the customer's view. */
export type CutoffReminderSentView = {
  id: string;
  processingDate: string;
  sentAt: Date;
  toEmail: string;
  hoursBefore: number;
};

export type CutoffRemindersDeps = {
  db: Database;
  settings: Pick<SettingsService, 'variables' | 'closedDayLookup'>;
  /** The business clock. */
  clock: Clock;
};

/**
 * Cutoff reminders (issue 49): a customer's choice of a mail N hours before the cutoff on the weekdays they chose,
 * and the sending of the reminders due, each once per customer and processing date (the unique row of
 * cutoff_reminder_sent, inserted in the transaction that queues the mail), however many servers look.
 */
export class CutoffReminders {
  constructor(private readonly deps: CutoffRemindersDeps) {}

  /** The customer's choice; off, 6 hours, Mon–Sat when they never chose. */
  async preferenceOf(customerId: string): Promise<CutoffReminderPreference> {
    const [row] = await this.deps.db
      .select({
        enabled: cutoffReminderPreference.enabled,
        hoursBefore: cutoffReminderPreference.hoursBefore,
        weekdays: cutoffReminderPreference.weekdays,
      })
      .from(cutoffReminderPreference)
      .where(eq(cutoffReminderPreference.customerId, customerId));
    return row ?? DEFAULT_CUTOFF_REMINDER;
  }

  /** Saves the customer's choice; BAD_INPUT with the reason (and nothing changed) for hours or days out of range. */
  async setPreference(
    customerId: string,
    input: CutoffReminderPreference,
  ): Promise<CutoffReminderPreference> {
    const parsed = cutoffReminderPreferenceSchema.safeParse(input);
    if (!parsed.success) throw new DomainError('BAD_INPUT', parsed.error.issues[0]?.message);
    const choice = parsed.data;
    await this.deps.db
      .insert(cutoffReminderPreference)
      .values({ customerId, ...choice })
      .onConflictDoUpdate({
        target: cutoffReminderPreference.customerId,
        set: { ...choice, updatedAt: new Date() },
      });
    return choice;
  }

  /** The reminders sent to a customer, newest first (staff); NOT_FOUND for an unknown customer. */
  async sentTo(customerId: string): Promise<CutoffReminderSentView[]> {
    const [holder] = await this.deps.db
      .select({ id: customer.id })
      .from(customer)
      .where(eq(customer.id, customerId));
    if (!holder) throw new DomainError('NOT_FOUND');
    return this.deps.db
      .select({
        id: cutoffReminderSent.id,
        processingDate: cutoffReminderSent.processingDate,
        sentAt: cutoffReminderSent.sentAt,
        toEmail: cutoffReminderSent.toEmail,
        hoursBefore: cutoffReminderSent.hoursBefore,
      })
      .from(cutoffReminderSent)
      .where(eq(cutoffReminderSent.customerId, customerId))
      .orderBy(desc(cutoffReminderSent.sentAt))
      .limit(60);
  }

  /**
   * Records and queues every reminder due at `now` (the business clock's by default): of active, unarchived
   * customers with an email address whose choice makes one due, and who have no order (other than a cancelled one)
   * for that processing date yet. Answers how many were queued. Safe on several servers at once: the first to insert
   * a customer's row for the date sends it; the others insert nothing and send nothing.
   */
  async sendDue(now: Date = this.deps.clock()): Promise<number> {
    const [{ cutoffHour }, closed] = await Promise.all([
      this.deps.settings.variables(),
      this.deps.settings.closedDayLookup(),
    ]);
    const choices = await this.deps.db
      .select({
        customerId: cutoffReminderPreference.customerId,
        enabled: cutoffReminderPreference.enabled,
        hoursBefore: cutoffReminderPreference.hoursBefore,
        weekdays: cutoffReminderPreference.weekdays,
        email: customer.email,
        zoneWeekdays: deliveryZone.weekdays,
        zoneCutoffHour: deliveryZone.cutoffHour,
      })
      .from(cutoffReminderPreference)
      .innerJoin(customer, eq(customer.id, cutoffReminderPreference.customerId))
      .leftJoin(deliveryZone, eq(deliveryZone.id, customer.deliveryZoneId))
      .where(
        and(
          eq(cutoffReminderPreference.enabled, true),
          eq(customer.isActive, true),
          isNull(customer.archivedAt),
          sql`btrim(${customer.email}) <> ''`,
        ),
      );
    let queued = 0;
    for (const choice of choices) {
      // A customer in a delivery zone is reminded of their next delivery day and the zone's cutoff.
      const zone = choice.zoneWeekdays
        ? { weekdays: choice.zoneWeekdays, cutoffHour: choice.zoneCutoffHour }
        : null;
      const due = cutoffReminderDue(choice, now, cutoffHour, closed, zone);
      if (!due) continue;
      if (await this.remind(choice, due.processingDate, zoneCutoffHour(zone, cutoffHour), now)) queued += 1;
    }
    return queued;
  }

  private async remind(
    choice: { customerId: string; hoursBefore: number; email: string },
    processingDate: string,
    cutoffHour: number,
    now: Date,
  ): Promise<boolean> {
    return this.deps.db.transaction(async (tx) => {
      const [ordered] = await tx
        .select({ id: order.id })
        .from(order)
        .where(
          and(
            eq(order.customerId, choice.customerId),
            eq(order.processingDate, processingDate),
            ne(order.status, 'CANCELLED'),
          ),
        )
        .limit(1);
      if (ordered) return false;
      const [sent] = await tx
        .insert(cutoffReminderSent)
        .values({
          customerId: choice.customerId,
          processingDate,
          toEmail: choice.email.trim(),
          sentAt: now,
          hoursBefore: choice.hoursBefore,
        })
        .onConflictDoNothing()
        .returning({ id: cutoffReminderSent.id });
      if (!sent) return false;
      const payload: CutoffReminderMailPayload = { sentId: sent.id, cutoffHour };
      await tx
        .insert(outbox)
        .values({
          topic: CUTOFF_REMINDER_MAIL_TOPIC,
          subject: `cutoff-reminder:${sent.id}`,
          payload,
          idempotencyKey: `cutoff-reminder:${choice.customerId}:${processingDate}`,
        })
        .onConflictDoNothing();
      return true;
    });
  }
}
