import { formatDateOnly, weekdayName } from '@cleaver/domain/dates';
import { orderedText, packedWeightText, pickListOrderNote } from '@cleaver/domain/packing';
import { PDF_FONT, type PdfDocument, pdfDocument } from '../../platform/pdf-fonts.ts';
import type { PickList } from './pick-list.service.ts';

/** A4 in points, with the margins a desk printer keeps. */
const PAGE = { width: 595.28, height: 841.89, margin: 40 } as const;
const LEFT = PAGE.margin;
const RIGHT = PAGE.width - PAGE.margin;
const BOTTOM = PAGE.height - PAGE.margin - 24; // room for the footer
const COLUMNS = {
  product: { x: LEFT + 4, width: 250 },
  code: { x: LEFT + 258, width: 90 },
  ordered: { x: LEFT + 350, width: 75 },
  packed: { x: LEFT + 435, width: RIGHT - LEFT - 439 },
} as const;
/** An order's entry under a product: its short id, then company and notes up to the Ordered column. */
const ENTRY = { shortId: COLUMNS.product.x + 14, text: COLUMNS.product.x + 60 } as const;
const ENTRY_TEXT_WIDTH = COLUMNS.code.x + COLUMNS.code.width - ENTRY.text - 4;
const ENTRY_HEIGHT = 13;

/** Text for one line: line breaks and tabs become spaces, any other control character '?'. */
export function pdfText(text: string): string {
  return text.replace(/\r\n|[\r\n\t]/g, ' ').replace(/\p{Cc}/gu, '?');
}

/** The text cut to one line of `width` points in the current font, with '...' when cut. */
function fit(doc: PdfDocument, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let kept = text;
  while (kept.length > 0 && doc.widthOfString(`${kept}...`) > width) kept = kept.slice(0, -1);
  return `${kept.trimEnd()}...`;
}

/**
 * The pick list as a printable A4 PDF: the date and order count, then each product group with its products
 * (code, total ordered with the unit, packed so far) and under each product the orders it comes from, each with
 * its line note and, when it has them, its cutting and notes.
 */
export function pickListPdf(list: PickList, options: { brand: string }): Promise<Buffer> {
  const doc = pdfDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    info: { Title: `Pick list ${formatDateOnly(list.processingDate)}`, Author: pdfText(options.brand) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const dateText = `${weekdayName(list.processingDate)} ${formatDateOnly(list.processingDate)}`;
  let y = PAGE.margin;

  const header = () => {
    doc
      .font(PDF_FONT.regular)
      .fontSize(10)
      .fillColor('#555555')
      .text(pdfText(options.brand), LEFT, y, { width: RIGHT - LEFT });
    y = doc.y + 2;
    doc.font(PDF_FONT.bold).fontSize(20).fillColor('#000000').text('Pick list', LEFT, y);
    y = doc.y + 2;
    const orders = list.orderCount === 1 ? '1 order' : `${list.orderCount} orders`;
    doc
      .font(PDF_FONT.regular)
      .fontSize(12)
      .text(`Processing date: ${dateText}    ${orders} (pending and packed)`, LEFT, y);
    y = doc.y + 12;
  };

  const columnHeads = () => {
    doc.font(PDF_FONT.bold).fontSize(9).fillColor('#555555');
    doc.text('Product', COLUMNS.product.x, y, { width: COLUMNS.product.width });
    doc.text('Code', COLUMNS.code.x, y, { width: COLUMNS.code.width });
    doc.text('Ordered', COLUMNS.ordered.x, y, { width: COLUMNS.ordered.width, align: 'right' });
    doc.text('Packed so far', COLUMNS.packed.x, y, { width: COLUMNS.packed.width, align: 'right' });
    y += 13;
    doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.75).strokeColor('#000000').stroke();
    y += 5;
    doc.fillColor('#000000');
  };

  const newPage = () => {
    doc.addPage();
    y = PAGE.margin;
    doc
      .font(PDF_FONT.regular)
      .fontSize(9)
      .fillColor('#555555')
      .text(`Pick list ${dateText} (continued)`, LEFT, y);
    y = doc.y + 8;
    columnHeads();
  };

  /** Starts a new page unless `height` more points fit on this one. */
  const room = (height: number) => {
    if (y + height > BOTTOM) newPage();
  };

  const groupHeading = (group: string, continued: boolean) => {
    room(40);
    doc.rect(LEFT, y, RIGHT - LEFT, 18).fill('#e8e8e8');
    doc.font(PDF_FONT.bold).fontSize(12).fillColor('#000000');
    doc.text(pdfText(continued ? `${group} (continued)` : group), LEFT + 4, y + 4, {
      width: RIGHT - LEFT - 8,
    });
    y += 24;
  };

  header();
  if (list.groups.length === 0) {
    doc.font(PDF_FONT.regular).fontSize(12).text('No pending or packed orders for this date.', LEFT, y);
  } else {
    columnHeads();
  }

  for (const group of list.groups) {
    groupHeading(group.group, false);
    for (const product of group.products) {
      doc.font(PDF_FONT.bold).fontSize(11);
      const name = pdfText(product.productName);
      const nameHeight = doc.heightOfString(name, { width: COLUMNS.product.width });
      // Keep a product with at least its first order.
      const startPage = doc.bufferedPageRange().count;
      room(nameHeight + 16);
      if (doc.bufferedPageRange().count !== startPage) groupHeading(group.group, true);
      doc.font(PDF_FONT.bold).fontSize(11).fillColor('#000000');
      doc.text(name, COLUMNS.product.x, y, { width: COLUMNS.product.width });
      doc.font(PDF_FONT.regular).fontSize(10);
      doc.text(pdfText(product.productCode), COLUMNS.code.x, y + 1, { width: COLUMNS.code.width });
      doc.font(PDF_FONT.bold).fontSize(11);
      doc.text(orderedText(product.quantity, product.unit), COLUMNS.ordered.x, y, {
        width: COLUMNS.ordered.width,
        align: 'right',
      });
      doc.font(PDF_FONT.regular).fontSize(10);
      doc.text(
        product.packedWeight === null ? '-' : packedWeightText(product.packedWeight, product.unit),
        COLUMNS.packed.x,
        y + 1,
        { width: COLUMNS.packed.width, align: 'right' },
      );
      y += nameHeight + 3;
      for (const entry of product.orders) {
        doc.font(PDF_FONT.regular).fontSize(9.5);
        const company = fit(doc, pdfText(entry.companyName), ENTRY_TEXT_WIDTH);
        const companyWidth = doc.widthOfString(company);
        const orderNote = pickListOrderNote(entry);
        const orderNoteText = orderNote === null ? null : pdfText(orderNote);
        const orderNoteHeight =
          orderNoteText === null ? 0 : doc.heightOfString(orderNoteText, { width: ENTRY_TEXT_WIDTH });
        doc.font(PDF_FONT.bold);
        const lineNote = entry.notes === '' ? null : `Note: ${pdfText(entry.notes)}`;
        // The line note sits beside the company when both fit on the line, else under it.
        const noteBeside =
          lineNote !== null && companyWidth + 10 + doc.widthOfString(lineNote) <= ENTRY_TEXT_WIDTH;
        const lineNoteHeight =
          lineNote === null || noteBeside ? 0 : doc.heightOfString(lineNote, { width: ENTRY_TEXT_WIDTH });

        const before = doc.bufferedPageRange().count;
        room(ENTRY_HEIGHT + lineNoteHeight + orderNoteHeight);
        if (doc.bufferedPageRange().count !== before) {
          groupHeading(group.group, true);
          doc.font(PDF_FONT.bold).fontSize(10).fillColor('#000000');
          doc.text(`${name} (continued)`, COLUMNS.product.x, y, { width: COLUMNS.product.width });
          y = doc.y + 2;
        }
        doc.font(PDF_FONT.regular).fontSize(9.5).fillColor('#333333');
        doc.text(entry.shortId, ENTRY.shortId, y, { width: 44 });
        doc.text(company, ENTRY.text, y, { width: ENTRY_TEXT_WIDTH, lineBreak: false });
        doc.text(orderedText(entry.quantity, product.unit), COLUMNS.ordered.x, y, {
          width: COLUMNS.ordered.width,
          align: 'right',
        });
        doc.font(PDF_FONT.bold).fillColor('#000000');
        if (lineNote !== null && noteBeside) {
          doc.text(lineNote, ENTRY.text + companyWidth + 10, y, { lineBreak: false });
        }
        y += ENTRY_HEIGHT;
        if (lineNote !== null && !noteBeside) {
          doc.text(lineNote, ENTRY.text, y, { width: ENTRY_TEXT_WIDTH });
          y += lineNoteHeight;
        }
        if (orderNoteText !== null) {
          doc.text(orderNoteText, ENTRY.text, y, { width: ENTRY_TEXT_WIDTH });
          y += orderNoteHeight;
        }
      }
      doc.fillColor('#000000');
      y += 3;
      doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.25).strokeColor('#bbbbbb').stroke();
      y += 5;
    }
    y += 6;
  }

  const { start, count } = doc.bufferedPageRange();
  for (let page = start; page < start + count; page += 1) {
    doc.switchToPage(page);
    doc.font(PDF_FONT.regular).fontSize(8).fillColor('#555555');
    doc.text(
      `Pick list ${dateText} - page ${page - start + 1} of ${count}`,
      LEFT,
      PAGE.height - PAGE.margin - 10,
      {
        width: RIGHT - LEFT,
        align: 'right',
        lineBreak: false,
      },
    );
  }
  doc.end();
  return done;
}
