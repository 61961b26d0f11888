import { CUSTOMER_SEARCH_LIMIT, type CustomerLevel, SEARCH_MIN_CHARS } from '@cleaver/domain/constants';
import { DomainError } from '@cleaver/domain/errors';
import { MESSAGES } from '@cleaver/domain/messages';
import {
  type AccountUpdateInput,
  accountUpdateSchema,
  customerPasswordResetSchema,
} from '@cleaver/domain/schemas';
import { normalizeSearchTerm } from '@cleaver/domain/search';
import { and, asc, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { customer, deliveryZone, priceLevel, user } from '../../db/schema.ts';
import type { Actor, StaffChange } from '../../db/staff-change.ts';
import type { AccountingSync } from '../../integrations/accounting/accounting-sync.ts';
import type { RecordPushes } from '../../integrations/record-pushes.ts';
import type { EventBus } from '../../platform/events.ts';
import type { AuthService } from '../auth/auth.service.ts';

/** What a customer sees of their own record on My Account. */
export type MyAccount = {
  customerId: string;
  businessName: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  address: { addr1: string; addr2: string; addr3: string; city: string; postalCode: string };
  orderConfirmationEmails: boolean;
};

/** A customer as a staff search lists them: enough to tell them apart. */
export type CustomerMatch = {
  id: string;
  companyName: string;
  contactName: string;
  email: string;
  phone: string;
  customerLevel: CustomerLevel;
  priceLevelName: string | null;
  /** Their delivery zone's name and the weekdays its van goes; null: none. */
  deliveryZone: { name: string; weekdays: number[] } | null;
};

export type CustomersServiceOptions = {
  db: Database;
  events: EventBus;
  auth: AuthService;
  changes: StaffChange;
  /** The business's phone number, for the notices that tell a customer whom to call. */
  businessPhone: () => Promise<string>;
  /** The customer's own changes (phone, email) go to the external systems too. */
  accountingSync: Pick<AccountingSync, 'queue'>;
  pushes: Pick<RecordPushes, 'queueCustomer' | 'committed'>;
};

/**
 * Customer records. A customer reaches only their own, by the id in their session: nothing here takes
 * a customer id from a customer's request.
 */
export class CustomersService {
  constructor(private readonly options: CustomersServiceOptions) {}

  async account(customerId: string): Promise<MyAccount> {
    const [row] = await this.options.db.select().from(customer).where(eq(customer.id, customerId));
    if (!row) throw new DomainError('NOT_FOUND');
    return toMyAccount(row);
  }

  /**
   * Changes the phone, the email (which is also the sign-in email) and the order-confirmation choice. A
   * changed email needs the current password (BAD_INPUT without it, OLD_PASSWORD_INCORRECT when wrong),
   * checked before anything else about the email, then EMAIL_TAKEN when any other customer or user has it
   * in any case. The old address is told of the change. Nothing is written on any failure.
   */
  async updateAccount(customerId: string, userId: string, input: AccountUpdateInput): Promise<MyAccount> {
    const parsed = accountUpdateSchema.safeParse(input);
    if (!parsed.success) throw new DomainError('BAD_INPUT', parsed.error.issues[0]?.message);
    const { phone, email, orderConfirmationEmails, currentPassword } = parsed.data;
    const previousEmail = (await this.account(customerId)).email;
    // The same email again, in any case, is the rest of the form saved, not a change of sign-in.
    const newEmail = email !== undefined && email !== previousEmail.toLowerCase() ? email : undefined;
    if (newEmail !== undefined) {
      if (!currentPassword) throw new DomainError('BAD_INPUT', MESSAGES.currentPasswordForEmail);
      await this.options.auth.checkPasswordForEmailChange(userId, currentPassword);
    }
    const updated = await this.options.db
      .transaction(async (tx) => {
        if (newEmail !== undefined) {
          const [taken] = await tx
            .select({ id: customer.id })
            .from(customer)
            .where(and(sql`lower(${customer.email}) = ${newEmail}`, ne(customer.id, customerId)));
          if (taken) throw new DomainError('EMAIL_TAKEN');
          await this.options.auth.changeSignInEmail(tx, userId, newEmail);
        }
        const [row] = await tx
          .update(customer)
          .set({
            ...(phone !== undefined ? { mobile: phone } : {}),
            ...(newEmail !== undefined ? { email: newEmail } : {}),
            ...(orderConfirmationEmails !== undefined ? { orderConfirmationEmails } : {}),
          })
          .where(eq(customer.id, customerId))
          .returning();
        if (!row) throw new DomainError('NOT_FOUND');
        await this.options.accountingSync.queue(tx, 'accounting.customer.update', {
          kind: 'customer',
          id: customerId,
        });
        await this.options.pushes.queueCustomer(tx, 'updated', customerId);
        return row;
      })
      .catch((error: unknown) => {
        // Two people taking the same email at the same moment: the unique index decides.
        if (isUniqueViolation(error)) throw new DomainError('EMAIL_TAKEN', undefined, { cause: error });
        throw error;
      });
    // Wakes the worker for both systems' pushes.
    this.options.pushes.committed();
    this.options.events.publish('customer', { action: 'UPDATED', customerId, isActive: updated.isActive });
    if (newEmail !== undefined) {
      this.options.auth.noticeSignInEmailChanged({
        previousEmail,
        newEmail,
        businessPhone: this.options.businessPhone,
      });
    }
    return toMyAccount(updated);
  }

  /**
   * Disables or enables a customer: the record's active flag and a ban on their sign-in together. On
   * disable every session ends at once, and the change is published (live sign-out, caches).
   */
  async setActive(customerId: string, isActive: boolean): Promise<void> {
    const ended = await this.options.db.transaction(async (tx) => {
      const found = await writeCustomerActive(tx, customerId, isActive, this.options.auth);
      if (!found) throw new DomainError('NOT_FOUND');
      return found.endedSessionIds;
    });
    this.activeChanged(customerId, isActive, ended);
  }

  /**
   * After {@link writeCustomerActive} committed: the ended sessions are refused on every instance, and the
   * change is published (the customer's open pages sign out, caches forget them).
   */
  activeChanged(customerId: string, isActive: boolean, endedSessionIds: ReadonlyArray<string>): void {
    this.options.auth.customerActiveChanged(customerId, isActive, endedSessionIds);
    this.options.events.publish('customer', { action: 'UPDATED', customerId, isActive });
  }

  /**
   * Gives the customer's sign-in a temporary password, valid 24 hours: the one staff typed, else a random
   * one. It is mailed to them, they must replace it at their next sign-in, and their sessions end. Written
   * with a notice naming the customer.
   */
  async issueTemporaryPassword(
    actor: Actor,
    customerId: string,
    password?: string,
  ): Promise<{ expiresAt: Date }> {
    if (password !== undefined) {
      const parsed = customerPasswordResetSchema.shape.password.safeParse(password);
      if (!parsed.success) throw new DomainError('BAD_INPUT', parsed.error.issues[0]?.message);
    }
    const issued = await this.options.changes.run(actor, async (tx) => {
      const [found] = await tx
        .select({ userId: user.id, companyName: customer.companyName, email: customer.email })
        .from(customer)
        .innerJoin(user, eq(user.customerId, customer.id))
        .where(eq(customer.id, customerId));
      if (!found) throw new DomainError('NOT_FOUND');
      const result = await this.options.auth.writeTemporaryPassword(tx, found.userId, password);
      return { result, notice: { message: `Password reset for ${found.companyName || found.email}` } };
    });
    await this.options.auth.deliverTemporaryPassword(issued);
    return { expiresAt: issued.expiresAt };
  }

  /**
   * Staff's customer search: from 3 characters, at most 7 customers (archived ones left out) whose company,
   * contact name, email or code holds the text, by company name.
   */
  async search(text: string): Promise<CustomerMatch[]> {
    const term = normalizeSearchTerm(text);
    if (term.length < SEARCH_MIN_CHARS) return [];
    const rows = await this.options.db
      .select({
        id: customer.id,
        companyName: customer.companyName,
        firstName: customer.firstName,
        lastName: customer.lastName,
        email: customer.email,
        phone: customer.mobile,
        customerLevel: customer.customerLevel,
        priceLevelName: priceLevel.name,
        deliveryZone: { name: deliveryZone.name, weekdays: deliveryZone.weekdays },
      })
      .from(customer)
      .leftJoin(priceLevel, eq(priceLevel.id, customer.priceLevelId))
      .leftJoin(deliveryZone, eq(deliveryZone.id, customer.deliveryZoneId))
      .where(and(isNull(customer.archivedAt), customerMatches(term)))
      .orderBy(asc(sql`lower(${customer.companyName})`), asc(customer.email))
      .limit(CUSTOMER_SEARCH_LIMIT);
    return rows.map((row) => ({
      id: row.id,
      companyName: row.companyName,
      contactName: `${row.firstName} ${row.lastName}`.trim(),
      email: row.email,
      phone: row.phone,
      customerLevel: row.customerLevel as CustomerLevel,
      priceLevelName: row.priceLevelName,
      deliveryZone: row.deliveryZone,
    }));
  }
}

/**
 * Customers whose company, email, code or contact name ('first last') holds the term, which must already be
 * normalised (lower case, trimmed, one space between words: see normalizeSearchTerm). Shared by staff's
 * searches. It looks in `customer.search_text`, those fields lower-cased once when the row is written.
 */
export function customerMatches(term: string): SQL {
  return sql`strpos(${customer.searchText}, ${term}) > 0`;
}

/**
 * The active flag as rows, inside a transaction: the customer record and the ban on their user. Used by
 * {@link CustomersService.setActive} and the demo seed. Null when there is no such customer.
 */
export async function writeCustomerActive(
  tx: Executor,
  customerId: string,
  isActive: boolean,
  auth: Pick<AuthService, 'setCustomerBanned'>,
  at = new Date(),
): Promise<{ endedSessionIds: string[] } | null> {
  const changed = await tx
    .update(customer)
    .set({ isActive, updatedAt: at })
    .where(eq(customer.id, customerId))
    .returning({ id: customer.id });
  if (changed.length === 0) return null;
  return { endedSessionIds: await auth.setCustomerBanned(tx, customerId, !isActive, at) };
}

function toMyAccount(row: typeof customer.$inferSelect): MyAccount {
  return {
    customerId: row.id,
    businessName: row.companyName,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.mobile,
    email: row.email,
    address: {
      addr1: row.addr1,
      addr2: row.addr2,
      addr3: row.addr3,
      city: row.city,
      postalCode: row.postalCode,
    },
    orderConfirmationEmails: row.orderConfirmationEmails,
  };
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
