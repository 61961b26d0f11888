import { formatDate, formatDateOnly } from '@cleaver/domain/dates';
import { gstOn } from '@cleaver/domain/gst';
import { formatBilledQuantity } from '@cleaver/domain/invoice';
import { type Cents, cents, formatNZD, sumCents } from '@cleaver/domain/money';
import { toUnit, unitLabel } from '@cleaver/domain/quantity';
import type { InvoiceContent } from '../../db/schema.ts';
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
  PAGE,
  renderPdf,
  SHADE,
} from './document-pdf.ts';

/** An invoice as printed: its number, revision, time of issue, what it says and what it bills. */
export type PrintableInvoice = {
  number: number;
  revision: number;
  issuedAt: Date;
  content: InvoiceContent;
  amounts: { subTotal: Cents; freight: Cents; cutting: Cents; gst: Cents; total: Cents };
};

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
  const info = {
    Title:
      invoices.length === 1 && first ? `Tax Invoice ${first.number}` : `Tax Invoices (${invoices.length})`,
    Author: first?.content.supplier.name ?? '',
    // The newest invoice's time of issue: the same invoices print as the same file.
    CreationDate: new Date(Math.max(0, ...invoices.map((i) => i.issuedAt.getTime()))),
  };
  return renderPdf(info, (doc) => {
    if (invoices.length === 0) {
      doc.addPage();
      doc.font(PDF_FONT.regular).fontSize(11).text('No invoices.');
    }
    for (const invoice of invoices) drawInvoice(doc, invoice);
  });
}

function drawInvoice(doc: PdfDocument, invoice: PrintableInvoice): void {
  doc.addPage();
  const { content } = invoice;

  // Supplier, left; the title and the invoice's particulars, right; the buyer under them.
  let y = drawHead(doc, content.supplier, {
    text: 'Tax Invoice',
    under: invoice.revision > 1 ? `Revision ${invoice.revision}` : undefined,
    particulars: [
      ['Invoice number', String(invoice.number)],
      ['Invoice date', formatDate(invoice.issuedAt)],
      ['Due date', formatDateOnly(content.dueDate)],
      ['Order', content.orderShortId],
      ...(content.purchaseOrder ? ([['Purchase order', content.purchaseOrder]] as const) : []),
    ],
  });
  y = drawBuyer(doc, content.buyer, y, 'BILL TO');

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
  drawRule(doc, y);

  // Totals, right.
  // Freight and cutting carry GST as the lines do (each rounded on its own): their rows say how much.
  const { subTotal, freight, cutting, gst, total } = invoice.amounts;
  y = drawTotals(
    doc,
    [
      ['Subtotal', subTotal, false],
      [freight > 0 ? `Freight (GST ${formatNZD(gstOn(freight))})` : 'Freight', freight, false],
      [cutting > 0 ? `Cutting (GST ${formatNZD(gstOn(cutting))})` : 'Cutting', cutting, false],
      ['Total excl. GST', sumCents([subTotal, freight, cutting]), false],
      ['GST (15%)', gst, false],
      ['Total (incl. GST)', total, true],
    ],
    y,
  );

  // How to pay, then the small print. An invoice from before its payment details were kept prints as it did.
  if (content.payment) {
    y = drawHowToPay(
      doc,
      { payment: content.payment, dueDate: content.dueDate, reference: `invoice ${invoice.number}` },
      y + 14,
    );
    drawSmallPrint(
      doc,
      'All amounts in New Zealand dollars. Amounts excl. GST unless stated. Quantities sold by weight are as packed.',
      y,
    );
    return;
  }
  drawSmallPrint(
    doc,
    `All amounts in New Zealand dollars. Amounts excl. GST unless stated. Please pay by ${formatDateOnly(content.dueDate)}, ` +
      `quoting invoice ${invoice.number}. Quantities sold by weight are as packed.`,
    y + 14,
  );
}

function tableHeader(doc: PdfDocument, y: number): number {
  doc.rect(PAGE.margin, y, CONTENT_WIDTH, 18).fill(HEADER_FILL);
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
