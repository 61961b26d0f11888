import { formatCutoffTime } from '@cleaver/domain/cutoff';
import { formatDateOnly, weekdayName } from '@cleaver/domain/dates';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customer, cutoffReminderSent } from '../../db/schema.ts';
import { type OutboxHandler, PermanentError } from '../../integrations/outbox-worker.ts';
import type { Mailer, MailMessage } from '../../platform/mail.ts';
import { brandedMail } from '../../platform/mail-layout.ts';
import type { SettingsService } from '../settings/settings.service.ts';

/**
 * Where the reminder's link goes: the order guide (issue 49, part 1). The web app sends a guest to sign in first
 * and, until the order guide is built, on to the catalogue. The link carries nothing that signs anyone in.
 */
export const ORDER_GUIDE_PATH = '/order-guide';

export type CutoffReminderMailInput = {
  to: string;
  brand: string;
  /** Who the mail greets: the customer's first name, or their company. */
  greet: string;
  /** YYYY-MM-DD. */
  processingDate: string;
  cutoffHour: number;
  /** The shop's public address (PUBLIC_URL), without a trailing slash. */
  publicUrl: string;
  phone: string;
  replyTo: string;
};

/** The cutoff reminder: no order yet for the day, the cutoff's time, and a link to order. */
export function cutoffReminderMail(input: CutoffReminderMailInput): MailMessage {
  const day = `${weekdayName(input.processingDate)} ${formatDateOnly(input.processingDate)}`;
  const cutoff = formatCutoffTime(input.cutoffHour);
  return brandedMail({
    to: input.to,
    ...(input.replyTo ? { replyTo: input.replyTo } : {}),
    subject: `Reminder: order by ${cutoff} for ${day}`,
    brand: input.brand,
    heading: `Order by ${cutoff} for ${day}`,
    blocks: [
      { kind: 'paragraph', text: `Hello ${input.greet},` },
      {
        kind: 'paragraph',
        text:
          `We have no order from you yet for ${day}. Orders placed before ${cutoff} on ${day} are ` +
          'processed that day; later ones go to the next day we process.',
      },
      { kind: 'link', label: 'Open your order guide', href: `${input.publicUrl}${ORDER_GUIDE_PATH}` },
      {
        kind: 'note',
        text:
          'You asked for this reminder in My Account → Preferences, where you can change or turn it off.' +
          (input.phone ? ` Questions? Call us on ${input.phone}.` : ''),
      },
    ],
  });
}

/**
 * Delivers 'mail.cutoff-reminder' entries: mails the reminder recorded to the address it was recorded for, with the
 * business's name and phone as Settings have them now.
 */
export function cutoffReminderMailHandler(deps: {
  db: Database;
  mailer: Mailer;
  settings: Pick<SettingsService, 'businessProfile'>;
  publicUrl: string;
}): OutboxHandler {
  return async (payload) => {
    const { sentId, cutoffHour } = payload;
    if (typeof sentId !== 'string' || typeof cutoffHour !== 'number') {
      throw new PermanentError('cutoff reminder mail: the outbox entry names no reminder');
    }
    const [sent] = await deps.db
      .select({
        toEmail: cutoffReminderSent.toEmail,
        processingDate: cutoffReminderSent.processingDate,
        firstName: customer.firstName,
        companyName: customer.companyName,
      })
      .from(cutoffReminderSent)
      .innerJoin(customer, eq(customer.id, cutoffReminderSent.customerId))
      .where(eq(cutoffReminderSent.id, sentId));
    if (!sent) throw new PermanentError(`cutoff reminder mail: no reminder ${sentId}`);
    const business = await deps.settings.businessProfile();
    await deps.mailer.send(
      cutoffReminderMail({
        to: sent.toEmail,
        brand: business.brand || 'Cleaver',
        greet: sent.firstName.trim() || sent.companyName,
        processingDate: sent.processingDate,
        cutoffHour,
        publicUrl: deps.publicUrl.replace(/\/+$/, ''),
        phone: business.phone.trim(),
        replyTo: business.email.trim(),
      }),
    );
  };
}
