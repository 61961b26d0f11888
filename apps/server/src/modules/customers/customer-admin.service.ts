import { ADMIN_CUSTOMERS_ALL_LIMIT, type CustomerLevel } from '@cleaver/domain/constants';
import { DomainError } from '@cleaver/domain/errors';
import { type Cents, cents, toCents, toDecimalString } from '@cleaver/domain/money';
import { effectiveTerms, termsLabel } from '@cleaver/domain/receivables';
import {
  type CustomerFormValues,
  customerInputSchema,
  type ParsedCustomerInput,
} from '@cleaver/domain/schemas';
import { normalizeSearchTerm } from '@cleaver/domain/search';
import { and, count, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor, NamedStatement, RunStatement, Transaction } from '../../db/client.ts';
import { customer, deliveryZone, order, priceLevel, recurringOrder, session, user } from '../../db/schema.ts';
import type { Actor, StaffChange } from '../../db/staff-change.ts';
import { uniqueConstraintOf } from '../../db/unique-violation.ts';
import type { AccountingSync, SyncState } from '../../integrations/accounting/accounting-sync.ts';
import type { RecordPushes } from '../../integrations/record-pushes.ts';
import type { EventBus } from '../../platform/events.ts';
import { KeptUntilChange } from '../../platform/kept-until-change.ts';
import type { AuthService, IssuedPassword } from '../auth/auth.service.ts';
import { type CustomersService, customerMatches, writeCustomerActive } from './customers.service.ts';

/** A customer as the back office's table and dialog show them. */
export type AdminCustomer = {
  id: string;
  code: string;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  companyName: string;
  /** null: default prices. */
  priceLevel: { id: string; name: string } | null;
  /** The van's zone; null: none. */
  deliveryZone: { id: string; name: string } | null;
  customerLevel: CustomerLevel;
  isActive: boolean;
  /** On stop: their orders are refused (staff may take one with a reason); why, and since when. */
  onStop: boolean;
  onStopReason: string;
  onStopSince: Date | null;
  address: { addr1: string; addr2: string; addr3: string; city: string; postalCode: string };
  /** Their own payment terms (a code); null: the shop's default. */
  paymentTerms: string | null;
  /** The terms their documents are issued on, as read: their own, or the shop's default. */
  paymentTermsLabel: string;
  /** The most their account may owe; null: no limit. */
  creditLimit: Cents | null;
  /** Orders and recurring orders naming the customer: with any, deleting archives instead. */
  orderCount: number;
  recurringOrderCount: number;
  accountingSync: SyncState;
};

export type AdminCustomerPage = { rows: AdminCustomer[]; totalCount: number };

export type CustomerDeletion = { id: string; outcome: 'DELETED' | 'ARCHIVED' };

export type CustomerAdminDeps = {
  db: Database;
  /** Runs the table's named statements. */
  run: RunStatement;
  events: EventBus;
  auth: AuthService;
  changes: StaffChange;
  customers: Pick<CustomersService, 'activeChanged'>;
  accountingSync: Pick<AccountingSync, 'queue' | 'committed' | 'syncStates'>;
  /** Queues the production system's pushes (the accounting ones go through accountingSync). */
  pushes: Pick<RecordPushes, 'queueCustomer' | 'committed'>;
  /** The business's phone number, for the notice to a customer's old email address. */
  businessPhone: () => Promise<string>;
  logError: (error: unknown, message: string) => void;
};

const IN_LEDGER: SyncState = { state: 'LEDGER', attempts: 0, lastError: null, updatedAt: null };
// Serialises staff's customer writes, so two saves of 'abc' and 'ABC' cannot both pass the code check
// (the code's unique index is case-sensitive).
const CUSTOMER_IDENTITY_LOCK = 0x43_55_53_54;

/** A customer as the table's statements read them: the shown fields as stored, the shop's default terms, both counts. */
type CustomerRow = Pick<
  AdminCustomer,
  | 'id'
  | 'code'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'mobile'
  | 'companyName'
  | 'isActive'
  | 'onStop'
  | 'onStopReason'
  | 'onStopSince'
  | 'paymentTerms'
> &
  AdminCustomer['address'] & {
    priceLevelId: string | null;
    priceLevelName: string | null;
    deliveryZoneId: string | null;
    deliveryZoneName: string | null;
    customerLevel: string;
    creditLimit: string | null;
    defaultTerms: string | null;
    orders: number | string;
    recurring: number | string;
  };

// The table's order; `customer_list_idx` holds it, so a page is read from the index and cut there.
const IN_LIST_ORDER = `lower(c.company_name), lower(c.last_name || ' ' || c.first_name), c.id`;

/** The rows of the customers in `page` (a CTE of ids), each with its order and standing-order counts. */
const rowsOfPage = (page: string) => `
  with page as (${page})
  select c.id, c.code, c.first_name as "firstName", c.last_name as "lastName", c.email, c.mobile,
    c.company_name as "companyName", c.price_level_id as "priceLevelId", p.name as "priceLevelName",
    c.delivery_zone_id as "deliveryZoneId", z.name as "deliveryZoneName", c.customer_level as "customerLevel",
    c.is_active as "isActive", c.on_stop as "onStop", c.on_stop_reason as "onStopReason",
    c.on_stop_since as "onStopSince", c.addr1, c.addr2, c.addr3, c.city, c.postal_code as "postalCode",
    c.payment_terms as "paymentTerms", c.credit_limit::text as "creditLimit",
    (select s.payment_terms from settings s limit 1) as "defaultTerms",
    (select count(*) from "order" o where o.customer_id = c.id) as orders,
    (select count(*) from recurring_order r where r.customer_id = c.id) as recurring
  from page
  join customer c on c.id = page.id
  left join price_level p on p.id = c.price_level_id
  left join delivery_zone z on z.id = c.delivery_zone_id
  order by ${IN_LIST_ORDER}`;

/**
 * A page of the table, as a named statement (planned once per connection on PostgreSQL, no query building): $1 the
 * normalised search ('' for none, as `customerMatches`), $2 the offset, $3 the limit. The page's ids come first,
 * from `customer_list_idx` in the table's order, so the counts are made for the page's rows only.
 */
const CUSTOMER_PAGE: NamedStatement = {
  name: 'customer_admin_page',
  text: rowsOfPage(`
    select c.id from customer c
    where c.archived_at is null and ($1::text = '' or strpos(c.search_text, $1::text) > 0)
    order by ${IN_LIST_ORDER}
    offset $2 limit $3`),
};

/** One customer who is not archived, as the table shows them: $1 the id. */
const CUSTOMER_ROW: NamedStatement = {
  name: 'customer_admin_row',
  text: rowsOfPage('select c.id from customer c where c.id = $1::uuid and c.archived_at is null'),
};

/**
 * The back office's customers: the table staff page and search, and adding, changing, disabling and
 * deleting a customer with their sign-in. Every change is written with its notice and its push to the
 * accounting system, and published once committed (open staff lists, the customer's own pages, prices).
 */
export class CustomerAdminService {
  /**
   * How many customers a search matches (every one for no search), kept until a customer changes: staff page and
   * search the table far more often than customers are added, renamed or archived, and on PGlite counting 5,000
   * customers cost as much as the page itself.
   */
  private readonly counts: KeptUntilChange<number>;

  constructor(private readonly deps: CustomerAdminDeps) {
    this.counts = new KeptUntilChange(deps.events, { customer: true });
  }

  /**
   * A page of customers (archived ones left out) by company, whose company, contact name, email or code
   * holds the search, in any case. `limit` runs up to ADMIN_CUSTOMERS_ALL_LIMIT for the table's 'all'.
   */
  async list(input: {
    search?: string | null;
    offset?: number | null;
    limit?: number | null;
  }): Promise<AdminCustomerPage> {
    const offset = input.offset ?? 0;
    const limit = input.limit ?? 25;
    if (!Number.isInteger(offset) || offset < 0)
      throw new DomainError('BAD_INPUT', 'offset must be 0 or more.');
    if (!Number.isInteger(limit) || limit < 1 || limit > ADMIN_CUSTOMERS_ALL_LIMIT) {
      throw new DomainError(
        'BAD_INPUT',
        `limit must be a whole number from 1 to ${ADMIN_CUSTOMERS_ALL_LIMIT}.`,
      );
    }
    const term = normalizeSearchTerm(input.search ?? '');
    const [rows, totalCount] = await Promise.all([
      this.deps.run<CustomerRow>(CUSTOMER_PAGE, [term, offset, limit]).then((page) => this.shown(page)),
      this.counts.get(term, async () => {
        const where = term
          ? and(isNull(customer.archivedAt), customerMatches(term))
          : isNull(customer.archivedAt);
        const [counted] = await this.deps.db.select({ n: count() }).from(customer).where(where);
        return Number(counted?.n ?? 0);
      }),
    ]);
    return { rows, totalCount };
  }

  /** A customer who is not archived, or null. */
  async get(id: string): Promise<AdminCustomer | null> {
    const rows = await this.shown(await this.deps.run<CustomerRow>(CUSTOMER_ROW, [id]));
    return rows[0] ?? null;
  }

  /**
   * Adds a customer with their sign-in (role customer), whose temporary password, valid 24 hours, is mailed
   * to them once committed; they choose their own at first sign-in. CUSTOMER_CODE_TAKEN when another
   * customer has the code in any case; EMAIL_TAKEN when any customer or user has the email.
   */
  async create(actor: Actor, input: CustomerFormValues): Promise<AdminCustomer> {
    const parsed = parse(input);
    const { id, issued } = await this.uniquely(() =>
      this.deps.changes.run(actor, async (tx) => {
        await lockCustomerIdentities(tx);
        await this.refuseDuplicates(tx, parsed, null);
        await this.checkPriceLevel(tx, parsed.priceLevelId);
        await this.checkDeliveryZone(tx, parsed.deliveryZoneId);
        const [row] = await tx.insert(customer).values(columnsOf(parsed)).returning({ id: customer.id });
        if (!row) throw new Error('customer insert returned nothing');
        const [signIn] = await tx
          .insert(user)
          .values({
            name: contactName(parsed) || parsed.email,
            email: parsed.email,
            emailVerified: true,
            role: 'customer',
            firstName: parsed.firstName,
            lastName: parsed.lastName,
            customerId: row.id,
          })
          .returning({ id: user.id });
        if (!signIn) throw new Error('user insert returned nothing');
        const issued = await this.deps.auth.writeTemporaryPassword(tx, signIn.id);
        await this.deps.accountingSync.queue(tx, 'accounting.customer.create', {
          kind: 'customer',
          id: row.id,
        });
        await this.deps.pushes.queueCustomer(tx, 'created', row.id);
        return {
          result: { id: row.id, issued },
          notice: { message: `Customer ${described({ ...parsed, code: parsed.customerCode })} created` },
        };
      }),
    );
    this.deps.pushes.committed();
    this.deps.events.publish('customer', { action: 'ADDED', customerId: id, isActive: true });
    await this.mailTemporaryPassword(issued);
    return this.saved(id);
  }

  /**
   * Saves a customer. A changed email changes their sign-in email too (the old address is told); a changed
   * price level reaches their prices at once (the `customer` event drops the cached level everywhere).
   */
  async update(actor: Actor, id: string, input: CustomerFormValues): Promise<AdminCustomer> {
    const parsed = parse(input);
    const { previousEmail, isActive } = await this.uniquely(() =>
      this.deps.changes.run(actor, async (tx) => {
        await lockCustomerIdentities(tx);
        const current = await this.current(tx, id);
        await this.refuseDuplicates(tx, parsed, id);
        await this.checkPriceLevel(tx, parsed.priceLevelId);
        await this.checkDeliveryZone(tx, parsed.deliveryZoneId);
        await tx.update(customer).set(columnsOf(parsed)).where(eq(customer.id, id));
        if (current.userId) {
          if (parsed.email !== current.email.toLowerCase()) {
            await this.deps.auth.changeSignInEmail(tx, current.userId, parsed.email);
          }
          await tx
            .update(user)
            .set({
              firstName: parsed.firstName,
              lastName: parsed.lastName,
              name: contactName(parsed) || parsed.email,
            })
            .where(eq(user.id, current.userId));
        }
        await this.deps.accountingSync.queue(tx, 'accounting.customer.update', { kind: 'customer', id });
        await this.deps.pushes.queueCustomer(tx, 'updated', id);
        return {
          result: { previousEmail: current.email, isActive: current.isActive },
          notice: { message: `Customer ${described({ ...parsed, code: parsed.customerCode })} updated` },
        };
      }),
    );
    this.deps.pushes.committed();
    this.deps.events.publish('customer', { action: 'UPDATED', customerId: id, isActive });
    if (parsed.email !== previousEmail.toLowerCase()) {
      this.deps.auth.noticeSignInEmailChanged({
        previousEmail,
        newEmail: parsed.email,
        businessPhone: this.deps.businessPhone,
      });
    }
    return this.saved(id);
  }

  /**
   * Disables or re-enables a customer: their sign-in is refused and every session ends at once, and their
   * open pages sign out (the `customer` event). Written with a notice.
   */
  async setActive(actor: Actor, id: string, isActive: boolean): Promise<void> {
    const ended = await this.deps.changes.run(actor, async (tx) => {
      const current = await this.current(tx, id);
      const written = await writeCustomerActive(tx, id, isActive, this.deps.auth);
      if (!written) throw new DomainError('NOT_FOUND');
      await this.deps.accountingSync.queue(tx, 'accounting.customer.update', { kind: 'customer', id });
      await this.deps.pushes.queueCustomer(tx, 'updated', id);
      return {
        result: written.endedSessionIds,
        notice: { message: `Customer ${described(current)} ${isActive ? 'enabled' : 'disabled'}` },
      };
    });
    this.deps.pushes.committed();
    this.deps.customers.activeChanged(id, isActive, ended);
  }

  /**
   * Deletes a customer and their sign-in, or archives them when an order or a recurring order names them:
   * hidden from the table and the searches, their sign-in refused and every session ended; orders keep
   * their snapshot either way.
   */
  async delete(actor: Actor, id: string): Promise<CustomerDeletion> {
    const { outcome, ended } = await this.deps.changes.run(actor, async (tx) => {
      const current = await this.current(tx, id);
      const used = await this.hasHistory(tx, id);
      let ended: string[];
      if (used) {
        await tx.update(customer).set({ archivedAt: new Date(), isActive: false }).where(eq(customer.id, id));
        ended = await this.deps.auth.setCustomerBanned(tx, id, true);
        await this.deps.accountingSync.queue(tx, 'accounting.customer.update', { kind: 'customer', id });
        await this.deps.pushes.queueCustomer(tx, 'updated', id);
      } else {
        const signIns = tx.select({ id: user.id }).from(user).where(eq(user.customerId, id));
        const sessions = await tx
          .delete(session)
          .where(inArray(session.userId, signIns))
          .returning({ id: session.id });
        ended = sessions.map((row) => row.id);
        // The sign-in, its password and the customer's product notes go with the row.
        await tx.delete(customer).where(eq(customer.id, id));
      }
      const outcome = used ? ('ARCHIVED' as const) : ('DELETED' as const);
      return {
        result: { outcome, ended },
        notice: { message: `Customer ${described(current)} ${used ? 'archived' : 'deleted'}` },
      };
    });
    this.deps.pushes.committed();
    // The DELETED event signs their open pages out as a disabling would.
    this.deps.auth.customerActiveChanged(id, false, ended);
    this.deps.events.publish('customer', { action: 'DELETED', customerId: id, isActive: false });
    return { id, outcome };
  }

  /** The table's rows of customers as read, with their sync states. */
  private async shown(rows: CustomerRow[]): Promise<AdminCustomer[]> {
    if (rows.length === 0) return [];
    const sync = await this.deps.accountingSync.syncStates(
      rows.map((row) => ({ kind: 'customer' as const, id: row.id })),
    );
    const customers = rows.map((row) => ({
      id: row.id,
      code: row.code,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      mobile: row.mobile,
      companyName: row.companyName,
      priceLevel:
        row.priceLevelId && row.priceLevelName ? { id: row.priceLevelId, name: row.priceLevelName } : null,
      deliveryZone:
        row.deliveryZoneId && row.deliveryZoneName
          ? { id: row.deliveryZoneId, name: row.deliveryZoneName }
          : null,
      customerLevel: row.customerLevel as CustomerLevel,
      isActive: row.isActive,
      onStop: row.onStop,
      onStopReason: row.onStopReason,
      onStopSince: row.onStopSince,
      address: {
        addr1: row.addr1,
        addr2: row.addr2,
        addr3: row.addr3,
        city: row.city,
        postalCode: row.postalCode,
      },
      paymentTerms: row.paymentTerms,
      paymentTermsLabel: termsLabel(effectiveTerms(row.paymentTerms, row.defaultTerms)),
      creditLimit: row.creditLimit === null ? null : toCents(row.creditLimit),
      orderCount: Number(row.orders),
      recurringOrderCount: Number(row.recurring),
      accountingSync: sync.get(`customer:${row.id}`) ?? IN_LEDGER,
    }));
    return customers;
  }

  private async hasHistory(tx: Transaction, id: string): Promise<boolean> {
    const [onOrder] = await tx.select({ id: order.id }).from(order).where(eq(order.customerId, id)).limit(1);
    if (onOrder) return true;
    const [onRecurring] = await tx
      .select({ id: recurringOrder.id })
      .from(recurringOrder)
      .where(eq(recurringOrder.customerId, id))
      .limit(1);
    return Boolean(onRecurring);
  }

  /** The customer (not archived), locked for the change, with their sign-in's id. */
  private async current(tx: Transaction, id: string) {
    const [row] = await tx
      .select({
        code: customer.code,
        firstName: customer.firstName,
        lastName: customer.lastName,
        companyName: customer.companyName,
        email: customer.email,
        isActive: customer.isActive,
        userId: user.id,
      })
      .from(customer)
      .leftJoin(user, eq(user.customerId, customer.id))
      .where(and(eq(customer.id, id), isNull(customer.archivedAt)))
      .for('update', { of: customer });
    if (!row) throw new DomainError('NOT_FOUND');
    return row;
  }

  /**
   * CUSTOMER_CODE_TAKEN when another customer (archived ones too) has the code in any case; EMAIL_TAKEN when
   * another customer or any user but the customer's own sign-in (staff too) has the email. Run under
   * {@link lockCustomerIdentities}, so a concurrent save cannot slip between the check and the write.
   */
  private async refuseDuplicates(tx: Transaction, input: ParsedCustomerInput, exceptId: string | null) {
    const others = (where: SQL) => (exceptId ? and(where, ne(customer.id, exceptId)) : where);
    const [codeHolder] = await tx
      .select({ code: customer.code, companyName: customer.companyName, archivedAt: customer.archivedAt })
      .from(customer)
      .where(others(sql`lower(${customer.code}) = lower(${input.customerCode})`))
      .limit(1);
    if (codeHolder) {
      const archived = codeHolder.archivedAt ? ', an archived customer' : '';
      const holder = codeHolder.companyName ? ` by ${codeHolder.companyName}${archived}` : archived;
      throw new DomainError(
        'CUSTOMER_CODE_TAKEN',
        `Customer code ${codeHolder.code} is already used${holder}. Please choose another.`,
      );
    }
    const [emailHolder] = await tx
      .select({ id: customer.id })
      .from(customer)
      .where(others(sql`lower(${customer.email}) = ${input.email}`))
      .limit(1);
    const [userHolder] = await tx
      .select({ id: user.id })
      .from(user)
      .where(
        and(
          sql`lower(${user.email}) = ${input.email}`,
          exceptId ? or(isNull(user.customerId), ne(user.customerId, exceptId)) : undefined,
        ),
      )
      .limit(1);
    if (emailHolder || userHolder) throw new DomainError('EMAIL_TAKEN');
  }

  private async checkPriceLevel(tx: Executor, priceLevelId: string | null): Promise<void> {
    if (!priceLevelId) return;
    const [found] = await tx
      .select({ id: priceLevel.id })
      .from(priceLevel)
      .where(eq(priceLevel.id, priceLevelId));
    if (!found) {
      throw new DomainError('BAD_INPUT', 'This price level no longer exists. Please choose another.');
    }
  }

  private async checkDeliveryZone(tx: Executor, zoneId: string | null | undefined): Promise<void> {
    if (!zoneId) return;
    const [found] = await tx
      .select({ id: deliveryZone.id })
      .from(deliveryZone)
      .where(eq(deliveryZone.id, zoneId));
    if (!found) throw new DomainError('DELIVERY_ZONE_NOT_FOUND');
  }

  private async saved(id: string): Promise<AdminCustomer> {
    const saved = await this.get(id);
    if (!saved) throw new DomainError('NOT_FOUND');
    return saved;
  }

  // The customer exists once committed; a mail that fails is logged, and staff can send a new password.
  private async mailTemporaryPassword(issued: IssuedPassword): Promise<void> {
    try {
      await this.deps.auth.deliverTemporaryPassword(issued);
    } catch (error) {
      this.deps.logError(error, 'temporary password for a new customer not mailed');
    }
  }

  // Two staff saving the same email or code at the same moment: the unique indexes refuse the second.
  private async uniquely<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      const violated = uniqueConstraintOf(error);
      if (violated === undefined) throw error;
      if (violated.includes('code'))
        throw new DomainError('CUSTOMER_CODE_TAKEN', undefined, { cause: error });
      throw new DomainError('EMAIL_TAKEN', undefined, { cause: error });
    }
  }
}

/** Until the transaction ends, other staff saves of a customer wait here (see CUSTOMER_IDENTITY_LOCK). */
async function lockCustomerIdentities(tx: Transaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CUSTOMER_IDENTITY_LOCK})`);
}

function parse(input: CustomerFormValues): ParsedCustomerInput {
  const parsed = customerInputSchema.safeParse(input);
  if (!parsed.success) throw new DomainError('BAD_INPUT', parsed.error.issues[0]?.message);
  return parsed.data;
}

function columnsOf(input: ParsedCustomerInput) {
  return {
    code: input.customerCode,
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    mobile: input.mobile,
    companyName: input.companyName,
    priceLevelId: input.priceLevelId,
    ...(input.deliveryZoneId !== undefined ? { deliveryZoneId: input.deliveryZoneId } : {}),
    customerLevel: input.customerLevel,
    addr1: input.addr1,
    addr2: input.addr2,
    addr3: input.addr3,
    city: input.city,
    postalCode: input.postalCode,
    // Left out of the input: kept as they are.
    ...(input.paymentTerms !== undefined ? { paymentTerms: input.paymentTerms } : {}),
    ...(input.creditLimit !== undefined
      ? { creditLimit: input.creditLimit === null ? null : toDecimalString(cents(input.creditLimit)) }
      : {}),
    updatedAt: new Date(),
  };
}

function contactName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

/** 'Harbourside Bistro (HARB001)', or the contact's name for a customer without a company. */
function described(c: { companyName: string; firstName: string; lastName: string; code: string }): string {
  return `${c.companyName || contactName(c)} (${c.code})`;
}
