import { ADMIN_MESSAGES } from '@cleaver/domain/admin-messages';
import { DomainError } from '@cleaver/domain/errors';
import { MESSAGES } from '@cleaver/domain/messages';
import {
  type AdminAccountInput,
  type AdminAccountUpdateInput,
  adminAccountSchema,
  adminAccountUpdateSchema,
} from '@cleaver/domain/schemas';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { session, user } from '../../db/schema.ts';
import { type Actor, actorName, type StaffChange } from '../../db/staff-change.ts';
import type { AuthService, RequestInfo } from './auth.service.ts';
import type { Viewer } from './viewer.ts';

/** A staff account as Settings shows it. */
export type AdminAccount = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  /** Added, but has not yet replaced the mailed temporary password. */
  mustChangePassword: boolean;
};

export type AdminPage = { admins: AdminAccount[]; total: number };

const ADMIN_FIELDS = {
  id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  mustChangePassword: user.mustChangePassword,
};

/** 'Jane Doe (jane@example.nz)', or the email alone for an account without a name. */
function described(admin: { firstName: string; lastName: string; email: string }): string {
  const name = actorName(admin);
  return name === admin.email ? admin.email : `${name} (${admin.email})`;
}

/**
 * Staff accounts: one's own details, the other admins, adding one (who gets a mailed temporary password)
 * and removing one. Every change is written with its notice; there is always at least one admin.
 */
export class AdminsService {
  constructor(
    private readonly db: Database,
    private readonly auth: AuthService,
    private readonly changes: StaffChange,
  ) {}

  async account(userId: string): Promise<AdminAccount> {
    const [found] = await this.db.select(ADMIN_FIELDS).from(user).where(eq(user.id, userId));
    if (!found) throw new DomainError('NOT_FOUND');
    return found;
  }

  /** A page of admins (or, with role 'driver', of drivers), by name; `limit` null for all of them. */
  async list(
    options: { offset: number; limit: number | null },
    role: 'admin' | 'driver' = 'admin',
  ): Promise<AdminPage> {
    const offset = Math.max(0, options.offset);
    const query = this.db
      .select(ADMIN_FIELDS)
      .from(user)
      .where(eq(user.role, role))
      .orderBy(asc(sql`lower(${user.firstName})`), asc(sql`lower(${user.lastName})`), asc(user.email))
      .offset(offset);
    const [admins, [counted]] = await Promise.all([
      options.limit === null ? query : query.limit(Math.max(1, options.limit)),
      this.db.select({ n: count() }).from(user).where(eq(user.role, role)),
    ]);
    return { admins, total: Number(counted?.n ?? 0) };
  }

  /**
   * My Account: one's own first name, last name and email. A changed email needs the current password
   * (as a customer's does), checked before anything else about it; EMAIL_TAKEN when anyone has it.
   */
  async updateOwn(actor: Viewer, input: AdminAccountUpdateInput): Promise<AdminAccount> {
    const parsed = adminAccountUpdateSchema.safeParse(input);
    if (!parsed.success) throw new DomainError('BAD_INPUT', parsed.error.issues[0]?.message);
    const { firstName, lastName, email, currentPassword } = parsed.data;
    const before = await this.account(actor.userId);
    const emailChanged = email !== before.email.toLowerCase();
    if (emailChanged) {
      if (!currentPassword) throw new DomainError('BAD_INPUT', MESSAGES.currentPasswordForEmail);
      await this.auth.checkPasswordForEmailChange(actor.userId, currentPassword);
    }
    if (!emailChanged && firstName === before.firstName && lastName === before.lastName) return before;
    const updated = await uniqueEmail('EMAIL_TAKEN', () =>
      this.changes.run(actor, async (tx) => {
        if (emailChanged) await this.auth.changeSignInEmail(tx, actor.userId, email);
        const [row] = await tx
          .update(user)
          .set({ firstName, lastName, name: `${firstName} ${lastName}`.trim() || email })
          .where(eq(user.id, actor.userId))
          .returning(ADMIN_FIELDS);
        if (!row) throw new DomainError('NOT_FOUND');
        return { result: row, notice: { message: `Admin account updated: ${described(row)}` } };
      }),
    );
    return updated;
  }

  /**
   * Adds an admin with a random temporary password, valid 24 hours and mailed to them once the account
   * is committed; they choose their own at first sign-in. ADMIN_EMAIL_TAKEN when anyone has the email.
   */
  async add(
    actor: Actor,
    input: AdminAccountInput,
    role: 'admin' | 'driver' = 'admin',
  ): Promise<AdminAccount> {
    const title = role === 'driver' ? 'Driver' : 'Admin';
    const parsed = adminAccountSchema.safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      // The form checks the address as it is typed; the server's refusal is the spec's.
      const message =
        issue?.path[0] === 'email' && issue.message === MESSAGES.emailInvalid
          ? ADMIN_MESSAGES.adminInvalidEmail
          : issue?.message;
      throw new DomainError('BAD_INPUT', message);
    }
    const { firstName, lastName, email } = parsed.data;
    const { admin, issued } = await uniqueEmail('ADMIN_EMAIL_TAKEN', () =>
      this.changes.run(actor, async (tx) => {
        const [taken] = await tx
          .select({ id: user.id })
          .from(user)
          .where(sql`lower(${user.email}) = ${email}`);
        if (taken) throw new DomainError('ADMIN_EMAIL_TAKEN');
        const [row] = await tx
          .insert(user)
          .values({
            name: `${firstName} ${lastName}`.trim() || email,
            email,
            emailVerified: true,
            role,
            firstName,
            lastName,
            customerId: null,
          })
          .returning(ADMIN_FIELDS);
        if (!row) throw new Error('admin insert returned nothing');
        const issued = await this.auth.writeTemporaryPassword(tx, row.id);
        return {
          result: { admin: { ...row, mustChangePassword: true }, issued },
          notice: { message: `${title} ${described(row)} added` },
        };
      }),
    );
    await this.auth.deliverTemporaryPassword(issued);
    return admin;
  }

  /**
   * Removes an admin: their account goes, and every session they hold ends at once. Nobody removes
   * themselves (CANNOT_REMOVE_SELF), and the last admin stays (LAST_ADMIN), also when two admins remove
   * each other at the same moment: the admins are locked while one removal decides.
   */
  async remove(actor: Viewer, adminId: string): Promise<string> {
    const { removed, endedSessionIds } = await this.changes.run(actor, async (tx) => {
      const admins = await tx
        .select(ADMIN_FIELDS)
        .from(user)
        .where(eq(user.role, 'admin'))
        .orderBy(asc(user.id))
        .for('update');
      const target = admins.find((admin) => admin.id === adminId);
      if (!target) throw new DomainError('NOT_FOUND');
      if (admins.length <= 1) throw new DomainError('LAST_ADMIN');
      if (target.id === actor.userId) throw new DomainError('CANNOT_REMOVE_SELF');
      // Someone who was removed a moment ago still holds this request; they may no longer act.
      if (!admins.some((admin) => admin.id === actor.userId)) throw new DomainError('FORBIDDEN');
      const ended = await tx
        .delete(session)
        .where(eq(session.userId, target.id))
        .returning({ id: session.id });
      await tx.delete(user).where(eq(user.id, target.id));
      return {
        result: { removed: target, endedSessionIds: ended.map((row) => row.id) },
        notice: { message: `Admin ${described(target)} removed` },
      };
    });
    this.auth.endSessions(endedSessionIds);
    return removed.id;
  }

  /**
   * Removes a driver (issue 50): their account goes and every session they hold ends at once. Their zones are
   * then nobody's run; the deliveries they recorded keep their name. NOT_FOUND for anyone not a driver.
   */
  async removeDriver(actor: Actor, driverId: string): Promise<string> {
    const { removed, endedSessionIds } = await this.changes.run(actor, async (tx) => {
      const [target] = await tx
        .select(ADMIN_FIELDS)
        .from(user)
        .where(and(eq(user.id, driverId), eq(user.role, 'driver')))
        .for('update');
      if (!target) throw new DomainError('NOT_FOUND');
      const ended = await tx
        .delete(session)
        .where(eq(session.userId, target.id))
        .returning({ id: session.id });
      await tx.delete(user).where(eq(user.id, target.id));
      return {
        result: { removed: target, endedSessionIds: ended.map((row) => row.id) },
        notice: { message: `Driver ${described(target)} removed` },
      };
    });
    this.auth.endSessions(endedSessionIds);
    return removed.id;
  }

  /** Change Password for staff: the identity service's, with a notice once it is done. */
  async changeOwnPassword(
    actor: Viewer,
    input: { currentPassword: string; newPassword: string },
    request: RequestInfo,
  ): Promise<{ setCookies: string[] }> {
    const changed = await this.auth.changePassword(actor, input, request);
    // The password is better-auth's to write; the notice follows it rather than sharing its transaction.
    await this.changes.run(actor, async () => ({
      result: null,
      notice: { message: `Password changed for admin ${described(actor)}` },
    }));
    return changed;
  }
}

// Two staff taking the same email at the same moment: the unique index decides.
async function uniqueEmail<T>(
  code: 'EMAIL_TAKEN' | 'ADMIN_EMAIL_TAKEN',
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    for (let e: unknown = error; e instanceof Error; e = e.cause) {
      if ((e as { code?: unknown }).code === '23505')
        throw new DomainError(code, undefined, { cause: error });
    }
    throw error;
  }
}
