import { formatDateOnly } from '@cleaver/domain/dates';
import { type Cents, formatNZD } from '@cleaver/domain/money';
import { AGEING_BUCKETS, AGEING_LABELS } from '@cleaver/domain/receivables';
import { PDF_FONT, type PdfDocument } from '../../platform/pdf-fonts.ts';
import {
  CONTENT_WIDTH,
  drawBuyer,
  drawHead,
  drawRule,
  drawSmallPrint,
  FOOTER_SPACE,
  HEADER_FILL,
  INK,
  MUTED,
  PAGE,
  RIGHT,
  renderPdf,
  SHADE,
} from '../invoicing/document-pdf.ts';
import type { StatementContent } from './statement-book.ts';

/** A statement as printed: when it was issued (the PDF's creation date, so a reprint is the same file) and what it keeps. */
export type PrintableStatement = { issuedAt: Date; content: StatementContent };

const COLUMNS = {
  date: { x: PAGE.margin, width: 62 },
  number: { x: PAGE.margin + 62, width: 70 },
  details: { x: PAGE.margin + 132, width: 150 },
  due: { x: PAGE.margin + 282, width: 58 },
  debit: { x: PAGE.margin + 340, width: 55 },
  credit: { x: PAGE.margin + 395, width: 52 },
  balance: { x: PAGE.margin + 447, width: CONTENT_WIDTH - 447 },
} as const;

/**
 * A customer's monthly statement as a PDF (A4), in the invoices' look: the supplier and 'Statement' at the top,
 * the month and the date it bears (the month's last day), the customer, the opening balance, each document and
 * payment of the month with the balance after it, the closing balance, the ageing at the month's end, how to pay.
 */
export function statementPdf(statement: PrintableStatement): Promise<Buffer> {
  const { content } = statement;
  return renderPdf(
    {
      Title: `Statement ${content.periodLabel} ${content.customerCode}`,
      Author: content.supplier.name,
      CreationDate: statement.issuedAt,
    },
    (doc) => {
      doc.addPage();
      drawStatement(doc, content);
    },
  );
}

function drawStatement(doc: PdfDocument, content: StatementContent): void {
  let y = drawHead(doc, content.supplier, {
    text: 'Statement',
    particulars: [
      ['Period', content.periodLabel],
      ['Date', formatDateOnly(content.statementDate)],
      ['Account', content.customerCode],
      ['Terms', content.howToPay.terms],
    ],
  });
  y = drawBuyer(doc, content.buyer, y, 'TO');
  y = tableHeader(doc, y);
  y = balanceRow(doc, y, 'Opening balance', content.openingBalance);
  doc.font(PDF_FONT.regular).fontSize(8.5).fillColor(INK);
  for (const [index, line] of content.lines.entries()) {
    const details = line.description;
    const height = Math.max(doc.heightOfString(details, { width: COLUMNS.details.width - 6 }), 10) + 8;
    if (y + height > PAGE.height - PAGE.margin - FOOTER_SPACE) {
      doc.addPage();
      y = tableHeader(doc, PAGE.margin);
      doc.font(PDF_FONT.regular).fontSize(8.5).fillColor(INK);
    }
    if (index % 2 === 1) doc.rect(PAGE.margin, y, CONTENT_WIDTH, height).fill(SHADE).fillColor(INK);
    const ty = y + 4;
    cell(doc, formatDateOnly(line.date), 'date', ty, 'left');
    cell(doc, line.number, 'number', ty, 'left');
    doc.text(details, COLUMNS.details.x, ty, { width: COLUMNS.details.width - 6 });
    cell(doc, line.dueDate ? formatDateOnly(line.dueDate) : '', 'due', ty, 'left');
    cell(doc, line.debit ? formatNZD(line.debit) : '', 'debit', ty);
    cell(doc, line.credit ? formatNZD(line.credit) : '', 'credit', ty);
    cell(doc, formatNZD(line.runningBalance), 'balance', ty);
    y += height;
  }
  if (content.lines.length === 0) {
    doc.font(PDF_FONT.regular).fontSize(9).fillColor(MUTED);
    doc.text('Nothing was invoiced or paid this month.', PAGE.margin + 4, y + 4, {
      width: CONTENT_WIDTH - 8,
    });
    y = doc.y + 6;
  }
  drawRule(doc, y);
  y = balanceRow(doc, y + 2, 'Closing balance', content.closingBalance, true);
  y = drawAgeing(doc, content, y + 14);
  y = drawPaying(doc, content, y);
  drawSmallPrint(
    doc,
    `This statement shows your account for ${content.periodLabel}: documents by the date they were issued, ` +
      'payments by the date they were received. Payments received after ' +
      `${formatDateOnly(content.statementDate)} are not shown. All amounts in New Zealand dollars, incl. GST.`,
    y + 4,
  );
}

function tableHeader(doc: PdfDocument, y: number): number {
  doc.rect(PAGE.margin, y, CONTENT_WIDTH, 18).fill(HEADER_FILL);
  doc.font(PDF_FONT.bold).fontSize(8.5).fillColor('#ffffff');
  cell(doc, 'Date', 'date', y + 5, 'left');
  cell(doc, 'Number', 'number', y + 5, 'left');
  cell(doc, 'Details', 'details', y + 5, 'left');
  cell(doc, 'Due', 'due', y + 5, 'left');
  cell(doc, 'Charges', 'debit', y + 5);
  cell(doc, 'Credits', 'credit', y + 5);
  cell(doc, 'Balance', 'balance', y + 5);
  doc.fillColor(INK);
  return y + 18;
}

function balanceRow(doc: PdfDocument, y: number, label: string, amount: Cents, strong = false): number {
  if (strong) doc.rect(PAGE.margin, y, CONTENT_WIDTH, 20).fill(SHADE);
  doc
    .font(PDF_FONT.bold)
    .fontSize(strong ? 10.5 : 9)
    .fillColor(INK);
  doc.text(label, PAGE.margin + 4, y + 5, { width: 200 });
  doc.text(formatNZD(amount), COLUMNS.balance.x - 60, y + 5, {
    width: RIGHT - COLUMNS.balance.x + 60 - 4,
    align: 'right',
  });
  return y + (strong ? 22 : 18);
}

/** The ageing at the month's end: five boxes, Current to 90+ days, and the credit on the account when any. */
function drawAgeing(doc: PdfDocument, content: StatementContent, top: number): number {
  let y = top;
  if (y + 60 > PAGE.height - PAGE.margin - FOOTER_SPACE) {
    doc.addPage();
    y = PAGE.margin;
  }
  doc
    .font(PDF_FONT.bold)
    .fontSize(9)
    .fillColor(MUTED)
    .text(`AGEING AT ${formatDateOnly(content.statementDate)}`, PAGE.margin, y);
  y = doc.y + 4;
  const width = CONTENT_WIDTH / AGEING_BUCKETS.length;
  for (const [index, bucket] of AGEING_BUCKETS.entries()) {
    const x = PAGE.margin + index * width;
    doc.rect(x, y, width - 4, 34).fill(index === 0 ? SHADE : '#f6f6f6');
    doc
      .font(PDF_FONT.regular)
      .fontSize(8)
      .fillColor(MUTED)
      .text(AGEING_LABELS[bucket], x + 6, y + 5, { width: width - 16 });
    doc
      .font(PDF_FONT.bold)
      .fontSize(10)
      .fillColor(INK)
      .text(formatNZD(content.ageing[bucket]), x + 6, y + 17, { width: width - 16, align: 'right' });
  }
  y += 42;
  if (content.credit > 0) {
    doc
      .font(PDF_FONT.regular)
      .fontSize(9)
      .fillColor(INK)
      .text(`Credit on your account: ${formatNZD(content.credit)}`, PAGE.margin, y);
    y = doc.y + 6;
  }
  return y + 6;
}

function drawPaying(doc: PdfDocument, content: StatementContent, top: number): number {
  const { howToPay } = content;
  const lines = [
    content.closingBalance > 0
      ? `Please pay ${formatNZD(content.closingBalance)}, or what is due, by your terms (${howToPay.terms}).`
      : 'Nothing is owed on this statement.',
    ...(howToPay.bankAccount ? [`Bank account: ${howToPay.bankAccount}`] : []),
    `Reference: ${howToPay.reference}`,
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

function cell(
  doc: PdfDocument,
  text: string,
  column: keyof typeof COLUMNS,
  y: number,
  align: 'left' | 'right' = 'right',
): void {
  const { x, width } = COLUMNS[column];
  doc.text(text, x + (align === 'left' ? 4 : 0), y, { width: width - 4, align, lineBreak: false });
}
