import { type Cents, cents, toCents, toDecimalString } from '@cleaver/domain/money';
import type { PaymentMethod } from '@cleaver/domain/receivables';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import { externalRead, invoice, payment, paymentAllocation } from '../../db/schema.ts';
import type { AccountingHttp, ReceivedPayment } from '../../integrations/accounting/accounting-http.ts';
import type { Clock } from '../../platform/clock.ts';
import type { EventBus } from '../../platform/events.ts';
import { lockAccount } from './ledger-rows.ts';

// With the accounting middleware configured (ACCOUNTING_API_URL), the books are kept there: payments are received
// in Reckon, and Cleaver reads them back (POST /payment/query, changed since the last read) into its ledger as
// payments of source ACCOUNTING, allocated as Reckon applied them. Balances, ageing, statements and stop-supply then
// count them like any other payment. A payment changed or voided there reverses the copy here (and a changed one is
// read again), so the history shows what happened. Staff do not record payments in Cleaver meanwhile
// (Receivables.recordPayment refuses), so nothing is counted twice.

/** The row of `external_read` this reader keeps. */
export const ACCOUNTING_PAYMENTS_READ = 'accounting-payments';

/** Who the payments read are written under, in the ledger and its history. */
export const ACCOUNTING_ACTOR_NAME = 'Accounting system';

/** How often payments are read while the server runs. */
export const ACCOUNTING_READ_INTERVAL_MS = 5 * 60_000;

/** Where the figures come from when payments are read from the middleware (staff read 'From the …, read 10:42'). */
export const ACCOUNTING_FIGURES_SOURCE = 'Cleaver ledger with payments from the accounting system';

export type AccountingReadSummary = {
  /** Payments read and recorded. */
  recorded: number;
  /** Copies reversed because the payment was changed or voided there. */
  reversed: number;
  /** Payments applied to no invoice Cleaver knows (their TxnIDs), left out. */
  unmatched: string[];
};

/**
 * Where payments are read from: the accounting middleware (Reckon) or Xero. `received` answers what changed since
 * `cursor` (each payment's `timeModified` moves it on); `invoicesOf` finds Cleaver's invoices by that system's ids;
 * `active` says whether it keeps the books now (Xero: while connected).
 */
export type PaymentSource = {
  /** The `external_read` row this source keeps. */
  readName: string;
  /** Who the payments are written under. */
  actorName: string;
  /** How staff read the figures' source: 'From the …, read 10:42'. */
  figuresSource: string;
  active(): Promise<boolean>;
  received(cursor: string | null, signal: AbortSignal): Promise<ReceivedPayment[]>;
  invoicesOf(
    executor: Executor,
    refs: readonly string[],
  ): Promise<Array<{ id: string; customerId: string; ref: string }>>;
};

/** The accounting middleware's payments: POST /payment/query, invoices by the TxnID `/invoice/create` answered. */
export function middlewarePayments(http: Pick<AccountingHttp, 'receivedPayments'>): PaymentSource {
  return {
    readName: ACCOUNTING_PAYMENTS_READ,
    actorName: ACCOUNTING_ACTOR_NAME,
    figuresSource: ACCOUNTING_FIGURES_SOURCE,
    active: async () => true,
    received: (cursor, signal) => http.receivedPayments(cursor, signal),
    async invoicesOf(executor, refs) {
      const rows = await executor
        .select({
          id: invoice.id,
          customerId: invoice.customerId,
          ref: sql<string>`${invoice.externalRef}->>'reckonTxnId'`,
        })
        .from(invoice)
        .where(inArray(sql`${invoice.externalRef}->>'reckonTxnId'`, [...refs]));
      return rows.flatMap((r) => (r.customerId ? [{ id: r.id, customerId: r.customerId, ref: r.ref }] : []));
    },
  };
}

export type AccountingPaymentsDeps = {
  db: Database;
  source: PaymentSource;
  clock: Clock;
  logError: (error: unknown, message: string) => void;
  /** Where a payment read is announced (`ledger`), for the receivables list. */
  events?: EventBus;
};

/** Reads the payments the accounting middleware received into the ledger; on a timer while the server runs. */
export class AccountingPayments {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private readonly stopping = new AbortController();
  private reading: Promise<unknown> = Promise.resolve();

  constructor(private readonly deps: AccountingPaymentsDeps) {}

  /** Whether the books are kept in the source now: payments are then read from it, not recorded here. */
  active(): Promise<boolean> {
    return this.deps.source.active();
  }

  /** How staff read where the figures come from while it is active. */
  get figuresSource(): string {
    return this.deps.source.figuresSource;
  }

  /** When payments were last read (null: never), and why the last try failed (null: it answered). */
  async lastRead(): Promise<{ readAt: Date | null; error: string | null }> {
    const [row] = await this.deps.db
      .select({ readAt: externalRead.readAt, error: externalRead.error })
      .from(externalRead)
      .where(eq(externalRead.name, this.deps.source.readName));
    return { readAt: row?.readAt ?? null, error: row?.error ?? null };
  }

  /**
   * Reads the payments changed since the last read and records them, each in its own transaction under the
   * customer's account lock. A failed read keeps the figures as they were and says why (`lastRead().error`).
   */
  readNow(signal: AbortSignal = this.stopping.signal): Promise<AccountingReadSummary> {
    // One read at a time (the poll and a webhook may ask at once): each starts after the one before has finished.
    const read = this.reading.then(() => this.read(signal));
    this.reading = read.catch(() => undefined);
    return read;
  }

  private async read(signal: AbortSignal): Promise<AccountingReadSummary> {
    if (!(await this.deps.source.active())) return { recorded: 0, reversed: 0, unmatched: [] };
    const [state] = await this.deps.db
      .select({ cursor: externalRead.cursor })
      .from(externalRead)
      .where(eq(externalRead.name, this.deps.source.readName));
    let received: ReceivedPayment[];
    try {
      received = await this.deps.source.received(state?.cursor ?? null, signal);
    } catch (error) {
      await this.remember({ error: error instanceof Error ? error.message : String(error) });
      throw error;
    }
    const summary: AccountingReadSummary = { recorded: 0, reversed: 0, unmatched: [] };
    let cursor = state?.cursor ?? null;
    for (const received1 of [...received].sort((a, b) => a.timeModified.localeCompare(b.timeModified))) {
      const outcome = await this.deps.db.transaction((tx) => this.apply(tx, received1));
      if (outcome.customerIds.length > 0)
        this.deps.events?.publish('ledger', { customerIds: outcome.customerIds });
      summary.recorded += outcome.recorded;
      summary.reversed += outcome.reversed;
      if (outcome.unmatched) summary.unmatched.push(received1.txnId);
      if (!cursor || received1.timeModified > cursor) cursor = received1.timeModified;
    }
    await this.remember({ readAt: this.deps.clock(), cursor, error: null });
    return summary;
  }

  /** Reads at once and then every `intervalMs`; a failure is logged and kept for the screens, never thrown. */
  start(intervalMs = ACCOUNTING_READ_INTERVAL_MS): void {
    const tick = () => {
      if (this.running) return;
      this.running = this.readNow()
        .catch((error) => this.deps.logError(error, 'Reading payments from the accounting system failed'))
        .finally(() => {
          this.running = undefined;
        });
    };
    tick();
    this.timer = setInterval(tick, intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.stopping.abort();
    await this.running;
  }

  private async apply(
    tx: Transaction,
    received: ReceivedPayment,
  ): Promise<{ recorded: number; reversed: number; unmatched: boolean; customerIds: string[] }> {
    const refs = received.appliedTo.map((a) => a.txnId);
    const invoices = refs.length === 0 ? [] : await this.deps.source.invoicesOf(tx, refs);
    const [held] = await tx
      .select()
      .from(payment)
      .where(and(eq(payment.externalId, received.txnId), isNull(payment.reversedAt)));
    const customerId = invoices[0]?.customerId ?? held?.customerId;
    if (!customerId) return { recorded: 0, reversed: 0, unmatched: !received.voided, customerIds: [] };
    // Whose ledgers this changes: the payment's customer, and the one it was recorded for before, if another.
    const customerIds = [...new Set([customerId, ...(held ? [held.customerId] : [])])];
    await lockAccount(tx, customerId);

    // What of it goes to this customer's invoices (one payment pays one customer's).
    const invoiceOf = new Map(invoices.filter((i) => i.customerId === customerId).map((i) => [i.ref, i.id]));
    const allocations = received.appliedTo.flatMap((a) => {
      const invoiceId = invoiceOf.get(a.txnId);
      return invoiceId && a.amount > 0 ? [{ invoiceId, amount: a.amount }] : [];
    });
    const allocated = allocations.reduce((sum, a) => sum + a.amount, 0);
    const amount = cents(Math.max(received.totalAmount, allocated));

    if (held) {
      const same =
        !received.voided &&
        held.customerId === customerId &&
        held.receivedOn === received.txnDate &&
        toCents(held.amount) === amount &&
        (await allocationsText(tx, held.id)) === allocationText(allocations);
      if (same) return { recorded: 0, reversed: 0, unmatched: false, customerIds: [] };
      await tx
        .update(payment)
        .set({
          reversedAt: this.deps.clock(),
          reversedReason: received.voided
            ? 'Voided in the accounting system'
            : 'Changed in the accounting system (read again)',
          reversedByName: this.deps.source.actorName,
        })
        .where(eq(payment.id, held.id));
    }
    if (received.voided || amount <= 0) {
      return { recorded: 0, reversed: held ? 1 : 0, unmatched: false, customerIds: held ? customerIds : [] };
    }

    const [row] = await tx
      .insert(payment)
      .values({
        customerId,
        receivedOn: received.txnDate,
        amount: toDecimalString(amount),
        method: methodOf(received.method),
        reference: received.reference,
        source: 'ACCOUNTING',
        externalId: received.txnId,
        actorName: this.deps.source.actorName,
      })
      .returning({ id: payment.id });
    if (!row) throw new Error('The payment was not stored');
    if (allocations.length > 0) {
      await tx.insert(paymentAllocation).values(
        allocations.map((a) => ({
          paymentId: row.id,
          invoiceId: a.invoiceId,
          amount: toDecimalString(a.amount),
        })),
      );
    }
    return { recorded: 1, reversed: held ? 1 : 0, unmatched: false, customerIds };
  }

  private async remember(values: {
    readAt?: Date;
    cursor?: string | null;
    error: string | null;
  }): Promise<void> {
    const now = this.deps.clock();
    await this.deps.db
      .insert(externalRead)
      .values({ name: this.deps.source.readName, ...values, updatedAt: now })
      .onConflictDoUpdate({ target: externalRead.name, set: { ...values, updatedAt: now } });
  }
}

/** Reckon's payment method names in Cleaver's four. */
export function methodOf(name: string): PaymentMethod {
  const n = name.toLowerCase();
  if (n.includes('cash')) return 'CASH';
  if (n.includes('cheque') || n.includes('check')) return 'CHEQUE';
  if (/direct|transfer|bank|internet|online/.test(n)) return 'BANK_TRANSFER';
  if (/card|visa|master|amex|eftpos|credit|debit/.test(n)) return 'CARD';
  return 'BANK_TRANSFER';
}

function allocationText(allocations: ReadonlyArray<{ invoiceId: string; amount: Cents | number }>): string {
  return allocations
    .map((a) => `${a.invoiceId}:${a.amount}`)
    .sort()
    .join(',');
}

async function allocationsText(tx: Transaction, paymentId: string): Promise<string> {
  const rows = await tx
    .select({ invoiceId: paymentAllocation.invoiceId, amount: paymentAllocation.amount })
    .from(paymentAllocation)
    .where(eq(paymentAllocation.paymentId, paymentId));
  return allocationText(rows.map((r) => ({ invoiceId: r.invoiceId ?? '', amount: toCents(r.amount) })));
}
