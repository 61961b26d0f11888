import { DomainError } from '@cleaver/domain/errors';
import { MESSAGES } from '@cleaver/domain/messages';
import { emailSchema, passwordSchema } from '@cleaver/domain/schemas';
import { isAPIError } from 'better-auth/api';
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { account, session, user } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import type { EventBus } from '../../platform/events.ts';
import type { Mailer, MailMessage } from '../../platform/mail.ts';
import { type Auth, CLIENT_IP_HEADER, TEMP_PASSWORD_EXPIRED } from './auth.ts';
import { emailChangedMail, temporaryPasswordMail } from './auth-mail.ts';
import { hashPassword, verifyPassword as matchesPasswordHash } from './password-hash.ts';
import { PasswordResetService } from './password-reset.ts';
import type { Revocation, RevokedSessions } from './session-guard.ts';
import { generateTemporaryPassword, storeTemporaryPassword } from './temporary-password.ts';
import { type Counter, POLICIES, Throttle } from './throttle.ts';
import { toViewerProfile, type Viewer, type ViewerProfile } from './viewer.ts';

/** What the identity service needs to know about the HTTP request it serves. */
export type RequestInfo = { ip: string; headers: Headers };

/** A temporary password stored but not yet mailed (see {@link AuthService.writeTemporaryPassword}). */
export type IssuedPassword = {
  email: string;
  firstName: string;
  /** A staff account: the mail speaks of the back office. */
  staff: boolean;
  /** A driver's account: the mail speaks of the delivery runs. */
  driver: boolean;
  password: string;
  expiresAt: Date;
  endedSessionIds: string[];
};

/** A session was started: who signed in, and the cookies that carry the session to the browser. */
export type SignedIn = { user: ViewerProfile; setCookies: string[] };

export type AuthServiceOptions = {
  db: Database;
  auth: Auth;
  events: EventBus;
  mailer: Mailer;
  clock: Clock;
  revoked: RevokedSessions;
  authSecret: string;
  publicUrl: string;
  brand: () => Promise<string>;
  logError: (error: unknown, message: string) => void;
};

/**
 * Identity: sign-in with throttling and the spec's outcomes, the first sign-in's new password, changing
 * a password, temporary passwords, and ending sessions everywhere. Password hashing, sessions and
 * cookies are better-auth's; this decides who may do what and words every refusal.
 */
export class AuthService {
  readonly passwordReset: PasswordResetService;
  private readonly throttle: Throttle;

  constructor(private readonly options: AuthServiceOptions) {
    this.throttle = new Throttle(options.db, options.clock);
    this.passwordReset = new PasswordResetService({
      db: options.db,
      throttle: this.throttle,
      clock: options.clock,
      secret: options.authSecret,
      brand: options.brand,
      deliver: (mail) => this.deliverLater(mail, 'verification code not sent'),
      sessionsEnded: (ids) => this.endSessions(ids),
    });
  }

  /**
   * Signs in with email and password. An unknown email and a wrong password answer alike
   * (INVALID_CREDENTIALS) after the same work; ACCOUNT_DISABLED and TEMP_PASSWORD_EXPIRED are only ever
   * told to someone who gave the right password. Attempts count per address and per account before the
   * password is checked; all but failures are given back.
   */
  async signIn(input: { email: string; password: string }, request: RequestInfo): Promise<SignedIn> {
    const typed = input.email.trim().toLowerCase();
    if (!typed) throw new DomainError('BAD_INPUT', MESSAGES.emailRequired);
    const [perAccount, perAddress] = signInCounters(typed, request.ip);
    // Counted before the password is checked, so a burst of guesses gets no more than the limit.
    const attempt = await this.throttle.attempt([perAccount, perAddress]);
    if (!attempt) throw new DomainError('RATE_LIMITED');
    const email = emailSchema.safeParse(typed);
    if (!email.success) throw new DomainError('INVALID_CREDENTIALS');
    const previous = await this.currentSessionId(request.headers);
    let signedIn: SignedIn;
    try {
      signedIn = await this.startSession(email.data, input.password, request);
    } catch (error) {
      const code = isAPIError(error) ? error.body?.code : undefined;
      if (code === 'INVALID_EMAIL_OR_PASSWORD' || code === 'INVALID_EMAIL' || code === 'PASSWORD_TOO_LONG') {
        throw new DomainError('INVALID_CREDENTIALS');
      }
      // Only a wrong password is a failure; any other answer gives the attempt back.
      await this.throttle.giveBack(attempt);
      switch (code) {
        case 'BANNED_USER':
          throw new DomainError('ACCOUNT_DISABLED');
        case TEMP_PASSWORD_EXPIRED:
          throw new DomainError('TEMP_PASSWORD_EXPIRED');
        default:
          if (error instanceof DomainError) throw error;
          this.options.logError(error, 'sign-in failed');
          throw new DomainError('SIGN_IN_FAILED', undefined, { cause: error });
      }
    }
    // The account's failures are forgotten, and the address gets this attempt back: only failures lock
    // it, or a restaurant's staff sharing it would be locked out by signing in.
    await this.throttle.reset(perAccount);
    await this.throttle.giveBack(attempt, [perAddress]);
    // A new session at every sign-in; the one this browser held before ends.
    if (previous) await this.endSessionsOf(eq(session.id, previous));
    return signedIn;
  }

  /**
   * The first sign-in's new password: replaces the temporary one, clears the flag and starts a new
   * session (every earlier one ends). Refused once the temporary password has expired.
   */
  async completeFirstSignIn(identity: Viewer, newPassword: string, request: RequestInfo): Promise<SignedIn> {
    const password = passwordSchema.safeParse(newPassword);
    if (!password.success) throw new DomainError('BAD_INPUT', password.error.issues[0]?.message);
    const [found] = await this.options.db
      .select({ email: user.email, must: user.mustChangePassword, expiresAt: user.tempPasswordExpiresAt })
      .from(user)
      .where(eq(user.id, identity.userId));
    if (!found?.must) throw new DomainError('FORBIDDEN');
    if (found.expiresAt && found.expiresAt.getTime() <= this.options.clock().getTime()) {
      await this.endSessionsOf(eq(session.userId, identity.userId));
      throw new DomainError('TEMP_PASSWORD_EXPIRED');
    }
    const hash = await hashPassword(password.data);
    await this.options.db.transaction(async (tx) => {
      await tx
        .update(account)
        .set({ password: hash })
        .where(and(eq(account.userId, identity.userId), eq(account.providerId, 'credential')));
      await tx
        .update(user)
        .set({ mustChangePassword: false, tempPasswordExpiresAt: null })
        .where(eq(user.id, identity.userId));
    });
    await this.endSessionsOf(eq(session.userId, identity.userId));
    return this.startSession(found.email, password.data, request);
  }

  /** Changes one's own password; every other session ends and this browser gets a new one. */
  async changePassword(
    viewer: Viewer,
    input: { currentPassword: string; newPassword: string },
    request: RequestInfo,
  ): Promise<{ setCookies: string[] }> {
    if (!input.currentPassword) throw new DomainError('BAD_INPUT', MESSAGES.passwordRequired);
    const password = passwordSchema.safeParse(input.newPassword);
    if (!password.success) throw new DomainError('BAD_INPUT', password.error.issues[0]?.message);
    const counter = currentPasswordCounter(viewer.userId);
    const attempt = await this.throttle.attempt([counter]);
    if (!attempt) throw new DomainError('RATE_LIMITED');
    const before = await this.sessionIdsOf(viewer.userId);
    try {
      const result = await this.options.auth.api.changePassword({
        body: {
          currentPassword: input.currentPassword,
          newPassword: password.data,
          revokeOtherSessions: true,
        },
        headers: authHeaders(request, { withCookie: true }),
        returnHeaders: true,
      });
      await this.throttle.reset(counter);
      this.endSessions(before);
      return { setCookies: result.headers.getSetCookie() };
    } catch (error) {
      if (isAPIError(error) && error.body?.code === 'INVALID_PASSWORD') {
        throw new DomainError('OLD_PASSWORD_INCORRECT');
      }
      await this.throttle.giveBack(attempt);
      throw error;
    }
  }

  /**
   * Gives a user a new random temporary password, valid 24 hours, and mails it to them. For staff
   * creating or resetting an account (and the tests); the password itself is only ever in the mail.
   */
  async issueTemporaryPassword(userId: string): Promise<{ expiresAt: Date }> {
    const issued = await this.options.db.transaction((tx) => this.writeTemporaryPassword(tx, userId));
    await this.deliverTemporaryPassword(issued);
    return { expiresAt: issued.expiresAt };
  }

  /**
   * Stores a temporary password (the one given, else a random one) inside the caller's transaction and
   * ends the user's sessions there; once it commits, {@link deliverTemporaryPassword} mails it and makes
   * every instance forget those sessions.
   */
  async writeTemporaryPassword(tx: Executor, userId: string, password?: string): Promise<IssuedPassword> {
    const [found] = await tx
      .select({ email: user.email, firstName: user.firstName, role: user.role })
      .from(user)
      .where(eq(user.id, userId));
    if (!found) throw new DomainError('NOT_FOUND');
    const chosen = password ?? generateTemporaryPassword();
    const passwordHash = await hashPassword(chosen);
    const { expiresAt, endedSessionIds } = await storeTemporaryPassword(tx, userId, {
      passwordHash,
      now: this.options.clock(),
    });
    return {
      email: found.email,
      firstName: found.firstName,
      staff: found.role === 'admin',
      driver: found.role === 'driver',
      password: chosen,
      expiresAt,
      endedSessionIds,
    };
  }

  /** After the commit: the ended sessions are refused everywhere and the password is mailed. */
  async deliverTemporaryPassword(issued: IssuedPassword): Promise<void> {
    this.endSessions(issued.endedSessionIds);
    const brand = await this.options.brand();
    await this.options.mailer.send(
      temporaryPasswordMail({
        to: issued.email,
        firstName: issued.firstName,
        password: issued.password,
        expiresAt: issued.expiresAt,
        staff: issued.staff,
        driver: issued.driver,
        brand,
        site: this.options.publicUrl,
      }),
    );
  }

  /**
   * Bans or lifts the ban on a customer's sign-in, inside the caller's transaction; a ban ends every
   * session. Returns the ended session ids, for {@link endSessions} once the transaction commits.
   */
  async setCustomerBanned(
    tx: Executor,
    customerId: string,
    banned: boolean,
    at = new Date(),
  ): Promise<string[]> {
    return writeCustomerBan(tx, customerId, banned, at);
  }

  /**
   * A customer was disabled or enabled: their sessions (already deleted) are refused everywhere at once, and their
   * live streams end, telling their pages why.
   */
  customerActiveChanged(customerId: string, isActive: boolean, endedSessionIds: ReadonlyArray<string>): void {
    this.options.revoked.customerActive(customerId, isActive);
    this.endSessions(endedSessionIds, { accountDisabled: !isActive });
  }

  /**
   * Changes the email a user signs in with, inside the caller's transaction. EMAIL_TAKEN when another
   * user has it in any case.
   */
  async changeSignInEmail(tx: Executor, userId: string, email: string): Promise<void> {
    const [taken] = await tx
      .select({ id: user.id })
      .from(user)
      .where(and(sql`lower(${user.email}) = ${email.toLowerCase()}`, ne(user.id, userId)));
    if (taken) throw new DomainError('EMAIL_TAKEN');
    await tx.update(user).set({ email: email.toLowerCase() }).where(eq(user.id, userId));
  }

  /**
   * The check before a signed-in user's sign-in email changes: OLD_PASSWORD_INCORRECT, as Change Password
   * answers, unless `password` is their current one; RATE_LIMITED after repeated wrong ones. A stolen
   * session alone cannot take the account.
   */
  async checkPasswordForEmailChange(userId: string, password: string): Promise<void> {
    // Counted and limited on the same counter as changePassword: both are guessing the current password.
    const counter = currentPasswordCounter(userId);
    const attempt = await this.throttle.attempt([counter]);
    if (!attempt) throw new DomainError('RATE_LIMITED');
    if (!(await this.verifyPassword(userId, password))) throw new DomainError('OLD_PASSWORD_INCORRECT');
    await this.throttle.reset(counter);
  }

  /** True when `password` is the user's current password; false too when they have none. */
  async verifyPassword(userId: string, password: string): Promise<boolean> {
    const [found] = await this.options.db
      .select({ hash: account.password })
      .from(account)
      .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
    // Longer than any password can be: not worth hashing.
    if (!found?.hash || password.length > 128) return false;
    return matchesPasswordHash({ hash: found.hash, password });
  }

  /**
   * Tells the old address that the sign-in email changed, in the background once the change is committed:
   * a notice that fails is logged, and the change stands.
   */
  noticeSignInEmailChanged(change: {
    previousEmail: string;
    newEmail: string;
    businessPhone: () => Promise<string>;
  }): void {
    const changedAt = this.options.clock();
    Promise.all([this.options.brand(), change.businessPhone()])
      .then(([brand, businessPhone]) =>
        this.options.mailer.send(
          emailChangedMail({
            to: change.previousEmail,
            newEmail: change.newEmail,
            changedAt,
            businessPhone,
            brand,
          }),
        ),
      )
      .catch((error: unknown) => this.options.logError(error, 'email-change notice not sent'));
  }

  /** Fresh session cookies for this browser after its user changed, so the cookie cache shows the change. */
  async refreshSessionCookies(headers: Headers): Promise<string[]> {
    const result = await this.options.auth.api.getSession({
      headers,
      query: { disableCookieCache: true },
      returnHeaders: true,
    });
    return result.headers.getSetCookie();
  }

  /** The id of the session this request's cookie carries, if it is a live one. */
  async currentSessionId(headers: Headers): Promise<string | null> {
    if (!headers.get('cookie')) return null;
    const found = await this.options.auth.api.getSession({ headers });
    return found?.session.id ?? null;
  }

  /**
   * Forgets sessions already deleted from the table, here at once and on the other instances by event; their live
   * streams end.
   */
  endSessions(sessionIds: ReadonlyArray<string>, revocation: Revocation = { accountDisabled: false }): void {
    if (sessionIds.length === 0) return;
    this.options.revoked.revoke(sessionIds, revocation);
    this.options.events.publish('sessionsRevoked', { sessionIds: [...sessionIds], ...revocation });
  }

  private async startSession(email: string, password: string, request: RequestInfo): Promise<SignedIn> {
    const result = await this.options.auth.api.signInEmail({
      body: { email, password },
      headers: authHeaders(request, { withCookie: false }),
      returnHeaders: true,
    });
    const profile = toViewerProfile(result.response.user);
    if (!profile) {
      // No role, or a customer without a customer record: such a user is treated as signed out.
      await this.endSessionsOf(eq(session.userId, result.response.user.id));
      throw new DomainError('SIGN_IN_FAILED');
    }
    return { user: profile, setCookies: result.headers.getSetCookie() };
  }

  private async sessionIdsOf(userId: string): Promise<string[]> {
    const rows = await this.options.db
      .select({ id: session.id })
      .from(session)
      .where(eq(session.userId, userId));
    return rows.map((row) => row.id);
  }

  private async endSessionsOf(where: SQL): Promise<void> {
    const ended = await this.options.db.delete(session).where(where).returning({ id: session.id });
    this.endSessions(ended.map((row) => row.id));
  }

  private deliverLater(mail: MailMessage, failure: string): void {
    this.options.mailer.send(mail).catch((error: unknown) => this.options.logError(error, failure));
  }
}

/** The ban on a customer's user, as rows: used by {@link AuthService.setCustomerBanned} and the demo seed. */
export async function writeCustomerBan(
  tx: Executor,
  customerId: string,
  banned: boolean,
  at = new Date(),
): Promise<string[]> {
  const [found] = await tx
    .update(user)
    .set({ banned, banReason: banned ? 'Account disabled' : null, banExpires: null, updatedAt: at })
    .where(eq(user.customerId, customerId))
    .returning({ id: user.id });
  if (!found || !banned) return [];
  const ended = await tx.delete(session).where(eq(session.userId, found.id)).returning({ id: session.id });
  return ended.map((row) => row.id);
}

function signInCounters(email: string, clientIp: string): [Counter, Counter] {
  return [
    { scope: 'sign-in:account', subject: email, policy: POLICIES.signInPerAccount },
    { scope: 'sign-in:address', subject: clientIp, policy: POLICIES.signInPerAddress },
  ];
}

// Guessing the current password from a stolen session is still guessing a password.
function currentPasswordCounter(userId: string): Counter {
  return { scope: 'change-password:account', subject: userId, policy: POLICIES.signInPerAccount };
}

/** Headers for calling better-auth in-process: the client's address for its records, never a spoofable one. */
function authHeaders(request: RequestInfo, options: { withCookie: boolean }): Headers {
  const headers = new Headers({ [CLIENT_IP_HEADER]: request.ip });
  const userAgent = request.headers.get('user-agent');
  if (userAgent) headers.set('user-agent', userAgent);
  const cookie = request.headers.get('cookie');
  if (options.withCookie && cookie) headers.set('cookie', cookie);
  return headers;
}
