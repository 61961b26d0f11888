import { type CorrectionKind, noteNumber, noteTitle } from '@cleaver/domain/corrections';
import { aucklandDateString } from '@cleaver/domain/dates';
import { type InvoiceSourceLine, invoiceDueDate, invoiceFromOrder } from '@cleaver/domain/invoice';
import { type Cents, toCents } from '@cleaver/domain/money';
import { shortOrderId } from '@cleaver/domain/status';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import {
  type CustomerSnapshot,
  correctionNote,
  customer,
  type InvoiceContent,
  invoice,
  invoiceRevision,
  order,
  orderLine,
  settings,
} from '../../db/schema.ts';
import type { PrintableNote } from './correction-note-pdf.ts';
import type { PrintableInvoice } from './invoice-pdf.ts';

type InvoiceRow = typeof invoice.$inferSelect;

export type BuyerSource = {
  companyName: string;
  firstName: string;
  lastName: string;
  email: string;
  addr1: string;
  addr2: string;
  addr3: string;
  city: string;
  postalCode: string;
};

/** The buyer as invoices print it. addr1 is the company's name for invoices; the rest is the postal address. */
export function buyerOf(source: BuyerSource): InvoiceContent['buyer'] {
  const lines = [source.addr2.trim(), source.addr3.trim()].filter(Boolean);
  const city = source.city.trim();
  const postalCode = source.postalCode.trim();
  const cityLine = [city, postalCode].filter(Boolean).join(' ');
  return {
    companyName: source.addr1.trim() || source.companyName,
    contactName: `${source.firstName} ${source.lastName}`.trim(),
    email: source.email,
    address: [...lines, cityLine].filter(Boolean),
    postal: { lines, city, postalCode },
  };
}

/** An order's lines as the invoice rules read them: quantities, packed (catch) weights and prices in cents. */
export function invoiceSourceLines(lines: ReadonlyArray<typeof orderLine.$inferSelect>): InvoiceSourceLine[] {
  return lines.map((l) => ({
    productName: l.productName,
    productCode: l.productCode,
    unit: l.unit,
    quantity: Number(l.quantity),
    packedWeight: l.packedWeight === null ? null : Number(l.packedWeight),
    unitPrice: toCents(l.unitPrice),
  }));
}

/** The supplier as invoices print it: the settings' brand, address, phone, email and GST number. */
export function supplierOf(row: typeof settings.$inferSelect | undefined): InvoiceContent['supplier'] {
  return {
    name: row?.brand ?? 'Cleaver',
    address: row?.address ?? '',
    gstNumber: row?.gstNumber ?? '',
    phone: row?.phone ?? '',
    email: row?.email ?? '',
  };
}

/** The buyer an order kept when it was placed, in the parts {@link buyerOf} reads. */
export function snapshotBuyer(snapshot: CustomerSnapshot): BuyerSource {
  return { ...snapshot, ...snapshot.address };
}

/**
 * The buyer as a document issued now prints it (the customer as they are, or as the order kept them when gone or
 * archived), with the customer's own payment terms (a code; null: the shop's default), in one read.
 */
export async function buyerAndTermsNow(
  executor: Executor,
  current: Pick<typeof order.$inferSelect, 'customerId' | 'customerSnapshot'>,
): Promise<{ buyer: InvoiceContent['buyer']; paymentTerms: string | null }> {
  const [found] = current.customerId
    ? await executor.select().from(customer).where(eq(customer.id, current.customerId))
    : [];
  return {
    buyer:
      found && found.archivedAt === null ? buyerOf(found) : buyerOf(snapshotBuyer(current.customerSnapshot)),
    paymentTerms: found?.paymentTerms ?? null,
  };
}

/** The buyer as a document issued now prints it: the customer as they are, or as the order kept them when gone. */
export async function buyerNow(
  executor: Executor,
  current: Pick<typeof order.$inferSelect, 'customerId' | 'customerSnapshot'>,
): Promise<InvoiceContent['buyer']> {
  return (await buyerAndTermsNow(executor, current)).buyer;
}

/** An issued invoice as staff pick it for printing. */
export type IssuedInvoice = {
  id: string;
  number: number;
  orderId: string;
  shortId: string;
  companyName: string;
  issuedAt: Date;
  /** Cents, GST included, as the newest revision bills. */
  total: Cents;
  emailedAt: Date | null;
};

export type IssuedInvoices = { invoices: IssuedInvoice[]; totalCount: number };

/** An invoice with who may see it: staff any, a customer only their own order's. */
export type InvoiceDocument = PrintableInvoice & { id: string; orderId: string; customerId: string | null };

/** A credit or debit note as the order's documents list it. */
export type CorrectionNoteSummary = {
  id: string;
  kind: CorrectionKind;
  /** As printed: 'CN-0001'. */
  number: string;
  /** 'Credit Note' or 'Debit Note'. */
  title: string;
  issuedAt: Date;
  /** The reason as printed: 'Returned: two cartons warm on arrival'. */
  reason: string;
  invoiceNumber: number;
  /** Cents, GST included, in the note's direction (never negative). */
  total: Cents;
  gst: Cents;
  pdfUrl: string;
};

/** A note with the order it corrects and its customer, for the download's check of who may see it and the mail. */
export type NoteDocument = PrintableNote & { id: string; orderId: string; customerId: string | null };

export function correctionNotePdfUrl(noteId: string): string {
  return `/api/notes/${noteId}.pdf`;
}

/**
 * Reads invoices as they are printed: the newest revision (or a given one) with what it said. An old invoice
 * kept without its content (from before the ledger kept it) is printed from its order and today's settings.
 */
export class InvoiceDocuments {
  constructor(private readonly db: Database) {}

  async one(invoiceId: string, revision?: number): Promise<InvoiceDocument | null> {
    const [row] = await this.db.select().from(invoice).where(eq(invoice.id, invoiceId));
    if (!row) return null;
    if (revision === undefined || revision === row.revision) return this.document(row);
    const [version] = await this.db
      .select()
      .from(invoiceRevision)
      .where(and(eq(invoiceRevision.invoiceId, invoiceId), eq(invoiceRevision.revision, revision)));
    if (!version) return null;
    return {
      id: row.id,
      orderId: row.orderId,
      customerId: row.customerId,
      number: row.invoiceNumber,
      revision,
      issuedAt: row.issuedAt,
      content: version.content,
      amounts: amountsOf(version),
    };
  }

  /** The newest revision of each invoice asked for, in the order asked; unknown ids are left out. */
  async many(invoiceIds: ReadonlyArray<string>): Promise<InvoiceDocument[]> {
    if (invoiceIds.length === 0) return [];
    const rows = await this.db
      .select()
      .from(invoice)
      .where(inArray(invoice.id, [...invoiceIds]));
    const byId = new Map(rows.map((r) => [r.id, r]));
    const documents: InvoiceDocument[] = [];
    for (const id of invoiceIds) {
      const row = byId.get(id);
      if (row) documents.push(await this.document(row));
    }
    return documents;
  }

  /** The customer an order belongs to now; null when none (or no such order). */
  async customerOf(orderId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ customerId: order.customerId })
      .from(order)
      .where(eq(order.id, orderId));
    return row?.customerId ?? null;
  }

  /** An order's credit and debit notes, oldest first. */
  async notesOf(orderId: string): Promise<CorrectionNoteSummary[]> {
    const rows = await this.db
      .select()
      .from(correctionNote)
      .where(eq(correctionNote.orderId, orderId))
      .orderBy(asc(correctionNote.issuedAt), asc(correctionNote.createdAt));
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      number: noteNumber(row.kind, row.number),
      title: noteTitle(row.kind),
      issuedAt: row.issuedAt,
      reason: row.content.reason,
      invoiceNumber: row.content.invoice.number,
      total: toCents(row.total),
      gst: toCents(row.gst),
      pdfUrl: correctionNotePdfUrl(row.id),
    }));
  }

  /** One note as printed, or null for an unknown id. */
  async note(noteId: string): Promise<NoteDocument | null> {
    const [row] = await this.db
      .select(NOTE_DOCUMENT)
      .from(correctionNote)
      .where(eq(correctionNote.id, noteId));
    return row ?? null;
  }

  /**
   * The credit and debit notes issued from `from` to `to` (YYYY-MM-DD in Pacific/Auckland, inclusive), as printed:
   * credit notes, then debit notes, each by number.
   */
  async notesIssuedBetween(from: string, to: string): Promise<NoteDocument[]> {
    // The range's Auckland midnights as instants, so the index on issued_at serves it.
    return this.db
      .select(NOTE_DOCUMENT)
      .from(correctionNote)
      .where(
        sql`${correctionNote.issuedAt} >= (${from}::date)::timestamp at time zone 'Pacific/Auckland'
          and ${correctionNote.issuedAt} < (${to}::date + 1)::timestamp at time zone 'Pacific/Auckland'`,
      )
      .orderBy(asc(correctionNote.kind), asc(correctionNote.number));
  }

  /**
   * The invoices issued from `from` to `to` (YYYY-MM-DD in Pacific/Auckland, inclusive), by number, at most
   * `limit` of them, with how many there are: what staff pick from to print a batch again.
   */
  async issuedList(from: string, to: string, limit: number): Promise<IssuedInvoices> {
    const issued = sql`(${invoice.issuedAt} at time zone 'Pacific/Auckland')::date between ${from}::date and ${to}::date`;
    const [rows, [count]] = await Promise.all([
      this.db
        .select({
          id: invoice.id,
          number: invoice.invoiceNumber,
          orderId: invoice.orderId,
          customerSnapshot: order.customerSnapshot,
          issuedAt: invoice.issuedAt,
          total: invoice.total,
          emailedAt: invoice.emailedAt,
        })
        .from(invoice)
        .innerJoin(order, eq(order.id, invoice.orderId))
        .where(issued)
        .orderBy(asc(invoice.invoiceNumber))
        .limit(limit),
      this.db.select({ n: sql<number>`count(*)::int` }).from(invoice).where(issued),
    ]);
    return {
      totalCount: count?.n ?? 0,
      invoices: rows.map((r) => ({
        id: r.id,
        number: r.number,
        orderId: r.orderId,
        shortId: shortOrderId(r.orderId),
        companyName: r.customerSnapshot.companyName,
        issuedAt: r.issuedAt,
        total: toCents(r.total),
        emailedAt: r.emailedAt,
      })),
    };
  }

  /** Invoices issued from `from` to `to` (YYYY-MM-DD in Pacific/Auckland, inclusive), by number. */
  async issuedBetween(from: string, to: string): Promise<string[]> {
    const rows = await this.db
      .select({ id: invoice.id })
      .from(invoice)
      .where(
        sql`(${invoice.issuedAt} at time zone 'Pacific/Auckland')::date between ${from}::date and ${to}::date`,
      )
      .orderBy(asc(invoice.invoiceNumber));
    return rows.map((r) => r.id);
  }

  private async document(row: InvoiceRow): Promise<InvoiceDocument> {
    return {
      id: row.id,
      orderId: row.orderId,
      customerId: row.customerId,
      number: row.invoiceNumber,
      revision: row.revision,
      issuedAt: row.issuedAt,
      content: row.content ?? (await this.contentFromOrder(row)),
      amounts: amountsOf(row),
    };
  }

  private async contentFromOrder(row: InvoiceRow): Promise<InvoiceContent> {
    const [[o], lines, [s]] = await Promise.all([
      this.db.select().from(order).where(eq(order.id, row.orderId)),
      this.db
        .select()
        .from(orderLine)
        .where(eq(orderLine.orderId, row.orderId))
        .orderBy(asc(orderLine.position)),
      this.db.select().from(settings).limit(1),
    ]);
    const bill = invoiceFromOrder({
      lines: invoiceSourceLines(lines),
      freight: toCents(row.freight),
      cutting: toCents(row.cutting),
    });
    const snapshot = o?.customerSnapshot;
    return {
      supplier: supplierOf(s),
      buyer: snapshot
        ? buyerOf({ ...snapshot, ...snapshot.address })
        : { companyName: 'Unknown customer', contactName: '', email: '', address: [] },
      orderShortId: shortOrderId(row.orderId),
      purchaseOrder: o?.purchaseOrder ?? '',
      processingDate: o?.processingDate ?? aucklandDateString(row.issuedAt),
      isDelivery: o?.isDelivery ?? null,
      dueDate: row.dueDate ?? invoiceDueDate(aucklandDateString(row.issuedAt), s?.paymentTermsDays ?? 20),
      lines: bill.lines,
    };
  }
}

/** A note's columns as {@link NoteDocument} holds them (not what it left billed, which only the next note reads). */
const NOTE_DOCUMENT = {
  id: correctionNote.id,
  orderId: correctionNote.orderId,
  customerId: correctionNote.customerId,
  kind: correctionNote.kind,
  number: correctionNote.number,
  issuedAt: correctionNote.issuedAt,
  content: correctionNote.content,
};

function amountsOf(row: { subTotal: string; freight: string; cutting: string; gst: string; total: string }) {
  return {
    subTotal: toCents(row.subTotal),
    freight: toCents(row.freight),
    cutting: toCents(row.cutting),
    gst: toCents(row.gst),
    total: toCents(row.total),
  };
}
