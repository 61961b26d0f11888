import { type CorrectionKind, type CorrectionSide, noteNumber, noteTitle } from '@cleaver/domain/corrections';
import { formatDate, formatDateOnly } from '@cleaver/domain/dates';
import { formatBilledQuantity } from '@cleaver/domain/invoice';
import { type Cents, cents, formatNZD, sumCents } from '@cleaver/domain/money';
import { toUnit, unitLabel } from '@cleaver/domain/quantity';
import type { CorrectionNoteContent } from '../../db/schema.ts';
import { PDF_FONT, type PdfDocument } from '../../platform/pdf-fonts.ts';
import {
  CONTENT_WIDTH,
  drawBuyer,
  drawHead,
  drawHowToPay,
  drawRule,
  drawSmallPrint,
  drawTotals,
  FOOTER_SPACE,
  HEADER_FILL,
  INK,
  MUTED,
  PAGE,
  renderPdf,
  SHADE,
} from './document-pdf.ts';

/** A credit or debit note as printed: its kind and number, time of issue, and what it keeps. */
export type PrintableNote = {
  kind: CorrectionKind;
  number: number;
  issuedAt: Date;
  content: CorrectionNoteContent;
};

const COLUMNS = {
  description: { x: PAGE.margin, width: 175 },
  before: { x: PAGE.margin + 175, width: 90 },
  after: { x: PAGE.margin + 265, width: 90 },
  gst: { x: PAGE.margin + 355, width: 60 },
  amount: { x: PAGE.margin + 415, width: CONTENT_WIDTH - 415 },
} as const;

/**
 * A credit or debit note as a PDF (A4) that reads as supply correction information (GST Act s 19N): the words
 * Credit Note or Debit Note, the supplier's name and GST number, the date, the buyer, the invoice it corrects
 * (number and date), why, and each changed line before → after with the amounts and GST the note moves.
 */
export function correctionNotePdf(note: PrintableNote): Promise<Buffer> {
  const title = noteTitle(note.kind);
  const printed = noteNumber(note.kind, note.number);
  return renderPdf(
    { Title: `${title} ${printed}`, Author: note.content.supplier.name, CreationDate: note.issuedAt },
    (doc) => {
      doc.addPage();
      drawNote(doc, note, title, printed);
    },
  );
}

function drawNote(doc: PdfDocument, note: PrintableNote, title: string, printed: string): void {
  const { content } = note;
  const { correction } = content;
  const invoiceDate = formatDateOnly(content.invoice.issuedDate);
  let y = drawHead(doc, content.supplier, {
    text: title,
    particulars: [
      [`${title.replace(' Note', ' note')} number`, printed],
      ['Date', formatDate(note.issuedAt)],
      ['Corrects invoice', String(content.invoice.number)],
      ['Invoice date', invoiceDate],
      ...(content.dueDate ? ([['Due date', formatDateOnly(content.dueDate)]] as const) : []),
      ['Order', content.orderShortId],
      ...(content.purchaseOrder ? ([['Purchase order', content.purchaseOrder]] as const) : []),
    ],
  });
  y = drawBuyer(doc, content.buyer, y, note.kind === 'CREDIT' ? 'CREDIT TO' : 'BILL TO');

  doc.font(PDF_FONT.bold).fontSize(9).fillColor(MUTED).text('REASON', PAGE.margin, y);
  doc
    .font(PDF_FONT.regular)
    .fontSize(10)
    .fillColor(INK)
    .text(content.reason, PAGE.margin, doc.y + 2, { width: CONTENT_WIDTH });
  y = doc.y + 16;

  // Amounts in the note's direction: what it credits on a credit note, what it adds on a debit note.
  const sign = note.kind === 'CREDIT' ? -1 : 1;
  const moved = (c: Cents) => cents(sign * c);
  y = tableHeader(doc, y, note.kind);
  const rows: Array<{ description: string; before: string; after: string; gst: Cents; amount: Cents }> = [
    ...correction.lines.map((line) => ({
      description: line.productCode ? `${line.productName} (${line.productCode})` : line.productName,
      before: sideText(line.before, line.unit),
      after: sideText(line.after, line.unit),
      gst: moved(line.gst),
      amount: moved(line.amount),
    })),
    ...(
      [
        ['Freight', correction.freight],
        ['Cutting', correction.cutting],
      ] as const
    ).flatMap(([name, charge]) =>
      charge
        ? [
            {
              description: name,
              before: formatNZD(charge.before),
              after: formatNZD(charge.after),
              gst: moved(charge.gst),
              amount: moved(charge.amount),
            },
          ]
        : [],
    ),
  ];
  doc.font(PDF_FONT.regular).fontSize(9).fillColor(INK);
  for (const [index, row] of rows.entries()) {
    const height =
      Math.max(
        doc.heightOfString(row.description, { width: COLUMNS.description.width - 8 }),
        doc.heightOfString(row.before, { width: COLUMNS.before.width - 4 }),
        doc.heightOfString(row.after, { width: COLUMNS.after.width - 4 }),
        11,
      ) + 8;
    if (y + height > PAGE.height - PAGE.margin - FOOTER_SPACE) {
      doc.addPage();
      y = tableHeader(doc, PAGE.margin, note.kind);
      doc.font(PDF_FONT.regular).fontSize(9).fillColor(INK);
    }
    if (index % 2 === 1) doc.rect(PAGE.margin, y, CONTENT_WIDTH, height).fill(SHADE).fillColor(INK);
    const ty = y + 4;
    doc.text(row.description, COLUMNS.description.x + 4, ty, { width: COLUMNS.description.width - 8 });
    cell(doc, row.before, 'before', ty, true);
    cell(doc, row.after, 'after', ty, true);
    cell(doc, formatNZD(row.gst), 'gst', ty);
    cell(doc, formatNZD(row.amount), 'amount', ty);
    y += height;
  }
  drawRule(doc, y);

  const word = note.kind === 'CREDIT' ? 'credited' : 'debited';
  const net = sumCents([
    correction.subTotal,
    moved(correction.freight?.amount ?? cents(0)),
    moved(correction.cutting?.amount ?? cents(0)),
  ]);
  y = drawTotals(
    doc,
    [
      [`Total ${word} excl. GST`, net, false],
      [`GST ${word} (15%)`, correction.gst, false],
      [`Total ${word} (incl. GST)`, correction.total, true],
    ],
    y,
  );
  // A debit note issued with its terms says how to pay it; credit notes and older debit notes print as they did.
  const { dueDate, payment } = content;
  const owed = note.kind === 'DEBIT' && dueDate && payment ? { dueDate, payment, reference: printed } : null;
  if (owed) y = drawHowToPay(doc, owed, y + 14) - 14;
  const closing =
    note.kind === 'CREDIT'
      ? ' The amount credited comes off what you owe on your account.'
      : owed
        ? ''
        : ` Please pay the amount added, quoting ${printed}.`;
  drawSmallPrint(
    doc,
    `This ${title.toLowerCase()} corrects tax invoice ${content.invoice.number} dated ${invoiceDate}. ` +
      'All amounts in New Zealand dollars, excl. GST unless stated. Quantities sold by weight are as packed.' +
      closing,
    y + 14,
  );
}

/** One side of a line as billed: '5.500 KG × $18.49', or '—' when the line was not billed on that side. */
function sideText(side: CorrectionSide | null, unit: string): string {
  if (!side) return '—';
  const known = toUnit(unit);
  return `${formatBilledQuantity(side.quantity, unit)} ${known ? unitLabel(known) : unit} × ${formatNZD(side.unitPrice)}`;
}

function tableHeader(doc: PdfDocument, y: number, kind: CorrectionKind): number {
  doc.rect(PAGE.margin, y, CONTENT_WIDTH, 18).fill(HEADER_FILL);
  doc.font(PDF_FONT.bold).fontSize(8.5).fillColor('#ffffff');
  doc.text('Description', COLUMNS.description.x + 4, y + 5, { width: COLUMNS.description.width - 8 });
  cell(doc, 'Was billed', 'before', y + 5);
  cell(doc, 'Now billed', 'after', y + 5);
  cell(doc, kind === 'CREDIT' ? 'GST credited' : 'GST added', 'gst', y + 5);
  cell(doc, kind === 'CREDIT' ? 'Credited excl. GST' : 'Added excl. GST', 'amount', y + 5);
  doc.fillColor(INK);
  return y + 18;
}

function cell(
  doc: PdfDocument,
  text: string,
  column: Exclude<keyof typeof COLUMNS, 'description'>,
  y: number,
  wrap = false,
): void {
  const { x, width } = COLUMNS[column];
  doc.text(text, x, y, { width: width - 4, align: 'right', lineBreak: wrap });
}
