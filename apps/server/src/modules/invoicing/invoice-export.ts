import { aucklandDateString, formatDateOnly } from '@cleaver/domain/dates';
import { gstOn } from '@cleaver/domain/gst';
import { formatBilledQuantity } from '@cleaver/domain/invoice';
import { type Cents, cents, toDecimalString } from '@cleaver/domain/money';
import type { InvoiceDocument } from './invoice-documents.ts';

/**
 * Xero's sales invoice import columns, in its template's order (an asterisk marks a required one). Xero imports
 * a file only with the template's columns as they are: none renamed, reordered or removed.
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

/** The account code and tax type every line is booked to (Settings → Invoicing). */
export type XeroCodes = { accountCode: string; taxType: string };

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled. A cell a
 * spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return) is prefixed with '.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function money(amount: Cents): string {
  return toDecimalString(amount);
}

/**
 * The invoices as Xero's sales invoice import reads them: one row per line, plus a row each for freight and
 * cutting when charged. Quantities are the billed (packed) weights; unit amounts exclude GST; the tax amount
 * is the invoice's own per-line GST, so Xero's totals match the invoice's to the cent. Total, which Xero works
 * out itself from the lines, holds the invoice's total incl. GST on each of its rows, to check against.
 * CRLF line ends.
 */
export function xeroCsv(invoices: ReadonlyArray<InvoiceDocument>, codes: XeroCodes): string {
  const rows: string[][] = [[...XERO_COLUMNS]];
  for (const document of invoices) {
    const { content, amounts } = document;
    const { buyer } = content;
    // Invoices issued before the address was kept in parts have only the printed lines, city and postcode last.
    const postal = buyer.postal ?? { lines: buyer.address, city: '', postalCode: '' };
    const base: Partial<Record<XeroColumn, string>> = {
      '*ContactName': buyer.companyName,
      EmailAddress: buyer.email,
      POAddressLine1: postal.lines[0] ?? '',
      POAddressLine2: postal.lines[1] ?? '',
      POAddressLine3: postal.lines[2] ?? '',
      POAddressLine4: postal.lines.slice(3).join(', '),
      POCity: postal.city,
      POPostalCode: postal.postalCode,
      POCountry: 'New Zealand',
      '*InvoiceNumber': String(document.number),
      Reference: content.purchaseOrder || `Order ${content.orderShortId}`,
      '*InvoiceDate': formatDateOnly(aucklandDateString(document.issuedAt)),
      '*DueDate': formatDateOnly(content.dueDate),
      Total: money(amounts.total),
      '*AccountCode': codes.accountCode,
      '*TaxType': codes.taxType,
      Currency: 'NZD',
    };
    const row = (line: Partial<Record<XeroColumn, string>>) =>
      XERO_COLUMNS.map((column) => line[column] ?? base[column] ?? '');
    for (const line of content.lines) {
      rows.push(
        row({
          '*Description': line.productCode ? `${line.productName} (${line.productCode})` : line.productName,
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
        row({
          '*Description': description,
          '*Quantity': '1',
          '*UnitAmount': money(amount),
          TaxAmount: money(gstOn(amount)),
        }),
      );
    }
  }
  return `${rows.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
