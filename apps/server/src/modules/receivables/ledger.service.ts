import { aucklandDateString, formatDateOnly } from '@cleaver/domain/dates';
import { DomainError } from '@cleaver/domain/errors';
import { type Cents, cents, formatNZD, toCents, toDecimalString } from '@cleaver/domain/money';
import {
  type Ageing,
  allocatePayment,
  daysOverdue,
  effectiveTerms,
  PAYMENT_METHOD_LABELS,
  type PaymentInput,
  paymentInputSchema,
  reversalReasonSchema,
  termsCode,
  termsLabel,
} from '@cleaver/domain/receivables';
import { normalizeSearchTerm } from '@cleaver/domain/search';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { payment, paymentAllocation } from '../../db/schema.ts';
import { type Actor, actorName, type StaffChange } from '../../db/staff-change.ts';
import type { Clock } from '../../platform/clock.ts';
import type { EventBus } from '../../platform/events.ts';
import { AccountRowsCache } from './account-rows-cache.ts';
import type { AccountingPayments } from './accounting-payments.ts';
import { claimBankLine, matchBankLine, reopenBankLineOf } from './bank-lines.ts';
import {
  consistent,
  documentsOf,
  entriesOf,
  type Figures,
  figuresOf,
  type LedgerDocument,
  type LedgerEntry,
  type PaymentView,
  paymentsOf,
} from './ledger-book.ts';
import { type AccountHolder, accountHolder, defaultTerms, ledgerRows, lockAccount } from './ledger-rows.ts';
import { accountRows, type ReceivablesQuery } from './receivables-sql.ts';

/** Where the figures come from: the built-in ledger (an accounting system's name once one is connected). */
export const LEDGER_SOURCE = 'Cleaver ledger';

export const RECEIVABLES_PAGE_MAX = 100;

export type AccountSummary = Figures & {
  customerId: string;
  companyName: string;
  code: string;
  onStop: boolean;
  onStopReason: string;
  creditLimit: Cents | null;
  /** The terms code in force: the customer's own, else Settings'. */
  terms: string;
  termsLabel: string;
};

export type OpenDocumentView = LedgerDocument & { daysOverdue: number };

export type CustomerLedger = {
  account: AccountSummary;
  entries: LedgerEntry[];
  /** Invoices and debit notes with something still owed on them, oldest due first. */
  openDocuments: OpenDocumentView[];
  payments: PaymentView[];
  source: string;
  readAt: Date;
};

export type ReceivablesPage = {
  rows: AccountSummary[];
  totalCount: number;
  totals: Ageing;
  balance: Cents;
  source: string;
  readAt: Date;
};

export type ReceivablesDeps = {
  db: Database;
  changes: StaffChange;
  clock: Clock;
  /** With the accounting middleware: payments are read from there (accounting-payments.ts), not recorded here. */
  accountingPayments?: Pick<AccountingPayments, 'lastRead' | 'active' | 'figuresSource'>;
  /** Where a payment recorded or reversed is announced (`ledger`), and the list hears of changes. */
  events?: EventBus;
};

/** What staff are told when they record a payment while the accounting system keeps the books. */
export const PAYMENTS_IN_ACCOUNTING_MESSAGE =
  'Payments are recorded in the accounting system; Cleaver reads them from there every few minutes.';

/**
 * The built-in receivables ledger (decision 027): what each customer owes, ageing and credit, read from invoices,
 * credit and debit notes and payments; the one writer of payments and their allocations. A payment is never edited:
 * it is reversed, and its allocations stay as history but stop counting.
 */
export class Receivables {
  private readonly lists: AccountRowsCache;

  constructor(private readonly deps: ReceivablesDeps) {
    this.lists = new AccountRowsCache(deps.events);
  }

  async accountOf(customerId: string): Promise<AccountSummary> {
    return (await this.ledgerOf(customerId)).account;
  }

  /** The customer's account, running ledger, open documents and payments; NOT_FOUND for an unknown customer. */
  async ledgerOf(customerId: string): Promise<CustomerLedger> {
    const readAt = this.deps.clock();
    const today = aucklandDateString(readAt);
    // One snapshot, so the documents, payments and allocations read add up.
    const { holder, rows, terms } = await this.deps.db.transaction(
      async (tx) => {
        const holder = await accountHolder(tx, customerId);
        if (!holder) throw new DomainError('NOT_FOUND');
        return { holder, rows: consistent(await ledgerRows(tx, customerId)), terms: await defaultTerms(tx) };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    const openDocuments = documentsOf(rows)
      .filter((d) => d.open > 0)
      .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.issuedDate.localeCompare(b.issuedDate))
      .map((d) => ({ ...d, daysOverdue: Math.max(0, daysOverdue(d.dueDate, today)) }));
    return {
      account: summaryOf(
        { ...holder, creditLimit: holder.creditLimit === null ? null : toCents(holder.creditLimit) },
        figuresOf(rows, today),
        terms,
      ),
      entries: entriesOf(rows),
      openDocuments,
      payments: paymentsOf(rows),
      ...(await this.figuresSource(readAt)),
    };
  }

  /**
   * Records a payment from the customer and allocates it: to the documents chosen (in that order), else to the
   * oldest open ones; what is left stays as credit. Under the customer's account lock, so two payments recorded at
   * once allocate one after the other and never past what is open. BAD_INPUT with the form's message, or when a
   * chosen document is not the customer's; NOT_FOUND for an unknown or archived customer. With `bankLineKey` the
   * payment is recorded from that imported bank line and marks it matched; BAD_INPUT when it is not open.
   */
  async recordPayment(
    actor: Actor & { userId?: string | null },
    customerId: string,
    input: PaymentInput,
    allocateTo?: readonly string[] | null,
    bankLineKey?: string | null,
  ): Promise<{ paymentId: string; customerId: string }> {
    if (await this.deps.accountingPayments?.active()) {
      throw new DomainError('BAD_INPUT', PAYMENTS_IN_ACCOUNTING_MESSAGE);
    }
    const parsed = paymentInputSchema.safeParse(input);
    if (!parsed.success) throw new DomainError('BAD_INPUT', parsed.error.issues[0]?.message);
    const { receivedOn, amount, method, reference } = parsed.data;
    return this.deps.changes.run(actor, async (tx) => {
      await lockAccount(tx, customerId);
      const holder = await accountHolder(tx, customerId);
      if (!holder || holder.archivedAt) throw new DomainError('NOT_FOUND');
      if (bankLineKey) await claimBankLine(tx, bankLineKey);
      const documents = documentsOf(consistent(await ledgerRows(tx, customerId)));
      const byId = new Map(documents.map((d) => [d.id, d]));
      const chosen = allocateTo && allocateTo.length > 0 ? allocateTo : undefined;
      if (chosen?.some((id) => !byId.has(id))) {
        throw new DomainError('BAD_INPUT', 'Choose invoices or debit notes of this customer’s.');
      }
      const { allocations, unallocated } = allocatePayment(cents(amount), documents, chosen);
      const [row] = await tx
        .insert(payment)
        .values({
          customerId,
          receivedOn,
          amount: toDecimalString(cents(amount)),
          method,
          reference,
          bankLineKey: bankLineKey ?? null,
          actorUserId: actor.userId ?? null,
          actorName: actorName(actor),
        })
        .returning({ id: payment.id });
      if (!row) throw new Error('The payment was not stored');
      if (bankLineKey) await matchBankLine(tx, bankLineKey, row.id);
      if (allocations.length > 0) {
        await tx.insert(paymentAllocation).values(
          allocations.map((a) => {
            const isInvoice = byId.get(a.documentId)?.kind === 'INVOICE';
            return {
              paymentId: row.id,
              invoiceId: isInvoice ? a.documentId : null,
              noteId: isInvoice ? null : a.documentId,
              amount: toDecimalString(a.amount),
            };
          }),
        );
      }
      const to = allocations.map((a) => {
        const document = byId.get(a.documentId);
        return document?.kind === 'INVOICE' ? `invoice ${document.number}` : (document?.number ?? '');
      });
      const details = [
        ...(to.length > 0 ? [`to ${to.join(', ')}`] : []),
        ...(unallocated > 0 ? [`${formatNZD(unallocated)} kept as credit`] : []),
      ];
      return {
        result: { paymentId: row.id, customerId },
        afterCommit: () => this.deps.events?.publish('ledger', { customerIds: [customerId] }),
        notice: {
          message:
            `Payment of ${formatNZD(cents(amount))} (${PAYMENT_METHOD_LABELS[method].toLowerCase()}) recorded ` +
            `for ${holder.companyName}${details.length > 0 ? `: ${details.join('; ')}` : ''}`,
        },
      };
    });
  }

  /**
   * Reverses a payment (a bounced cheque, one keyed against the wrong customer), with the reason: it and its
   * allocations stop counting and stay in the history. BAD_INPUT when already reversed or without a reason.
   */
  async reversePayment(
    actor: Actor,
    paymentId: string,
    reason: string,
  ): Promise<{ paymentId: string; customerId: string }> {
    const parsed = reversalReasonSchema.safeParse(reason);
    if (!parsed.success) throw new DomainError('BAD_INPUT', parsed.error.issues[0]?.message);
    return this.deps.changes.run(actor, async (tx) => {
      const [found] = await tx
        .select({ customerId: payment.customerId, source: payment.source })
        .from(payment)
        .where(eq(payment.id, paymentId));
      if (!found) throw new DomainError('NOT_FOUND');
      if (found.source === 'ACCOUNTING') {
        throw new DomainError('BAD_INPUT', 'This payment came from the accounting system: void it there.');
      }
      await lockAccount(tx, found.customerId);
      const [reversed] = await tx
        .update(payment)
        .set({ reversedAt: this.deps.clock(), reversedReason: parsed.data, reversedByName: actorName(actor) })
        .where(and(eq(payment.id, paymentId), isNull(payment.reversedAt)))
        .returning();
      if (!reversed) throw new DomainError('BAD_INPUT', 'This payment was already reversed.');
      await reopenBankLineOf(tx, paymentId);
      const holder = await accountHolder(tx, found.customerId);
      return {
        result: { paymentId, customerId: found.customerId },
        afterCommit: () => this.deps.events?.publish('ledger', { customerIds: [found.customerId] }),
        notice: {
          message:
            `Payment of ${formatNZD(toCents(reversed.amount))} from ${holder?.companyName ?? 'a customer'} ` +
            `received ${formatDateOnly(reversed.receivedOn)} reversed: ${parsed.data}`,
        },
      };
    });
  }

  /**
   * Staff's Receivables list: customers with something owed or in credit, or on stop (ALL), overdue, or on stop,
   * by amount overdue, then balance, then company; with the totals of every customer the filter and search list.
   */
  async receivablesPage(
    query: ReceivablesQuery & { offset: number; limit: number },
  ): Promise<ReceivablesPage> {
    const { offset, limit } = query;
    if (!Number.isInteger(offset) || offset < 0) {
      throw new DomainError('BAD_INPUT', 'offset must be a whole number from 0.');
    }
    if (!Number.isInteger(limit) || limit < 1 || limit > RECEIVABLES_PAGE_MAX) {
      throw new DomainError('BAD_INPUT', `limit must be a whole number from 1 to ${RECEIVABLES_PAGE_MAX}.`);
    }
    return this.listed(query, { offset, limit });
  }

  /** Every customer the list would show for the search and filter, for the CSV. */
  async receivablesAll(query: ReceivablesQuery): Promise<ReceivablesPage> {
    return this.listed(query, { offset: 0, limit: null });
  }

  private async listed(
    query: ReceivablesQuery,
    page: { offset: number; limit: number | null },
  ): Promise<ReceivablesPage> {
    const readAt = this.deps.clock();
    const today = aucklandDateString(readAt);
    const search = normalizeSearchTerm(query.search ?? '');
    // Every row the filter and search list, summed once until the ledger changes (account-rows-cache.ts); the page
    // is cut from them.
    const [answer, terms] = await Promise.all([
      this.lists.rows(`${today}|${query.filter}|${search}`, () =>
        accountRows(this.deps.db, { filter: query.filter, search }, today, { offset: 0, limit: null }),
      ),
      defaultTerms(this.deps.db),
    ]);
    const rows = answer.rows.slice(page.offset, page.limit === null ? undefined : page.offset + page.limit);
    return {
      rows: rows.map((row) => summaryOf({ ...row, id: row.customerId }, row, terms)),
      totalCount: answer.totalCount,
      totals: answer.totals,
      balance: answer.balance,
      ...(await this.figuresSource(readAt)),
    };
  }

  /**
   * Where the figures come from and when they were read: the ledger now, or, with the accounting middleware, the
   * ledger as of the last read of its payments (the Unix epoch before the first).
   */
  private async figuresSource(now: Date): Promise<{ source: string; readAt: Date }> {
    const external = this.deps.accountingPayments;
    if (!external || !(await external.active())) return { source: LEDGER_SOURCE, readAt: now };
    const { readAt } = await external.lastRead();
    return { source: external.figuresSource, readAt: readAt ?? new Date(0) };
  }
}

type Holder = Omit<AccountHolder, 'archivedAt' | 'creditLimit'> & { creditLimit: Cents | null };

function summaryOf(holder: Holder, figures: Figures, defaultTermsCode: string): AccountSummary {
  const terms = effectiveTerms(holder.paymentTerms, defaultTermsCode);
  return {
    customerId: holder.id,
    companyName: holder.companyName,
    code: holder.code,
    onStop: holder.onStop,
    onStopReason: holder.onStopReason,
    creditLimit: holder.creditLimit,
    terms: termsCode(terms),
    termsLabel: termsLabel(terms),
    balance: figures.balance,
    overdue: figures.overdue,
    credit: figures.credit,
    ageing: figures.ageing,
    oldestOverdueDays: figures.oldestOverdueDays,
  };
}
