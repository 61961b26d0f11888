import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_MINUTES,
  VERIFICATION_CODE_TRIES,
} from '@cleaver/domain/constants';
import { DomainError } from '@cleaver/domain/errors';
import { MESSAGES } from '@cleaver/domain/messages';
import { forgotPasswordSchema, passwordSchema } from '@cleaver/domain/schemas';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { account, session, user, verification } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import type { MailMessage } from '../../platform/mail.ts';
import { verificationCodeMail } from './auth-mail.ts';
import { hashPassword } from './password-hash.ts';
import { type Counter, POLICIES, type Throttle } from './throttle.ts';

export type PasswordResetOptions = {
  db: Database;
  throttle: Throttle;
  clock: Clock;
  /** Keys the stored code hashes, so a database dump holds no usable code. */
  secret: string;
  brand: () => Promise<string>;
  /** Sends without making the caller wait, so a known email takes no longer to answer than an unknown one. */
  deliver: (mail: MailMessage) => void;
  /** Every session of the user ended: forget them on every instance. */
  sessionsEnded: (sessionIds: string[]) => void;
};

type StoredCode = { hash: string; attempts: number };

type CodeCheck =
  | { outcome: 'matched' }
  | { outcome: 'wrong' }
  | { outcome: 'expired' }
  | { outcome: 'spent' };

/**
 * Forgotten passwords: a 6-digit code mailed to the account, valid 10 minutes and for 5 tries, then a
 * new password with that code. Codes live in better-auth's verification table, one per email, hashed.
 * Step one does the same work for every email (unknown, disabled or not) and answers the same.
 */
export class PasswordResetService {
  constructor(private readonly options: PasswordResetOptions) {}

  async requestCode(input: { email: string }, clientIp: string): Promise<void> {
    const parsed = forgotPasswordSchema.safeParse(input);
    if (!parsed.success) throw new DomainError('BAD_INPUT', parsed.error.issues[0]?.message);
    const { email } = parsed.data;
    const counters = sendCounters(email, clientIp);
    const { throttle, db } = this.options;
    // Every send is counted, and counted first, so a burst of requests sends no more than the limit.
    if (!(await throttle.attempt(counters))) throw new DomainError('ATTEMPT_LIMIT_EXCEEDED');

    const [found] = await db
      .select({ email: user.email, banned: user.banned })
      .from(user)
      .where(eq(user.email, email));
    const brand = await this.options.brand();
    const code = String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, '0');
    // Stored for unknown emails too: the same statements run either way, and a stored code nobody was
    // sent can only ever answer 'Invalid code provided'.
    await this.storeCode(email, code);
    if (found && !found.banned) this.options.deliver(verificationCodeMail({ to: found.email, code, brand }));
  }

  /** Step two: checks the code and sets the new password; every session of the account ends. */
  async resetPassword(input: { email: string; code: string; newPassword: string }, clientIp: string) {
    const email = forgotPasswordSchema.shape.email.safeParse(input.email);
    if (!email.success) throw new DomainError('BAD_INPUT', email.error.issues[0]?.message);
    // A code that is not six digits is simply a wrong code; only a missing one is a form error.
    if (!input.code.trim()) throw new DomainError('BAD_INPUT', MESSAGES.verificationCodeRequired);
    const password = passwordSchema.safeParse(input.newPassword);
    if (!password.success) throw new DomainError('BAD_INPUT', password.error.issues[0]?.message);

    const counters = checkCounters(email.data, clientIp);
    const { throttle } = this.options;
    // Counted before the code is checked, so a burst of guesses gets no more than the limit.
    const attempt = await throttle.attempt(counters);
    if (!attempt) throw new DomainError('RATE_LIMITED');
    const checked = await this.checkCode(email.data, input.code.trim());
    switch (checked.outcome) {
      case 'wrong':
        throw new DomainError('INVALID_CODE');
      case 'spent':
        throw new DomainError('RATE_LIMITED');
      case 'expired':
        await throttle.giveBack(attempt);
        throw new DomainError('CODE_EXPIRED');
      case 'matched':
        break;
    }
    // The right code is no failure, whatever follows; once the password is set, earlier ones are forgotten.
    await throttle.giveBack(attempt);
    const hash = await hashPassword(password.data);
    const ended = await this.setPassword(email.data, hash);
    await throttle.reset(counters[0]!);
    this.options.sessionsEnded(ended);
  }

  private async storeCode(email: string, code: string): Promise<void> {
    const identifier = identifierOf(email);
    const value: StoredCode = { hash: this.hashCode(email, code), attempts: 0 };
    const expiresAt = new Date(this.options.clock().getTime() + VERIFICATION_CODE_MINUTES * 60_000);
    await this.options.db.transaction(async (tx) => {
      // A new code replaces the last one, which stops working.
      await tx.delete(verification).where(eq(verification.identifier, identifier));
      await tx.insert(verification).values({ identifier, value: JSON.stringify(value), expiresAt });
    });
  }

  /** Compares the code and counts the try, in one transaction so concurrent tries cannot share a count. */
  private async checkCode(email: string, code: string): Promise<CodeCheck> {
    const identifier = identifierOf(email);
    const now = this.options.clock();
    return this.options.db.transaction(async (tx): Promise<CodeCheck> => {
      const [row] = await tx
        .select()
        .from(verification)
        .where(eq(verification.identifier, identifier))
        .for('update');
      if (!row) return { outcome: 'wrong' };
      const stored = JSON.parse(row.value) as StoredCode;
      if (stored.attempts >= VERIFICATION_CODE_TRIES) return { outcome: 'spent' };
      if (row.expiresAt.getTime() <= now.getTime()) return { outcome: 'expired' };
      if (sameHash(stored.hash, this.hashCode(email, code))) {
        // Used once: the next request needs a new code.
        await tx.delete(verification).where(eq(verification.id, row.id));
        return { outcome: 'matched' };
      }
      const next: StoredCode = { ...stored, attempts: stored.attempts + 1 };
      await tx
        .update(verification)
        .set({ value: JSON.stringify(next), updatedAt: now })
        .where(eq(verification.id, row.id));
      return { outcome: 'wrong' };
    });
  }

  /** Sets the password of the account with this email; returns the ids of the sessions that ended. */
  private async setPassword(email: string, hash: string): Promise<string[]> {
    return this.options.db.transaction(async (tx) => {
      const [found] = await tx
        .select({ id: user.id, banned: user.banned })
        .from(user)
        .where(eq(user.email, email));
      // A code matched for an email without an account only by a one-in-a-million guess.
      if (!found) throw new DomainError('INVALID_CODE');
      if (found.banned) throw new DomainError('ACCOUNT_DISABLED');
      await tx
        .update(account)
        .set({ password: hash })
        .where(and(eq(account.userId, found.id), eq(account.providerId, 'credential')));
      // Proving the mailbox is as good as reading a temporary password from it.
      await tx
        .update(user)
        .set({ mustChangePassword: false, tempPasswordExpiresAt: null })
        .where(eq(user.id, found.id));
      const ended = await tx
        .delete(session)
        .where(eq(session.userId, found.id))
        .returning({ id: session.id });
      return ended.map((row) => row.id);
    });
  }

  private hashCode(email: string, code: string): string {
    return createHmac('sha256', this.options.secret).update(`password-reset:${email}:${code}`).digest('hex');
  }
}

function identifierOf(email: string): string {
  return `password-reset:${email}`;
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

function sendCounters(email: string, clientIp: string): [Counter, Counter] {
  return [
    { scope: 'code-send:account', subject: email, policy: POLICIES.codeSendPerAccount },
    { scope: 'code-send:address', subject: clientIp, policy: POLICIES.codeSendPerAddress },
  ];
}

function checkCounters(email: string, clientIp: string): [Counter, Counter] {
  return [
    { scope: 'code-check:account', subject: email, policy: POLICIES.codeCheckPerAccount },
    { scope: 'code-check:address', subject: clientIp, policy: POLICIES.codeCheckPerAddress },
  ];
}
