import {
  type CorrectionCharge,
  type CorrectionKind,
  type CorrectionLine,
  noteNumber,
} from '@cleaver/domain/corrections';
import { aucklandDateString, formatDateOnly } from '@cleaver/domain/dates';
import { gstOn } from '@cleaver/domain/gst';
import { formatBilledQuantity } from '@cleaver/domain/invoice';
import { type Cents, cents, toDecimalString } from '@cleaver/domain/money';
import { toThousandths } from '@cleaver/domain/quantity';
import { lineTotal } from '@cleaver/domain/totals';
import type { InvoiceContent } from '../../db/schema.ts';
import type { InvoiceDocument, NoteDocument } from './invoice-documents.ts';

/**
 * Xero's sales invoice import columns, in its template's order (an asterisk marks a required one): the header of
 * SalesInvoiceTemplate.csv, which Sales → Invoices → Import → "Download template file" gives; Xero Central's
 * "Import customer invoices" (https://central.xero.com/s/article/Import-customer-invoices) says to leave every
 * column and heading as it is. Xero imports a file only with the template's columns as they are: none renamed,
 * reordered or removed. The test copies this header by hand, not from here.
 */
export const XERO_COLUMNS = [
  '*ContactName',
  'EmailAddress',
  'POAddressLine1',
  'POAddressLine2',
  'POAddressLine3',
  'POAddressLine4',
  'POCity',
  'PORegion',
  'POPostalCode',
  'POCountry',
  '*InvoiceNumber',
  'Reference',
  '*InvoiceDate',
  '*DueDate',
  'Total',
  'InventoryItemCode',
  '*Description',
  '*Quantity',
  '*UnitAmount',
  'Discount',
  '*AccountCode',
  '*TaxType',
  'TaxAmount',
  'TrackingName1',
  'TrackingOption1',
  'TrackingName2',
  'TrackingOption2',
  'Currency',
  'BrandingTheme',
] as const;

type XeroColumn = (typeof XERO_COLUMNS)[number];
type XeroRow = Partial<Record<XeroColumn, string>>;

/** The account code and tax type every line is booked to (Settings → Invoicing). */
export type XeroCodes = { accountCode: string; taxType: string };

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled. A cell a
 * spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return) is prefixed with ',
 * except a plain number such as -1.200, which a credit note's rows hold and Xero must read as a number.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function money(amount: Cents): string {
  return toDecimalString(amount);
}

/**
 * The invoices, then the credit and debit notes, as Xero's sales invoice import reads them, in one file so staff
 * import once. An invoice is one row per line, plus a row each for freight and cutting when charged. Quantities are
 * the billed (packed) weights; unit amounts exclude GST; the tax amount is the document's own per-line GST, so
 * Xero's totals match ours to the cent. Total, which Xero works out itself from the lines, holds the document's
 * total incl. GST on each of its rows, to check against. Notes follow in the order given (credit notes, then debit
 * notes, each by number), as {@link noteRows} writes them. CRLF line ends.
 */
export function xeroCsv(
  invoices: ReadonlyArray<InvoiceDocument>,
  codes: XeroCodes,
  notes: ReadonlyArray<NoteDocument> = [],
): string {
  const rows: string[][] = [[...XERO_COLUMNS]];
  for (const document of invoices) {
    const { content, amounts } = document;
    const base: XeroRow = {
      ...contactColumns(content.buyer),
      '*InvoiceNumber': String(document.number),
      Reference: content.purchaseOrder || `Order ${content.orderShortId}`,
      '*InvoiceDate': formatDateOnly(aucklandDateString(document.issuedAt)),
      '*DueDate': formatDateOnly(content.dueDate),
      Total: money(amounts.total),
      ...bookingColumns(codes),
    };
    for (const line of content.lines) {
      rows.push(
        cellsOf(base, {
          '*Description': describeProduct(line),
          '*Quantity': formatBilledQuantity(line.quantity, line.unit),
          '*UnitAmount': money(cents(line.unitPrice)),
          TaxAmount: money(cents(line.gst)),
        }),
      );
    }
    for (const [description, amount] of [
      ['Freight', amounts.freight],
      ['Cutting', amounts.cutting],
    ] as const) {
      if (amount === 0) continue;
      rows.push(
        cellsOf(base, {
          '*Description': description,
          '*Quantity': '1',
          '*UnitAmount': money(amount),
          TaxAmount: money(gstOn(amount)),
        }),
      );
    }
  }
  for (const note of notes) rows.push(...noteRows(note, codes));
  return `${rows.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

const NOTE_NAME: Readonly<Record<CorrectionKind, string>> = { CREDIT: 'Credit note', DEBIT: 'Debit note' };

/**
 * A credit or debit note as invoice rows of its own number ('CN-0001', 'DN-0001'), each row signed as the note
 * moves the customer's balance: a debit note's rows add up to its total, a credit note's to minus its total, so
 * Xero's import, which takes an invoice whose total is negative as a credit note, books it as one. The sign is on
 * the quantity (-1.200 kg returned); the unit amount stays the price. Each changed line is one row of the
 * difference in billed quantity at its price when that reproduces the note's amount for the line as the invoice
 * rounds it (quantity × price to the cent, halves away from zero); otherwise (a price corrected, or a difference
 * that rounds a cent apart from the two bills' own rounded amounts) it is two rows, the line as billed before
 * taken back and the line as billed now, each an invoice row rounded as the invoice rounded it. So the rows' sum
 * of quantity × unit amount plus tax is the note's balance change to the cent.
 */
function noteRows(note: NoteDocument, codes: XeroCodes): string[][] {
  const { content } = note;
  const { correction } = content;
  const issued = formatDateOnly(aucklandDateString(note.issuedAt));
  const base: XeroRow = {
    ...contactColumns(content.buyer),
    '*InvoiceNumber': noteNumber(note.kind, note.number),
    Reference: [`${NOTE_NAME[note.kind]} for invoice ${content.invoice.number}`, content.reason]
      .filter(Boolean)
      .join(': '),
    '*InvoiceDate': issued,
    // Xero requires a due date: a debit note's own (by the customer's terms); a credit note's date, as it keeps none.
    '*DueDate': content.dueDate ? formatDateOnly(content.dueDate) : issued,
    Total: money(correction.balanceChange),
    ...bookingColumns(codes),
  };
  const rows = correction.lines.flatMap((line) => noteLineRows(line));
  for (const [description, change] of [
    ['Freight', correction.freight],
    ['Cutting', correction.cutting],
  ] as const) {
    if (change) rows.push(chargeRow(description, change));
  }
  return rows.map((row) => cellsOf(base, row));
}

function noteLineRows(line: CorrectionLine): XeroRow[] {
  const { before, after, unit } = line;
  const description = describeProduct(line);
  const price = after?.unitPrice ?? before?.unitPrice;
  const onePrice = !before || !after || before.unitPrice === after.unitPrice;
  const difference = (toThousandths(after?.quantity ?? 0) - toThousandths(before?.quantity ?? 0)) / 1000;
  if (price !== undefined && onePrice && lineTotal(difference, price) === line.amount) {
    return [signedRow(description, difference, unit, price, line.gst)];
  }
  const rows: XeroRow[] = [];
  // A side billing nothing (a line packed at 0) adds nothing, so it gets no row.
  if (before && toThousandths(before.quantity) !== 0) {
    rows.push(
      signedRow(
        `${description}, as billed before`,
        -before.quantity,
        unit,
        before.unitPrice,
        cents(-before.gst),
      ),
    );
  }
  if (after && toThousandths(after.quantity) !== 0) {
    rows.push(signedRow(`${description}, as billed now`, after.quantity, unit, after.unitPrice, after.gst));
  }
  return rows;
}

function chargeRow(description: string, change: CorrectionCharge): XeroRow {
  return {
    '*Description': description,
    '*Quantity': change.amount < 0 ? '-1' : '1',
    '*UnitAmount': money(cents(Math.abs(change.amount))),
    TaxAmount: money(change.gst),
  };
}

function signedRow(
  description: string,
  quantity: number,
  unit: string,
  unitPrice: Cents,
  gst: Cents,
): XeroRow {
  return {
    '*Description': description,
    '*Quantity': formatBilledQuantity(quantity, unit),
    '*UnitAmount': money(unitPrice),
    TaxAmount: money(gst),
  };
}

function describeProduct(line: { productName: string; productCode: string }): string {
  return line.productCode ? `${line.productName} (${line.productCode})` : line.productName;
}

function contactColumns(buyer: InvoiceContent['buyer']): XeroRow {
  // Documents issued before the address was kept in parts have only the printed lines, city and postcode last.
  const postal = buyer.postal ?? { lines: buyer.address, city: '', postalCode: '' };
  return {
    '*ContactName': buyer.companyName,
    EmailAddress: buyer.email,
    POAddressLine1: postal.lines[0] ?? '',
    POAddressLine2: postal.lines[1] ?? '',
    POAddressLine3: postal.lines[2] ?? '',
    POAddressLine4: postal.lines.slice(3).join(', '),
    POCity: postal.city,
    POPostalCode: postal.postalCode,
    POCountry: 'New Zealand',
  };
}

function bookingColumns(codes: XeroCodes): XeroRow {
  return { '*AccountCode': codes.accountCode, '*TaxType': codes.taxType, Currency: 'NZD' };
}

/** A row's cells in the template's order: the row's own values over the document's. */
function cellsOf(base: XeroRow, row: XeroRow): string[] {
  return XERO_COLUMNS.map((column) => row[column] ?? base[column] ?? '');
}
