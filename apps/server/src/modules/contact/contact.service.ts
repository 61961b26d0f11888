import { DomainError } from '@cleaver/domain/errors';
import { contactFormSchema } from '@cleaver/domain/schemas';
import type { Challenge } from 'altcha-lib';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../platform/mail.ts';
import { SlidingWindowLimiter } from '../../platform/rate-limit.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { BotCheck } from './bot-check.ts';
import { contactMail } from './contact-mail.ts';

/** Messages one client address may send in {@link CONTACT_WINDOW_MS}. */
export const CONTACT_LIMIT = 5;
export const CONTACT_WINDOW_MS = 10 * 60_000;

/** What the browser sends: the form and the solved bot check. Never a recipient, subject or HTML. */
export type ContactMessageInput = {
  fullName: string;
  email: string;
  mobile?: string | undefined;
  message: string;
  altcha: string;
};

export type ContactServiceOptions = {
  db: Database;
  mailer: Mailer;
  settings: SettingsService;
  authSecret: string;
  /** The site's address, named in the mail. */
  publicUrl: string;
  /** Where failures the visitor only sees as CONTACT_FAILED are recorded for staff. */
  logError: (error: unknown, message: string) => void;
};

/** Contact Us: checks the form and the proof of work, then mails the business from settings. */
export class ContactService {
  private readonly botCheck: BotCheck;
  // In memory: the shared spent-challenge table already stops replays across instances; this
  // only slows one address down, and per instance is enough for that (docs/decisions/009).
  private readonly limiter = new SlidingWindowLimiter({ limit: CONTACT_LIMIT, windowMs: CONTACT_WINDOW_MS });

  constructor(private readonly options: ContactServiceOptions) {
    this.botCheck = new BotCheck(options.db, options.authSecret);
  }

  createChallenge(): Promise<Challenge> {
    return this.botCheck.createChallenge();
  }

  async send(input: ContactMessageInput, clientIp: string): Promise<void> {
    const parsed = contactFormSchema.safeParse(input);
    if (!parsed.success) throw new DomainError('BAD_INPUT', parsed.error.issues[0]?.message);
    const form = parsed.data;

    if ((await this.botCheck.verifyAndSpend(input.altcha)) !== 'verified') {
      throw new DomainError('BOT_CHECK_FAILED');
    }
    if (!this.limiter.tryTake(clientIp)) throw new DomainError('CONTACT_RATE_LIMITED');

    const profile = await this.options.settings.businessProfile();
    if (!profile.email) {
      this.options.logError(new Error('no business email in settings'), 'contact message not sent');
      throw new DomainError('CONTACT_FAILED');
    }
    const mail = contactMail({ form, to: profile.email, brand: profile.brand, site: this.options.publicUrl });
    try {
      await this.options.mailer.send(mail);
    } catch (error) {
      this.options.logError(error, 'contact message not sent');
      throw new DomainError('CONTACT_FAILED', undefined, { cause: error });
    }
  }
}
