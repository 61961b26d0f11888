import { and, count, isNull, max, min, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { correctionNote, invoice } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import type { InvoicingService } from './invoice-creating.service.ts';
import { InvoiceDocuments } from './invoice-documents.ts';
import { type XeroCodes, xeroCsv } from './invoice-export.ts';

/** Auckland days, YYYY-MM-DD, both included. */
export type ExportRange = { from: string; to: string };

/** What a range holds for the export dialog: how many documents, and how many of them were exported before. */
export type ExportSummary = {
  /** Invoices and credit and debit notes issued in the range. */
  documents: number;
  /** Of those, how many an export has included before. */
  exportedBefore: number;
  /** When the earliest and the latest of those exports were (null when none). */
  firstExportedAt: Date | null;
  lastExportedAt: Date | null;
};

export type XeroExport = { csv: string; invoices: number; notes: number };

type Deps = {
  db: Database;
  clock: Clock;
  /** Where the account code and tax type every line is booked to are set (Settings → Invoicing). */
  invoicing: Pick<InvoicingService, 'settings'>;
};

/**
 * The Xero CSV of a range, and the mark each document keeps of when it was last exported. An export claims its
 * documents by stamping them in the statement that picks them (UPDATE … RETURNING) and reads them in the same
 * transaction, so two exports at once lose nothing: without `onlyNew` both include every document; with it the
 * second waits on the first's row locks, sees the stamps once it commits, and gets only what the first left.
 */
export class InvoiceExport {
  constructor(private readonly deps: Deps) {}

  async summary({ from, to }: ExportRange): Promise<ExportSummary> {
    const { db } = this.deps;
    const column = (exportedAt: typeof invoice.exportedAt | typeof correctionNote.exportedAt) => ({
      documents: count(),
      exportedBefore: count(exportedAt),
      first: min(exportedAt),
      last: max(exportedAt),
    });
    const [[invoices], [notes]] = await Promise.all([
      db.select(column(invoice.exportedAt)).from(invoice).where(invoicesIn(from, to)),
      db.select(column(correctionNote.exportedAt)).from(correctionNote).where(notesIn(from, to)),
    ]);
    const stamps = [invoices?.first, invoices?.last, notes?.first, notes?.last]
      .filter((at): at is Date => at instanceof Date)
      .map((at) => at.getTime());
    return {
      documents: (invoices?.documents ?? 0) + (notes?.documents ?? 0),
      exportedBefore: (invoices?.exportedBefore ?? 0) + (notes?.exportedBefore ?? 0),
      firstExportedAt: stamps.length ? new Date(Math.min(...stamps)) : null,
      lastExportedAt: stamps.length ? new Date(Math.max(...stamps)) : null,
    };
  }

  /**
   * The range's invoices, then its credit and debit notes, as one Xero CSV (only those never exported when
   * `onlyNew`), each stamped as exported now. Nothing is stamped unless the file is made.
   */
  async export({ from, to }: ExportRange, { onlyNew }: { onlyNew: boolean }): Promise<XeroExport> {
    const { db, clock } = this.deps;
    const { xeroAccountCode, xeroTaxType } = await this.deps.invoicing.settings();
    const codes: XeroCodes = { accountCode: xeroAccountCode, taxType: xeroTaxType };
    const at = clock();
    return db.transaction(async (tx) => {
      const invoiceRows = await tx
        .update(invoice)
        // An export changes nothing the invoice says, so it keeps its updated_at.
        .set({ exportedAt: at, updatedAt: sql`${invoice.updatedAt}` })
        .where(and(invoicesIn(from, to), onlyNew ? isNull(invoice.exportedAt) : undefined))
        .returning({ id: invoice.id, number: invoice.invoiceNumber });
      const notes = await tx
        .update(correctionNote)
        .set({ exportedAt: at, updatedAt: sql`${correctionNote.updatedAt}` })
        .where(and(notesIn(from, to), onlyNew ? isNull(correctionNote.exportedAt) : undefined))
        .returning({
          id: correctionNote.id,
          orderId: correctionNote.orderId,
          customerId: correctionNote.customerId,
          kind: correctionNote.kind,
          number: correctionNote.number,
          issuedAt: correctionNote.issuedAt,
          content: correctionNote.content,
        });
      // RETURNING keeps no order: invoices by number, then credit notes and debit notes, each by number.
      invoiceRows.sort((a, b) => a.number - b.number);
      notes.sort((a, b) => a.kind.localeCompare(b.kind) || a.number - b.number);
      const invoices = await new InvoiceDocuments(tx).many(invoiceRows.map((row) => row.id));
      return { csv: xeroCsv(invoices, codes, notes), invoices: invoices.length, notes: notes.length };
    });
  }
}

// The range's Auckland midnights as instants, so the indexes on issued_at serve it.
function issuedIn(
  issuedAt: typeof invoice.issuedAt | typeof correctionNote.issuedAt,
  from: string,
  to: string,
): SQL {
  return sql`${issuedAt} >= (${from}::date)::timestamp at time zone 'Pacific/Auckland'
    and ${issuedAt} < (${to}::date + 1)::timestamp at time zone 'Pacific/Auckland'`;
}

function invoicesIn(from: string, to: string): SQL {
  return issuedIn(invoice.issuedAt, from, to);
}

function notesIn(from: string, to: string): SQL {
  return issuedIn(correctionNote.issuedAt, from, to);
}
