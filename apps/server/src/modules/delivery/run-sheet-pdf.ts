import { formatDateOnly, weekdayName } from '@cleaver/domain/dates';
import { formatNZD } from '@cleaver/domain/money';
import { orderedText, packedWeightText } from '@cleaver/domain/packing';
import { toUnit } from '@cleaver/domain/quantity';
import { lineTotal } from '@cleaver/domain/totals';
import { PDF_FONT, type PdfDocument, pdfDocument } from '../../platform/pdf-fonts.ts';
import type { Docket, Run } from './run-sheet.service.ts';

/** A4 in points, with the margins a desk printer keeps. */
const PAGE = { width: 595.28, height: 841.89, margin: 40 } as const;
const LEFT = PAGE.margin;
const RIGHT = PAGE.width - PAGE.margin;
const WIDTH = RIGHT - LEFT;
const BOTTOM = PAGE.height - PAGE.margin - 24;

/** Text for one line: line breaks and tabs become spaces, any other control character '?'. */
function pdfText(text: string): string {
  return text.replace(/\r\n|[\r\n\t]/g, ' ').replace(/\p{Cc}/gu, '?');
}

const dayText = (date: string) => `${weekdayName(date)} ${formatDateOnly(date)}`;

/** Collects a PDFKit document into one buffer. */
function collect(doc: PdfDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** 'page 1 of 3' at the foot of every page, with the title. */
function footers(doc: PdfDocument, title: string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let page = start; page < start + count; page += 1) {
    doc.switchToPage(page);
    doc.font(PDF_FONT.regular).fontSize(8).fillColor('#555555');
    doc.text(`${title} - page ${page - start + 1} of ${count}`, LEFT, PAGE.height - PAGE.margin - 10, {
      width: WIDTH,
      align: 'right',
      lineBreak: false,
    });
  }
}

/**
 * The driver's run sheet: for each zone's run on the date, its stops in drop order with company, address, phone,
 * delivery notes, lines and cartons, and a box to tick. No prices.
 */
export function runSheetPdf(date: string, runs: readonly Run[], options: { brand: string }): Promise<Buffer> {
  const title = `Run sheet ${dayText(date)}`;
  const doc = pdfDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    info: { Title: title, Author: pdfText(options.brand) },
  });
  const done = collect(doc);
  let y: number = PAGE.margin;
  const room = (height: number, again: () => void) => {
    if (y + height <= BOTTOM) return;
    doc.addPage();
    y = PAGE.margin;
    again();
  };

  runs.forEach((run, index) => {
    if (index > 0) {
      doc.addPage();
      y = PAGE.margin;
    }
    const heading = (continued: boolean) => {
      doc.font(PDF_FONT.regular).fontSize(10).fillColor('#555555').text(pdfText(options.brand), LEFT, y);
      y = doc.y + 2;
      doc
        .font(PDF_FONT.bold)
        .fontSize(18)
        .fillColor('#000000')
        .text(pdfText(`Run sheet: ${run.zoneName}${continued ? ' (continued)' : ''}`), LEFT, y, {
          width: WIDTH,
        });
      y = doc.y + 2;
      const stops = run.stops.length === 1 ? '1 stop' : `${run.stops.length} stops`;
      doc
        .font(PDF_FONT.regular)
        .fontSize(12)
        .text(`${dayText(date)}    ${stops}`, LEFT, y);
      y = doc.y + 10;
    };
    heading(false);
    run.stops.forEach((stop, position) => {
      const address = stop.address.map(pdfText).join(', ');
      const contact = [stop.contactName, stop.phone].filter((part) => part.trim() !== '').join('  ');
      const load = [
        stop.lineCount === 1 ? '1 line' : `${stop.lineCount} lines`,
        ...(stop.cartons > 0 ? [stop.cartons === 1 ? '1 carton' : `${stop.cartons} cartons`] : []),
      ].join(', ');
      doc.font(PDF_FONT.regular).fontSize(10);
      const textWidth = WIDTH - 70;
      const notes = stop.notes.trim() === '' ? null : `Notes: ${pdfText(stop.notes)}`;
      const height =
        16 +
        doc.heightOfString(address || ' ', { width: textWidth }) +
        14 +
        (notes ? doc.heightOfString(notes, { width: textWidth }) + 2 : 0) +
        10;
      room(height, () => heading(true));
      const top = y;
      doc
        .font(PDF_FONT.bold)
        .fontSize(16)
        .fillColor('#000000')
        .text(String(position + 1), LEFT, top, { width: 28 });
      doc
        .rect(RIGHT - 18, top + 2, 14, 14)
        .lineWidth(1)
        .strokeColor('#000000')
        .stroke();
      doc
        .font(PDF_FONT.bold)
        .fontSize(12)
        .text(pdfText(stop.companyName), LEFT + 34, top, { width: textWidth - 90 });
      doc
        .font(PDF_FONT.regular)
        .fontSize(9)
        .fillColor('#555555')
        .text(`Order ${stop.shortId}`, RIGHT - 120, top + 3, { width: 96, align: 'right' });
      y = doc.y > top + 16 ? doc.y : top + 16;
      doc.font(PDF_FONT.regular).fontSize(10).fillColor('#000000');
      doc.text(address || 'No address on record', LEFT + 34, y, { width: textWidth });
      y = doc.y + 1;
      doc.fillColor('#333333').text(`${pdfText(contact) || 'No phone on record'}    ${load}`, LEFT + 34, y, {
        width: textWidth,
      });
      y = doc.y + 1;
      if (notes) {
        doc
          .font(PDF_FONT.bold)
          .fillColor('#000000')
          .text(notes, LEFT + 34, y, { width: textWidth });
        y = doc.y + 1;
      }
      y += 5;
      doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.25).strokeColor('#bbbbbb').stroke();
      y += 6;
    });
  });
  if (runs.length === 0) {
    doc
      .font(PDF_FONT.bold)
      .fontSize(18)
      .text(`Run sheet ${dayText(date)}`, LEFT, y);
    y = doc.y + 8;
    doc.font(PDF_FONT.regular).fontSize(12).text('No delivery orders for this date.', LEFT, y);
  }
  footers(doc, title);
  doc.end();
  return done;
}

const COLUMNS = {
  product: { x: LEFT, width: 250 },
  ordered: { x: LEFT + 255, width: 80 },
  packed: { x: LEFT + 340, width: 85 },
  price: { x: LEFT + 430, width: WIDTH - 430 },
} as const;

/**
 * Delivery dockets, one order to a page (or more when long): company, address, the lines with their packed
 * weights, notes and a line to sign. Prices only when staff ask for them (`prices`).
 */
export function docketsPdf(
  dockets: readonly Docket[],
  options: { brand: string; prices: boolean },
): Promise<Buffer> {
  const title = dockets.length === 1 ? `Delivery docket ${dockets[0]?.shortId}` : 'Delivery dockets';
  const doc = pdfDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    info: { Title: title, Author: pdfText(options.brand) },
  });
  const done = collect(doc);
  let y: number = PAGE.margin;

  dockets.forEach((docket, index) => {
    if (index > 0) doc.addPage();
    y = PAGE.margin;
    const heading = (continued: boolean) => {
      doc.font(PDF_FONT.regular).fontSize(10).fillColor('#555555').text(pdfText(options.brand), LEFT, y);
      y = doc.y + 2;
      doc
        .font(PDF_FONT.bold)
        .fontSize(18)
        .fillColor('#000000')
        .text(`Delivery docket ${docket.shortId}${continued ? ' (continued)' : ''}`, LEFT, y);
      y = doc.y + 4;
    };
    const columnHeads = () => {
      doc.font(PDF_FONT.bold).fontSize(9).fillColor('#555555');
      doc.text('Product', COLUMNS.product.x, y, { width: COLUMNS.product.width });
      doc.text('Ordered', COLUMNS.ordered.x, y, { width: COLUMNS.ordered.width, align: 'right' });
      doc.text('Supplied', COLUMNS.packed.x, y, { width: COLUMNS.packed.width, align: 'right' });
      if (options.prices)
        doc.text('Amount', COLUMNS.price.x, y, { width: COLUMNS.price.width, align: 'right' });
      y += 13;
      doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.75).strokeColor('#000000').stroke();
      y += 5;
      doc.fillColor('#000000');
    };
    heading(false);
    const deliverTo = [docket.companyName, ...docket.address].map(pdfText);
    doc.font(PDF_FONT.bold).fontSize(10).fillColor('#555555').text('Deliver to', LEFT, y);
    doc.text(docket.isDelivery ? 'Delivery' : 'Pick-up', LEFT + 300, y);
    y = doc.y + 2;
    const top = y;
    doc
      .font(PDF_FONT.regular)
      .fontSize(11)
      .fillColor('#000000')
      .text(deliverTo.join('\n'), LEFT, top, { width: 280 });
    const left = doc.y;
    const facts = [
      `Date: ${dayText(docket.processingDate)}`,
      ...(docket.contactName ? [`Contact: ${pdfText(docket.contactName)}`] : []),
      ...(docket.phone ? [`Phone: ${pdfText(docket.phone)}`] : []),
      ...(docket.purchaseOrder ? [`PO: ${pdfText(docket.purchaseOrder)}`] : []),
    ];
    doc.text(facts.join('\n'), LEFT + 300, top, { width: WIDTH - 300 });
    y = Math.max(left, doc.y) + 12;
    columnHeads();
    for (const line of docket.lines) {
      const unit = toUnit(line.unit) ?? 'EACH';
      const name = pdfText(line.productName);
      const note = line.notes.trim() === '' ? null : `Note: ${pdfText(line.notes)}`;
      doc.font(PDF_FONT.regular).fontSize(10);
      const height =
        doc.heightOfString(name, { width: COLUMNS.product.width }) +
        (note ? doc.heightOfString(note, { width: COLUMNS.product.width }) : 0) +
        6;
      if (y + height > BOTTOM - 90) {
        doc.addPage();
        y = PAGE.margin;
        heading(true);
        columnHeads();
      }
      const rowTop = y;
      doc.font(PDF_FONT.regular).fontSize(10).fillColor('#000000');
      doc.text(name, COLUMNS.product.x, rowTop, { width: COLUMNS.product.width });
      let below = doc.y;
      if (note) {
        doc
          .font(PDF_FONT.bold)
          .fontSize(9)
          .text(note, COLUMNS.product.x, below, { width: COLUMNS.product.width });
        below = doc.y;
      }
      doc.font(PDF_FONT.regular).fontSize(10);
      doc.text(orderedText(line.quantity, unit), COLUMNS.ordered.x, rowTop, {
        width: COLUMNS.ordered.width,
        align: 'right',
      });
      doc.text(
        line.packedWeight === null ? '-' : packedWeightText(line.packedWeight, unit),
        COLUMNS.packed.x,
        rowTop,
        { width: COLUMNS.packed.width, align: 'right' },
      );
      if (options.prices) {
        const billed = line.packedWeight ?? line.quantity;
        doc.text(formatNZD(lineTotal(billed, line.unitPrice)), COLUMNS.price.x, rowTop, {
          width: COLUMNS.price.width,
          align: 'right',
        });
      }
      y = below + 4;
      doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.25).strokeColor('#bbbbbb').stroke();
      y += 4;
    }
    if (options.prices) {
      doc.font(PDF_FONT.regular).fontSize(8).fillColor('#555555');
      doc.text('Amounts excl. GST, on supplied weights where packed; the tax invoice follows.', LEFT, y + 2, {
        width: WIDTH,
        align: 'right',
      });
      y = doc.y + 4;
    }
    if (docket.notes.trim() !== '') {
      doc
        .font(PDF_FONT.bold)
        .fontSize(10)
        .fillColor('#000000')
        .text(`Notes: ${pdfText(docket.notes)}`, LEFT, y + 6, {
          width: WIDTH,
        });
      y = doc.y;
    }
    // The signature block at the foot of the docket's last page.
    const sign = Math.max(y + 24, BOTTOM - 70);
    doc.font(PDF_FONT.regular).fontSize(10).fillColor('#000000');
    doc.text('Received in good order by (name):', LEFT, sign);
    doc
      .moveTo(LEFT + 190, sign + 11)
      .lineTo(RIGHT, sign + 11)
      .lineWidth(0.75)
      .strokeColor('#000000')
      .stroke();
    doc.text('Signature:', LEFT, sign + 30);
    doc
      .moveTo(LEFT + 60, sign + 41)
      .lineTo(LEFT + 300, sign + 41)
      .stroke();
    doc.text('Date and time:', LEFT + 315, sign + 30);
    doc
      .moveTo(LEFT + 395, sign + 41)
      .lineTo(RIGHT, sign + 41)
      .stroke();
  });
  if (dockets.length === 0) {
    doc.font(PDF_FONT.regular).fontSize(12).text('No orders.', LEFT, y);
  }
  footers(doc, title);
  doc.end();
  return done;
}
