import { formatDateOnly } from '@cleaver/domain/dates';
import type { Cents } from '@cleaver/domain/money';
import { formatNZD } from '@cleaver/domain/money';
import type { DocumentPayment, InvoiceContent } from '../../db/schema.ts';
import { PDF_FONT, type PdfDocument, pdfDocument } from '../../platform/pdf-fonts.ts';

// The page the tax documents (invoices, credit and debit notes) share: A4, the supplier at top left, the title
// and the document's particulars at top right, the buyer under them, a table, totals at the right.

export const PAGE = { width: 595.28, height: 841.89, margin: 48 } as const;
export const RIGHT = PAGE.width - PAGE.margin;
export const CONTENT_WIDTH = RIGHT - PAGE.margin;
export const INK = '#1a1a1a';
export const MUTED = '#555555';
export const RULE = '#bbbbbb';
export const SHADE = '#eef3ee';
export const HEADER_FILL = '#2e7d32';
export const FOOTER_SPACE = 40;
const TITLE_X = 330;

/**
 * A new A4 document for `draw` to fill, as the bytes of a PDF once drawn. The document's creation date is the
 * one given (when it was issued), so a document printed again is the same file, byte for byte.
 */
export function renderPdf(
  info: { Title: string; Author: string; CreationDate: Date },
  draw: (doc: PdfDocument) => void,
): Promise<Buffer> {
  const doc = pdfDocument({ size: 'A4', margin: PAGE.margin, autoFirstPage: false, info });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

/**
 * The head of a page: the supplier (name, address, phone, email, GST number) at left; the title, an optional
 * line under it and the particulars (label, value) at right. Answers where the next block starts.
 */
export function drawHead(
  doc: PdfDocument,
  supplier: InvoiceContent['supplier'],
  title: { text: string; under?: string; particulars: ReadonlyArray<readonly [string, string]> },
): number {
  let y: number = PAGE.margin;
  doc.fillColor(INK).font(PDF_FONT.bold).fontSize(18).text(supplier.name, PAGE.margin, y, { width: 280 });
  y = doc.y + 4;
  doc.font(PDF_FONT.regular).fontSize(9).fillColor(MUTED);
  const supplierLines = [
    ...supplier.address.split(/\r?\n/).filter((l) => l.trim() !== ''),
    supplier.phone ? `Phone ${supplier.phone}` : '',
    supplier.email,
  ].filter(Boolean);
  for (const line of supplierLines) {
    doc.text(line, PAGE.margin, y, { width: 280 });
    y = doc.y;
  }
  doc
    .font(PDF_FONT.bold)
    .fillColor(INK)
    .text(`GST number: ${supplier.gstNumber}`, PAGE.margin, y + 2, { width: 280 });
  const supplierBottom = doc.y;

  doc
    .font(PDF_FONT.bold)
    .fontSize(22)
    .fillColor(INK)
    .text(title.text, TITLE_X, PAGE.margin, { width: RIGHT - TITLE_X, align: 'right' });
  if (title.under) {
    doc
      .font(PDF_FONT.bold)
      .fontSize(10)
      .fillColor(MUTED)
      .text(title.under, TITLE_X, doc.y, { width: RIGHT - TITLE_X, align: 'right' });
  }
  let py = doc.y + 6;
  for (const [label, value] of title.particulars) {
    doc.font(PDF_FONT.regular).fontSize(9).fillColor(MUTED).text(label, TITLE_X, py, { width: 110 });
    doc
      .font(PDF_FONT.bold)
      .fillColor(INK)
      .text(value, TITLE_X + 110, py, { width: RIGHT - TITLE_X - 110, align: 'right' });
    py = doc.y + 2;
  }
  return Math.max(supplierBottom, py) + 18;
}

/** The buyer under a heading ('BILL TO'): company, contact, address, email. Answers where the next block starts. */
export function drawBuyer(
  doc: PdfDocument,
  buyer: InvoiceContent['buyer'],
  y: number,
  heading: string,
): number {
  doc.font(PDF_FONT.bold).fontSize(9).fillColor(MUTED).text(heading, PAGE.margin, y);
  doc
    .font(PDF_FONT.bold)
    .fontSize(11)
    .fillColor(INK)
    .text(buyer.companyName, PAGE.margin, doc.y + 2, { width: 300 });
  doc.font(PDF_FONT.regular).fontSize(9);
  for (const line of [buyer.contactName ? `Attn: ${buyer.contactName}` : '', ...buyer.address, buyer.email]) {
    if (line) doc.text(line, PAGE.margin, doc.y, { width: 300 });
  }
  return doc.y + 18;
}

/** The totals at the right, the last one strong and shaded. Answers where the next block starts. */
export function drawTotals(
  doc: PdfDocument,
  rows: ReadonlyArray<readonly [label: string, amount: Cents, strong: boolean]>,
  top: number,
): number {
  let y = top;
  if (y + rows.length * 18 + 60 > PAGE.height - PAGE.margin) {
    doc.addPage();
    y = PAGE.margin;
  }
  y += 10;
  const labelX = PAGE.margin + 280;
  for (const [label, amount, strong] of rows) {
    if (strong) {
      doc.rect(labelX - 6, y - 4, RIGHT - labelX + 6, 22).fill(SHADE);
      doc.font(PDF_FONT.bold).fontSize(11);
    } else {
      doc.font(PDF_FONT.regular).fontSize(9.5);
    }
    doc.fillColor(INK).text(label, labelX, y, { width: 140 });
    doc.text(formatNZD(amount), labelX + 140, y, { width: RIGHT - labelX - 144, align: 'right' });
    y += strong ? 24 : 16;
  }
  return y;
}

/** A rule across the page at `y`. */
export function drawRule(doc: PdfDocument, y: number): void {
  doc.moveTo(PAGE.margin, y).lineTo(RIGHT, y).lineWidth(0.5).strokeColor(RULE).stroke();
}

/** Small print across the page. */
export function drawSmallPrint(doc: PdfDocument, text: string, y: number): void {
  doc
    .font(PDF_FONT.regular)
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(text, PAGE.margin, y, { width: CONTENT_WIDTH });
}

/**
 * 'HOW TO PAY' across the page: the terms and the date to pay by, the bank account (when Settings have one) and the
 * reference to quote ('invoice 1042', 'DN-0001'). Answers where the next block starts.
 */
export function drawHowToPay(
  doc: PdfDocument,
  owed: { payment: DocumentPayment; dueDate: string; reference: string },
  top: number,
): number {
  const lines = [
    `Terms: ${owed.payment.terms}. Please pay by ${formatDateOnly(owed.dueDate)}.`,
    ...(owed.payment.bankAccount ? [`Bank account: ${owed.payment.bankAccount}`] : []),
    `Reference: ${owed.reference}`,
  ];
  let y = top;
  if (y + 18 + lines.length * 14 > PAGE.height - PAGE.margin - FOOTER_SPACE) {
    doc.addPage();
    y = PAGE.margin;
  }
  doc.font(PDF_FONT.bold).fontSize(9).fillColor(MUTED).text('HOW TO PAY', PAGE.margin, y);
  doc.font(PDF_FONT.regular).fontSize(10).fillColor(INK);
  for (const line of lines) doc.text(line, PAGE.margin, doc.y + 2, { width: CONTENT_WIDTH });
  return doc.y + 12;
}
