import { randomUUID } from 'node:crypto';
import { staffOrderTooLargeMessage } from '@cleaver/domain/admin-messages';
import { FIRST_INVOICE_NUMBER } from '@cleaver/domain/constants';
import { type BilledState, correctionReasonSchema, noteNumber, noteTitle } from '@cleaver/domain/corrections';
import { DomainError } from '@cleaver/domain/errors';
import {
  billedQuantityText,
  type InvoiceBill,
  invoiceFromOrder,
  isUnusuallyLarge,
} from '@cleaver/domain/invoice';
import { type Cents, toCents, toDecimalString } from '@cleaver/domain/money';
import type { OrderChangeItem } from '@cleaver/domain/order-changes';
import { farOffLines } from '@cleaver/domain/packing';
import { toUnit } from '@cleaver/domain/quantity';
import { effectiveTerms, parseTerms, termsCode, termsLabel } from '@cleaver/domain/receivables';
import { type InvoiceSettingsInput, invoiceSettingsSchema } from '@cleaver/domain/schemas';
import { shortOrderId } from '@cleaver/domain/status';
import { MAX_ORDER_TOTAL } from '@cleaver/domain/totals';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import {
  type InvoiceContent,
  invoice,
  invoiceRevision,
  type OrderChangeRecord,
  order,
  orderLine,
  outbox,
  settings,
} from '../../db/schema.ts';
import { type Actor, actorName, type StaffChange } from '../../db/staff-change.ts';
import type { OrderSync } from '../../integrations/order-sync.ts';
import { batchPace } from '../../platform/batch-pace.ts';
import type { EventBus } from '../../platform/events.ts';
import type { Notice, NotificationsService } from '../notifications/notifications.service.ts';
import type { AdminOrder, OrderAdminListService } from '../orders/order-admin-list.service.ts';
import { recordOrderProgress } from '../orders/order-progress.ts';
import type { InvoiceCorrection } from '../orders/order-writer.ts';
import type { CorrectionNotes, NoteReason } from './correction-notes.ts';
import { buyerAndTermsNow, invoiceSourceLines, supplierOf } from './invoice-documents.ts';
import { INVOICE_MAIL_TOPIC, type InvoiceMailPayload } from './invoice-mail.ts';
import { paymentOf, type ShopPayment, shopPaymentOf } from './payment-terms.ts';

export type InvoiceSummary = {
  id: string;
  number: number;
  revision: number;
  issuedAt: Date;
  /** YYYY-MM-DD (Pacific/Auckland); null on an invoice from before due dates were kept. */
  dueDate: string | null;
  total: Cents;
  pdfUrl: string;
  emailedAt: Date | null;
};

export type InvoiceRevisionView = {
  revision: number;
  at: Date;
  actorName: string;
  summary: string;
  changes: OrderChangeRecord[];
  total: Cents;
};

export type InvoiceBatchResult = { created: number; skipped: number; invoiceIds: string[] };

export type InvoiceSettings = {
  gstNumber: string;
  address: string;
  /** The default payment terms, a code ('DAYS:7', 'TWENTIETH_FOLLOWING', 'COD'), and as read. */
  paymentTerms: string;
  paymentTermsLabel: string;
  /** The days of the default terms when they are a number of days; kept for callers from before terms codes. */
  paymentTermsDays: number;
  bankAccount: string;
  stopAfterOverdueDays: number | null;
  reminderAfterDays: number | null;
  xeroAccountCode: string;
  xeroTaxType: string;
};

/** The most orders one createInvoices call takes; the web calls it again for the rest. */
export const INVOICE_BATCH_MAX = 50;
/** An order as Create Invoices lists it before staff confirm (see invoiceBatchPreview). */
export type InvoiceBatchPreviewOrder = {
  orderId: string;
  shortId: string;
  companyName: string;
  processingDate: string;
  /** Cents, GST included, as the invoice would bill it. */
  total: Cents;
  /** The lines packed more than 20 % off what was ordered, as sentences (farOffLines). */
  farOffLines: string[];
  unusuallyLarge: boolean;
};

/** The most ids packedOrdersToInvoice answers. */
const PACKED_TO_INVOICE_MAX = 5_000;

// The transaction-scoped advisory lock every invoice number is given under (any fixed bigint, used for nothing else).
const INVOICE_NUMBER_LOCK = 5_207_130_013;

/** Where an invoice's PDF is downloaded (the session cookie decides who may). */
export function invoicePdfUrl(invoiceId: string): string {
  return `/api/invoices/${invoiceId}.pdf`;
}

/** Who invoices: staff (their user id is kept with each revision), or a system acting for them. */
export type InvoiceActor = Actor & { userId?: string | null };

type SettingsRow = typeof settings.$inferSelect;
type OrderRow = typeof order.$inferSelect;
type InvoiceRow = typeof invoice.$inferSelect;
type Supplier = InvoiceContent['supplier'];
/** What every invoice of a call prints from Settings, read once for the call (a batch too). */
type IssueSettings = { supplier: Supplier; shop: ShopPayment };

export type InvoicingDeps = {
  db: Database;
  events: EventBus;
  notifications: NotificationsService;
  changes: StaffChange;
  list: Pick<OrderAdminListService, 'get'>;
  orderSync: Pick<OrderSync, 'queue' | 'committed'>;
  /** Told when an invoice mail was queued, so it goes out at once. */
  outbox: { wake(): void };
  notes: CorrectionNotes;
};

/** What one invoicing transaction did, for the events and wake-ups after its commit. */
type Outcome = {
  invoiceId: string;
  number: number;
  /** The revision written now; null when nothing billed changed. */
  revision: number | null;
  mailed: boolean;
  customerId: string | null;
  orderVersion: number;
  notice: Notice | null;
};

/** The amounts columns of a bill. */
function amountColumns(bill: InvoiceBill) {
  return {
    subTotal: toDecimalString(bill.subTotal),
    freight: toDecimalString(bill.freight),
    cutting: toDecimalString(bill.cutting),
    gst: toDecimalString(bill.gst),
    total: toDecimalString(bill.total),
  };
}

/**
 * The built-in ledger: tax invoices for orders. Creating one gives the next number (max + 1 under a
 * transaction-scoped lock, so numbers are gap-free and rise with the time of issue), bills the packed weights
 * (ordered quantities where none were packed) and completes the order. An issued invoice never changes:
 * changing what an invoiced order bills issues a credit or debit note (CorrectionNotes, decision 026). Everything in the transaction of the change, with its notice, the
 * accounting push (HTTP adapter only) and the customer's mail (through the outbox).
 */
export class InvoicingService {
  constructor(private readonly deps: InvoicingDeps) {}

  // ---- reads ----

  async summaryOf(orderId: string): Promise<InvoiceSummary | null> {
    const [row] = await this.deps.db.select().from(invoice).where(eq(invoice.orderId, orderId));
    return row ? summary(row) : null;
  }

  async get(invoiceId: string): Promise<InvoiceRow | null> {
    const [row] = await this.deps.db.select().from(invoice).where(eq(invoice.id, invoiceId));
    return row ?? null;
  }

  async revisionsOf(orderId: string): Promise<InvoiceRevisionView[]> {
    const rows = await this.deps.db
      .select({
        revision: invoiceRevision.revision,
        at: invoiceRevision.at,
        actorName: invoiceRevision.actorName,
        summary: invoiceRevision.summary,
        changes: invoiceRevision.changes,
        total: invoiceRevision.total,
      })
      .from(invoiceRevision)
      .innerJoin(invoice, eq(invoice.id, invoiceRevision.invoiceId))
      .where(eq(invoice.orderId, orderId))
      .orderBy(desc(invoiceRevision.revision));
    return rows.map((r) => ({ ...r, total: toCents(r.total) }));
  }

  /** PACKED orders without an invoice, oldest processing date first. */
  /**
   * What Create Invoices would invoice, for staff to read before they confirm: each PACKED order without an
   * invoice (oldest processing date first, at most 5,000) with its company, total as it would be billed, the
   * lines packed far off what was ordered, and whether the total is unusually large.
   */
  async invoiceBatchPreview(): Promise<InvoiceBatchPreviewOrder[]> {
    const orders = await this.deps.db
      .select({
        id: order.id,
        customerSnapshot: order.customerSnapshot,
        processingDate: order.processingDate,
        freight: order.freight,
        cutting: order.cutting,
      })
      .from(order)
      .leftJoin(invoice, eq(invoice.orderId, order.id))
      .where(and(eq(order.status, 'PACKED'), isNull(invoice.id)))
      .orderBy(asc(order.processingDate), asc(order.orderDate), asc(order.id))
      .limit(PACKED_TO_INVOICE_MAX);
    if (orders.length === 0) return [];
    const lines = await this.deps.db
      .select({
        orderId: orderLine.orderId,
        productName: orderLine.productName,
        productCode: orderLine.productCode,
        unit: orderLine.unit,
        quantity: orderLine.quantity,
        packedWeight: orderLine.packedWeight,
        unitPrice: orderLine.unitPrice,
      })
      .from(orderLine)
      .where(
        inArray(
          orderLine.orderId,
          orders.map((o) => o.id),
        ),
      )
      .orderBy(asc(orderLine.orderId), asc(orderLine.position));
    const linesOf = new Map<string, typeof lines>();
    for (const line of lines) linesOf.set(line.orderId, [...(linesOf.get(line.orderId) ?? []), line]);
    return orders.map((o) => {
      const own = (linesOf.get(o.id) ?? []).map((l) => ({
        productName: l.productName,
        productCode: l.productCode,
        unit: toUnit(l.unit) ?? 'EACH',
        quantity: Number(l.quantity),
        packedWeight: l.packedWeight === null ? null : Number(l.packedWeight),
        unitPrice: toCents(l.unitPrice),
      }));
      const bill = invoiceFromOrder({ lines: own, freight: toCents(o.freight), cutting: toCents(o.cutting) });
      return {
        orderId: o.id,
        shortId: shortOrderId(o.id),
        companyName: o.customerSnapshot.companyName,
        processingDate: o.processingDate,
        total: bill.total,
        farOffLines: farOffLines(own),
        unusuallyLarge: isUnusuallyLarge(bill.total),
      };
    });
  }

  async packedOrdersToInvoice(): Promise<string[]> {
    const rows = await this.deps.db
      .select({ id: order.id })
      .from(order)
      .leftJoin(invoice, eq(invoice.orderId, order.id))
      .where(and(eq(order.status, 'PACKED'), isNull(invoice.id)))
      .orderBy(asc(order.processingDate), asc(order.orderDate), asc(order.id))
      .limit(PACKED_TO_INVOICE_MAX);
    return rows.map((r) => r.id);
  }

  // ---- settings ----

  private async settingsRow(): Promise<SettingsRow | undefined> {
    const [row] = await this.deps.db.select().from(settings).limit(1);
    return row;
  }

  async settings(): Promise<InvoiceSettings> {
    const row = await this.settingsRow();
    const terms = effectiveTerms(null, row?.paymentTerms ?? null);
    return {
      gstNumber: row?.gstNumber ?? '',
      address: row?.address ?? '',
      paymentTerms: termsCode(terms),
      paymentTermsLabel: termsLabel(terms),
      paymentTermsDays: row?.paymentTermsDays ?? 20,
      bankAccount: row?.bankAccount ?? '',
      stopAfterOverdueDays: row?.stopAfterOverdueDays ?? null,
      reminderAfterDays: row?.reminderAfterDays ?? null,
      xeroAccountCode: row?.xeroAccountCode ?? '200',
      xeroTaxType: row?.xeroTaxType ?? '15% GST on Income',
    };
  }

  /** Settings → Invoicing, with a notice. The address is the business profile's. */
  async updateSettings(actor: InvoiceActor, input: InvoiceSettingsInput): Promise<InvoiceSettings> {
    const parsed = invoiceSettingsSchema.safeParse(input);
    if (!parsed.success) throw new DomainError('BAD_INPUT', parsed.error.issues[0]?.message);
    const terms = parseTerms(parsed.data.paymentTerms);
    if (!terms) throw new DomainError('BAD_INPUT');
    // Terms of a number of days are kept in the old column too, for whatever still reads it.
    const values = { ...parsed.data, ...(terms.kind === 'DAYS' ? { paymentTermsDays: terms.days } : {}) };
    await this.deps.changes.run(actor, async (tx) => {
      await tx
        .insert(settings)
        .values({ ...values, brand: 'Cleaver' })
        .onConflictDoUpdate({ target: settings.singleton, set: { ...values, updatedAt: new Date() } });
      const gst = values.gstNumber ? `GST number ${values.gstNumber}` : 'no GST number';
      return {
        result: null,
        notice: { message: `Invoice settings updated: ${gst}, payment terms ${termsLabel(terms)}` },
      };
    });
    // The address is part of the business profile the settings service keeps in memory.
    this.deps.events.publish('settings', { changed: true });
    return this.settings();
  }

  // ---- creating ----

  /**
   * Invoices an order (it becomes COMPLETED), or for an invoiced order writes a new revision when something
   * billed changed; with `sendCustomerEmail` the customer is mailed the PDF either way.
   */
  async createInvoice(
    actor: InvoiceActor,
    orderId: string,
    options: { sendCustomerEmail: boolean },
  ): Promise<AdminOrder> {
    const issue = await this.issueSettings();
    const outcome = await this.invoiceOne(actor, orderId, { ...options, issue, batch: false });
    if (outcome) this.afterCommit(actor, orderId, outcome);
    const view = await this.deps.list.get(orderId);
    if (!view) throw new DomainError('ORDER_NOT_FOUND');
    return view;
  }

  /**
   * Invoices up to 50 PACKED orders, each in its own transaction; an order already invoiced, no longer PACKED
   * or gone is skipped, so two batches at once never give an order two invoices.
   */
  async createInvoices(
    actor: InvoiceActor,
    orderIds: ReadonlyArray<string>,
    options: { sendCustomerEmail: boolean },
  ): Promise<InvoiceBatchResult> {
    if (orderIds.length > INVOICE_BATCH_MAX) {
      throw new DomainError('BAD_INPUT', `At most ${INVOICE_BATCH_MAX} orders at a time.`);
    }
    const issue = await this.issueSettings();
    const created: Array<{ orderId: string; invoiceId: string; number: number }> = [];
    let skipped = 0;
    const pace = batchPace();
    for (const orderId of new Set(orderIds)) {
      if (!UUID.test(orderId)) {
        skipped++;
        continue;
      }
      // Lets the shop's requests in between the orders (decision 030).
      await pace();
      const outcome = await this.invoiceOne(actor, orderId, { ...options, issue, batch: true });
      if (!outcome) {
        skipped++;
        continue;
      }
      this.afterCommit(actor, orderId, outcome);
      created.push({ orderId, invoiceId: outcome.invoiceId, number: outcome.number });
    }
    skipped += orderIds.length - new Set(orderIds).size;
    if (created.length > 0) {
      // One notice for the call, not one per order: a batch of 50 would push everything else out of the
      // 30-notice bell. Written after the orders' own transactions (each invoice is whole without it).
      const numbers = created.map((c) => c.number);
      const range =
        numbers.length === 1
          ? `Invoice ${numbers[0]}`
          : `Invoices ${Math.min(...numbers)}–${Math.max(...numbers)}`;
      await this.deps.changes.run(actor, async () => ({
        result: undefined,
        notice: {
          message: `${range} created for ${numbers.length} packed order${numbers.length === 1 ? '' : 's'}`,
        },
      }));
    }
    return { created: created.length, skipped, invoiceIds: created.map((c) => c.invoiceId) };
  }

  /**
   * The supplier, default terms and bank account from settings, read once for a call; refused while the GST number
   * is empty (a tax invoice must show it).
   */
  private async issueSettings(): Promise<IssueSettings> {
    const row = await this.settingsRow();
    const supplier = supplierOf(row);
    if (!supplier.gstNumber.trim()) throw new DomainError('INVOICE_GST_NUMBER_MISSING');
    return { supplier, shop: shopPaymentOf(row) };
  }

  /**
   * One order's invoicing transaction. Null in a batch for an order to skip; null outside a batch when an
   * invoiced order's bill is unchanged and no mail was asked for (nothing to do).
   */
  private async invoiceOne(
    actor: InvoiceActor,
    orderId: string,
    options: { sendCustomerEmail: boolean; issue: IssueSettings; batch: boolean },
  ): Promise<Outcome | null> {
    return this.deps.db.transaction(async (tx) => {
      // The order row lock: two invoicings of one order wait for each other, and the second sees the invoice.
      const [current] = await tx.select().from(order).where(eq(order.id, orderId)).for('update');
      if (!current) {
        if (options.batch) return null;
        throw new DomainError('ORDER_NOT_FOUND');
      }
      const [existing] = await tx.select().from(invoice).where(eq(invoice.orderId, orderId)).for('update');
      if (options.batch && (existing || current.status !== 'PACKED')) return null;
      if (current.status === 'CANCELLED') throw new DomainError('INVOICE_NOT_ALLOWED');
      if (existing) return this.mailAgain(tx, actor, current, existing, options.sendCustomerEmail);
      return this.createNew(tx, actor, current, options);
    });
  }

  private async createNew(
    tx: Transaction,
    actor: InvoiceActor,
    current: OrderRow,
    options: { sendCustomerEmail: boolean; issue: IssueSettings; batch: boolean },
  ): Promise<Outcome> {
    const name = actorName(actor);
    const lines = await tx
      .select()
      .from(orderLine)
      .where(eq(orderLine.orderId, current.id))
      .orderBy(asc(orderLine.position));
    // Lines left unweighed are packed as ordered, as marking the order packed does: the order screen's
    // completed totals (on packed weights) then show what the invoice bills.
    const changes: OrderChangeItem[] = [{ field: 'Status', before: current.status, after: 'COMPLETED' }];
    for (const line of lines) {
      if (line.packedWeight !== null) continue;
      changes.push({
        field: `Packed weight of ${line.productName}`,
        before: null,
        after: billedQuantityText(Number(line.quantity), line.unit),
      });
    }
    const bill = invoiceFromOrder({
      lines: invoiceSourceLines(lines),
      freight: toCents(current.freight),
      cutting: toCents(current.cutting),
    });
    // A tax invoice is never issued past the bound an order may come to: a mistyped weight is corrected first.
    if (bill.total > MAX_ORDER_TOTAL) {
      const message = staffOrderTooLargeMessage(bill.total);
      throw new DomainError(
        'STAFF_ORDER_TOO_LARGE',
        options.batch
          ? `Order ${shortOrderId(current.id)} (${current.customerSnapshot.companyName}): ${message}`
          : message,
      );
    }
    const { buyer, paymentTerms } = await buyerAndTermsNow(tx, current);
    // The number: max + 1 under the lock, held until commit; the time of issue read after taking it, so
    // numbers rise with issued_at. A rollback leaves no gap (unlike a sequence).
    await tx.execute(sql`select pg_advisory_xact_lock(${INVOICE_NUMBER_LOCK}::bigint)`);
    const [next] = await rowsOf<{ number: number | string; at: Date | string }>(
      tx,
      sql`select coalesce(max(invoice_number), ${FIRST_INVOICE_NUMBER - 1}) + 1 as number,
        clock_timestamp() as at from invoice`,
    );
    if (!next) throw new DomainError('INVOICE_FAILED');
    const number = Number(next.number);
    const issuedAt = new Date(next.at);
    // Due by the customer's terms (or the shop's) on the Auckland date of issue.
    const { dueDate, payment } = paymentOf(issuedAt, paymentTerms, options.issue.shop);
    const content: InvoiceContent = {
      supplier: options.issue.supplier,
      buyer,
      orderShortId: shortOrderId(current.id),
      purchaseOrder: current.purchaseOrder,
      processingDate: current.processingDate,
      isDelivery: current.isDelivery,
      dueDate,
      payment,
      lines: bill.lines,
    };
    const invoiceId = randomUUID();
    await tx.insert(invoice).values({
      id: invoiceId,
      orderId: current.id,
      invoiceNumber: number,
      customerId: current.customerId,
      issuedAt,
      revision: 1,
      ...amountColumns(bill),
      content,
      dueDate,
    });
    await tx.insert(invoiceRevision).values({
      invoiceId,
      revision: 1,
      at: issuedAt,
      actorUserId: actor.userId ?? null,
      actorName: name,
      summary: `Invoice ${number} created`,
      changes: [],
      ...amountColumns(bill),
      content,
    });
    const version = await recordOrderProgress(tx, current, {
      actor: { userId: actor.userId ?? null, name },
      at: issuedAt,
      weights: 'unweighed-as-ordered',
      status: 'COMPLETED',
      summary: `Invoice ${number} created`,
      changes,
    });
    // The accounting system hears of each invoice from its own transaction, in a batch too: a batch-create
    // push written after the orders' transactions could be lost between them.
    await this.deps.orderSync.queue(tx, 'accounting.invoice.create', current.id, { invoiceId, revision: 1 });
    if (options.sendCustomerEmail) await queueMail(tx, { invoiceId, revision: 1 });
    // In a batch the call writes one notice for all its orders (createInvoices).
    const notice = options.batch
      ? null
      : await this.deps.notifications.write(tx, actor, {
          message: `Invoice ${number} created for ${current.customerSnapshot.companyName}`,
          orderId: current.id,
        });
    return {
      invoiceId,
      number,
      revision: 1,
      mailed: options.sendCustomerEmail,
      customerId: current.customerId,
      orderVersion: version,
      notice,
    };
  }

  /**
   * Once invoiced, the invoice stays as issued (changes to what the order bills issue notes as they are saved):
   * Email Invoice sends it to the customer again. Null when no mail was asked for (nothing to do).
   */
  private async mailAgain(
    tx: Transaction,
    actor: InvoiceActor,
    current: OrderRow,
    existing: InvoiceRow,
    sendCustomerEmail: boolean,
  ): Promise<Outcome | null> {
    if (!sendCustomerEmail) return null;
    await queueMail(tx, { invoiceId: existing.id, revision: existing.revision });
    const notice = await this.deps.notifications.write(tx, actor, {
      message: `Invoice ${existing.invoiceNumber} emailed to ${current.customerSnapshot.companyName}`,
      orderId: current.id,
    });
    return {
      invoiceId: existing.id,
      number: existing.invoiceNumber,
      revision: null,
      mailed: true,
      customerId: current.customerId,
      orderVersion: current.version,
      notice,
    };
  }

  // ---- what orders tell invoicing of a staff save (BilledOrderWatcher) ----

  /** What the order's invoice billed so far, read inside a save before it changes anything; null: no invoice. */
  billedBefore(tx: Transaction, orderId: string): Promise<BilledState | null> {
    return this.deps.notes.billedBeforeChange(tx, orderId);
  }

  /**
   * After a save of an invoiced order, in its transaction: the credit or debit note for what the save moved, with
   * staff's reason (refused without one), mailed as asked. Null when nothing billed changed.
   */
  async correctIfBilledChanged(
    tx: Transaction,
    actor: InvoiceActor,
    orderId: string,
    before: BilledState,
    correction: InvoiceCorrection | null,
  ): Promise<{ message: string; mailed: boolean } | null> {
    let why: NoteReason | null = null;
    if (correction) {
      const parsed = correctionReasonSchema.safeParse({
        reason: correction.reason,
        reasonText: correction.reasonText ?? '',
      });
      if (!parsed.success) throw new DomainError('BAD_INPUT', parsed.error.issues[0]?.message);
      why = parsed.data;
    }
    const sendCustomerEmail = correction?.sendCustomerEmail ?? false;
    const note = await this.deps.notes.issueIfBilledChanged(tx, actor, orderId, why, before, {
      sendCustomerEmail,
    });
    if (!note) return null;
    const printed = `${noteTitle(note.kind)} ${noteNumber(note.kind, note.number)}`;
    return {
      message: `${printed} issued for invoice ${note.content.invoice.number}`,
      mailed: sendCustomerEmail,
    };
  }

  /** After a commit: the notice, the order events, the outbox woken for the mail and the push. */
  private afterCommit(actor: InvoiceActor, orderId: string, outcome: Outcome): void {
    if (outcome.notice) this.deps.notifications.publish(outcome.notice, actor);
    this.deps.events.publish('order', {
      action: 'UPDATED',
      orderId,
      customerId: outcome.customerId,
      version: outcome.orderVersion,
      actorName: actorName(actor),
    });
    if (outcome.mailed) this.deps.outbox.wake();
    this.deps.orderSync.committed();
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function summary(row: InvoiceRow): InvoiceSummary {
  return {
    id: row.id,
    number: row.invoiceNumber,
    revision: row.revision,
    issuedAt: row.issuedAt,
    dueDate: row.dueDate,
    total: toCents(row.total),
    pdfUrl: invoicePdfUrl(row.id),
    emailedAt: row.emailedAt,
  };
}

async function queueMail(tx: Executor, payload: InvoiceMailPayload): Promise<void> {
  await tx.insert(outbox).values({
    topic: INVOICE_MAIL_TOPIC,
    subject: `invoice:${payload.invoiceId}`,
    payload,
    idempotencyKey: `${INVOICE_MAIL_TOPIC}:${payload.invoiceId}:${payload.revision}:${randomUUID()}`,
  });
}

/** Rows of a plain SQL query; both drivers answer with `rows`. */
async function rowsOf<Row>(executor: Executor, query: ReturnType<typeof sql>): Promise<Row[]> {
  const result = (await executor.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
