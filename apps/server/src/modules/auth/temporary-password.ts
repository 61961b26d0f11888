import { randomInt } from 'node:crypto';
import { PASSWORD_MIN_LENGTH, TEMP_PASSWORD_HOURS } from '@cleaver/domain/constants';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { account, session, user } from '../../db/schema.ts';

// No 0/O, 1/l/I: the password is read from a mail and typed by hand.
const LETTERS = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const ALPHABET = LETTERS + DIGITS;

/** A random 8-character password with at least one letter and one digit, from a cryptographic source. */
export function generateTemporaryPassword(length = PASSWORD_MIN_LENGTH): string {
  for (;;) {
    let password = '';
    for (let i = 0; i < length; i++) password += ALPHABET[randomInt(ALPHABET.length)];
    if (/[a-zA-Z]/.test(password) && /\d/.test(password)) return password;
  }
}

/** When a temporary password given at `now` stops working. */
export function temporaryPasswordExpiry(now: Date): Date {
  return new Date(now.getTime() + TEMP_PASSWORD_HOURS * 3_600_000);
}

/**
 * Gives a user a temporary password (its hash from `hashPassword` in password-hash.ts, scrypt) in their
 * credential account, flags them must-change-password until {@link temporaryPasswordExpiry}, and ends
 * every session they had. Returns the expiry and the ids of the ended sessions. Used by the identity
 * service, which also mails the password, and by the demo seed.
 */
export async function storeTemporaryPassword(
  db: Executor,
  userId: string,
  options: { passwordHash: string; now: Date },
): Promise<{ expiresAt: Date; endedSessionIds: string[] }> {
  const { passwordHash: hash, now } = options;
  const expiresAt = temporaryPasswordExpiry(now);
  const updated = await db
    .update(user)
    .set({ mustChangePassword: true, tempPasswordExpiresAt: expiresAt, updatedAt: now })
    .where(eq(user.id, userId))
    .returning({ id: user.id });
  if (updated.length === 0) throw new Error(`no user ${userId}`);
  const credential = and(eq(account.userId, userId), eq(account.providerId, 'credential'));
  const changed = await db
    .update(account)
    .set({ password: hash, updatedAt: now })
    .where(credential)
    .returning({ id: account.id });
  if (changed.length === 0) {
    await db.insert(account).values({ accountId: userId, providerId: 'credential', userId, password: hash });
  }
  const ended = await db.delete(session).where(eq(session.userId, userId)).returning({ id: session.id });
  return { expiresAt, endedSessionIds: ended.map((row) => row.id) };
}
