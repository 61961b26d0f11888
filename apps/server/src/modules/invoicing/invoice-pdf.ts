import { formatDate, formatDateOnly } from '@cleaver/domain/dates';
import { gstOn } from '@cleaver/domain/gst';
import { formatBilledQuantity } from '@cleaver/domain/invoice';
import { type Cents, cents, formatNZD, sumCents } from '@cleaver/domain/money';
import { toUnit, unitLabel } from '@cleaver/domain/quantity';
import type { InvoiceContent } from '../../db/schema.ts';
import { PDF_FONT, type PdfDocument, pdfDocument } from '../../platform/pdf-fonts.ts';

/** An invoice as printed: its number, revision, time of issue, what it says and what it bills. */
export type PrintableInvoice = {
  number: number;
  revision: number;
  issuedAt: Date;
  content: InvoiceContent;
  amounts: { subTotal: Cents; freight: Cents; cutting: Cents; gst: Cents; total: Cents };
};

const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const RIGHT = PAGE.width - PAGE.margin;
const CONTENT_WIDTH = RIGHT - PAGE.margin;
const INK = '#1a1a1a';
const MUTED = '#555555';
const RULE = '#bbbbbb';
const SHADE = '#eef3ee';
const FOOTER_SPACE = 40;

// Table columns: description takes what the numbers leave.
const COLUMNS = {
  description: { x: PAGE.margin, width: 215 },
  quantity: { x: PAGE.margin + 215, width: 75 },
  unitPrice: { x: PAGE.margin + 290, width: 70 },
  gst: { x: PAGE.margin + 360, width: 55 },
  amount: { x: PAGE.margin + 415, width: CONTENT_WIDTH - 415 },
} as const;

/** One invoice as a PDF (A4). */
export function invoicePdf(invoice: PrintableInvoice): Promise<Buffer> {
  return invoicesPdf([invoice]);
}

/** Several invoices in one PDF to print, each starting on its own page. */
export function invoicesPdf(invoices: ReadonlyArray<PrintableInvoice>): Promise<Buffer> {
  const first = invoices[0];
  const doc = pdfDocument({
    size: 'A4',
    margin: PAGE.margin,
    autoFirstPage: false,
    info: {
      Title:
        invoices.length === 1 && first ? `Tax Invoice ${first.number}` : `Tax Invoices (${invoices.length})`,
      Author: first?.content.supplier.name ?? '',
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  if (invoices.length === 0) {
    doc.addPage();
    doc.font(PDF_FONT.regular).fontSize(11).text('No invoices.');
  }
  for (const invoice of invoices) drawInvoice(doc, invoice);
  doc.end();
  return done;
}

function drawInvoice(doc: PdfDocument, invoice: PrintableInvoice): void {
  doc.addPage();
  const { content } = invoice;
  const { supplier, buyer } = content;

  // Supplier, left; the title and the invoice's particulars, right.
  let y = PAGE.margin;
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
    .text(`GST number: ${supplier.gstNumber}`, PAGE.margin, y + 2, {
      width: 280,
    });
  const supplierBottom = doc.y;

  doc
    .font(PDF_FONT.bold)
    .fontSize(22)
    .fillColor(INK)
    .text('Tax Invoice', 330, PAGE.margin, {
      width: RIGHT - 330,
      align: 'right',
    });
  if (invoice.revision > 1) {
    doc
      .font(PDF_FONT.bold)
      .fontSize(10)
      .fillColor(MUTED)
      .text(`Revision ${invoice.revision}`, 330, doc.y, {
        width: RIGHT - 330,
        align: 'right',
      });
  }
  const particulars: Array<[string, string]> = [
    ['Invoice number', String(invoice.number)],
    ['Invoice date', formatDate(invoice.issuedAt)],
    ['Due date', formatDateOnly(content.dueDate)],
    ['Order', content.orderShortId],
    ...(content.purchaseOrder
      ? ([['Purchase order', content.purchaseOrder]] as Array<[string, string]>)
      : []),
  ];
  let py = doc.y + 6;
  for (const [label, value] of particulars) {
    doc.font(PDF_FONT.regular).fontSize(9).fillColor(MUTED).text(label, 330, py, { width: 110 });
    doc
      .font(PDF_FONT.bold)
      .fillColor(INK)
      .text(value, 440, py, { width: RIGHT - 440, align: 'right' });
    py = doc.y + 2;
  }

  // The buyer.
  y = Math.max(supplierBottom, py) + 18;
  doc.font(PDF_FONT.bold).fontSize(9).fillColor(MUTED).text('BILL TO', PAGE.margin, y);
  y = doc.y + 2;
  doc.font(PDF_FONT.bold).fontSize(11).fillColor(INK).text(buyer.companyName, PAGE.margin, y, { width: 300 });
  doc.font(PDF_FONT.regular).fontSize(9);
  for (const line of [buyer.contactName ? `Attn: ${buyer.contactName}` : '', ...buyer.address, buyer.email]) {
    if (line) doc.text(line, PAGE.margin, doc.y, { width: 300 });
  }
  y = doc.y + 18;

  // The lines.
  y = tableHeader(doc, y);
  doc.font(PDF_FONT.regular).fontSize(9).fillColor(INK);
  for (const [index, line] of content.lines.entries()) {
    const description = line.productCode ? `${line.productName} (${line.productCode})` : line.productName;
    const height =
      Math.max(doc.heightOfString(description, { width: COLUMNS.description.width - 8 }), 11) + 8;
    if (y + height > PAGE.height - PAGE.margin - FOOTER_SPACE) {
      doc.addPage();
      y = tableHeader(doc, PAGE.margin);
      doc.font(PDF_FONT.regular).fontSize(9).fillColor(INK);
    }
    if (index % 2 === 1) doc.rect(PAGE.margin, y, CONTENT_WIDTH, height).fill(SHADE).fillColor(INK);
    const ty = y + 4;
    const unit = toUnit(line.unit);
    doc.text(description, COLUMNS.description.x + 4, ty, { width: COLUMNS.description.width - 8 });
    cell(
      doc,
      `${formatBilledQuantity(line.quantity, line.unit)} ${unit ? unitLabel(unit) : line.unit}`,
      'quantity',
      ty,
    );
    cell(doc, formatNZD(cents(line.unitPrice)), 'unitPrice', ty);
    cell(doc, formatNZD(cents(line.gst)), 'gst', ty);
    cell(doc, formatNZD(cents(line.amount)), 'amount', ty);
    y += height;
  }
  doc.moveTo(PAGE.margin, y).lineTo(RIGHT, y).lineWidth(0.5).strokeColor(RULE).stroke();

  // Totals, right.
  // Freight and cutting carry GST as the lines do (each rounded on its own): their rows say how much.
  const { subTotal, freight, cutting, gst, total } = invoice.amounts;
  const totals: Array<[string, Cents, boolean]> = [
    ['Subtotal', subTotal, false],
    [freight > 0 ? `Freight (GST ${formatNZD(gstOn(freight))})` : 'Freight', freight, false],
    [cutting > 0 ? `Cutting (GST ${formatNZD(gstOn(cutting))})` : 'Cutting', cutting, false],
    ['Total excl. GST', sumCents([subTotal, freight, cutting]), false],
    ['GST (15%)', gst, false],
    ['Total (incl. GST)', total, true],
  ];
  if (y + totals.length * 18 + 60 > PAGE.height - PAGE.margin) {
    doc.addPage();
    y = PAGE.margin;
  }
  y += 10;
  const labelX = PAGE.margin + 280;
  for (const [label, amount, strong] of totals) {
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

  // Terms.
  y += 14;
  doc.font(PDF_FONT.regular).fontSize(8.5).fillColor(MUTED);
  doc.text(
    `All amounts in New Zealand dollars. Amounts excl. GST unless stated. Please pay by ${formatDateOnly(content.dueDate)}, ` +
      `quoting invoice ${invoice.number}. Quantities sold by weight are as packed.`,
    PAGE.margin,
    y,
    { width: CONTENT_WIDTH },
  );
}

function tableHeader(doc: PdfDocument, y: number): number {
  doc.rect(PAGE.margin, y, CONTENT_WIDTH, 18).fill('#2e7d32');
  doc.font(PDF_FONT.bold).fontSize(8.5).fillColor('#ffffff');
  doc.text('Description', COLUMNS.description.x + 4, y + 5, { width: COLUMNS.description.width - 8 });
  cell(doc, 'Quantity', 'quantity', y + 5);
  cell(doc, 'Unit price', 'unitPrice', y + 5);
  cell(doc, 'GST', 'gst', y + 5);
  cell(doc, 'Amount excl. GST', 'amount', y + 5);
  doc.fillColor(INK);
  return y + 18;
}

function cell(
  doc: PdfDocument,
  text: string,
  column: Exclude<keyof typeof COLUMNS, 'description'>,
  y: number,
): void {
  const { x, width } = COLUMNS[column];
  doc.text(text, x, y, { width: width - 4, align: 'right', lineBreak: false });
}
