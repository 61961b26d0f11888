import { randomUUID } from 'node:crypto';
import { type BilledState, correctionBetween } from '@cleaver/domain/corrections';
import { gstOn } from '@cleaver/domain/gst';
import { type Cents, cents, toCents } from '@cleaver/domain/money';
import { lineTotal } from '@cleaver/domain/totals';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { correctionNote, invoice, order, orderLine, product, settings } from '../../db/schema.ts';
import type { ApiClient } from '../../test/client.ts';
import { customerIdOf, signedInClients } from '../../test/identity.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app.ts';
import { recordOrderProgress } from '../orders/order-progress.ts';
import { CorrectionNotes } from './correction-notes.ts';
import { buyerOf, type InvoiceDocument, type NoteDocument } from './invoice-documents.ts';
import { csvCell, xeroCsv } from './invoice-export.ts';

/**
 * The header of Xero's sales invoice import template as Xero publishes it: the file Sales → Invoices → Import →
 * "Download template file" gives (SalesInvoiceTemplate.csv; how to fill it in: Xero Central, "Import customer
 * invoices", https://central.xero.com/s/article/Import-customer-invoices, which says not to delete any column or
 * change any heading). Copied by hand, not from our column list, so a column we drop or move shows here.
 */
const XERO_TEMPLATE_HEADER =
  '*ContactName,EmailAddress,POAddressLine1,POAddressLine2,POAddressLine3,POAddressLine4,POCity,PORegion,' +
  'POPostalCode,POCountry,*InvoiceNumber,Reference,*InvoiceDate,*DueDate,Total,InventoryItemCode,*Description,' +
  '*Quantity,*UnitAmount,Discount,*AccountCode,*TaxType,TaxAmount,TrackingName1,TrackingOption1,TrackingName2,' +
  'TrackingOption2,Currency,BrandingTheme';

/** RFC 4180 rows: quoted cells may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += char;
  }
  return rows;
}

/** Each row after the header as column → cell, by the template's own header. */
function records(csv: string): Array<Record<string, string>> {
  const [header, ...rows] = parseCsv(csv);
  return rows.map((cells) => Object.fromEntries(header!.map((column, i) => [column, cells[i]!])));
}

// 2.137 kg at $10.00 + 3 each at $4.50 = $34.87 goods, $5.00 freight; GST per line: 3.21 + 2.03 + 0.75.
const INVOICE: InvoiceDocument = {
  id: 'b7a4c1d2-0000-4000-8000-000000000001',
  orderId: 'b7a4c1d2-0000-4000-8000-000000000002',
  customerId: null,
  number: 1042,
  revision: 1,
  issuedAt: new Date('2026-03-03T22:00:00Z'), // Wednesday 04/03/2026 in Auckland
  amounts: {
    subTotal: cents(3487),
    freight: cents(500),
    cutting: cents(0),
    gst: cents(599),
    total: cents(4586),
  },
  content: {
    supplier: { name: 'Cleaver', address: '', gstNumber: '49-091-850', phone: '', email: '' },
    buyer: buyerOf({
      companyName: 'Bistro Ltd',
      firstName: 'Ana',
      lastName: 'Ngata',
      email: 'ana@bistro.test',
      addr1: 'The Bistro',
      addr2: '12 Queen Street',
      addr3: 'Level 2',
      city: 'Onehunga',
      postalCode: '1061',
    }),
    orderShortId: 'AB12C',
    purchaseOrder: 'PO-77',
    processingDate: '2026-03-04',
    isDelivery: true,
    dueDate: '2026-04-20',
    lines: [
      {
        productName: 'Beef Mince',
        productCode: 'BM1',
        unit: 'KG',
        quantity: 2.137,
        unitPrice: 1000,
        amount: 2137,
        gst: 321,
      },
      {
        productName: 'Chicken Thigh',
        productCode: '',
        unit: 'EACH',
        quantity: 3,
        unitPrice: 450,
        amount: 1350,
        gst: 203,
      },
    ],
  },
};

describe('Xero sales invoice CSV', () => {
  const csv = xeroCsv([INVOICE], { accountCode: '200', taxType: '15% GST on Income' });

  it('has exactly the header of Xero’s template, column for column', () => {
    expect(csv.split('\r\n')[0]).toBe(XERO_TEMPLATE_HEADER);
    // Every row as wide as the header, so no cell lands under the next column.
    for (const cells of parseCsv(csv)) expect(cells).toHaveLength(29);
  });

  it('puts each value under its own column: the address in parts, the invoice’s total on each of its rows', () => {
    const [beef, chicken, freight, ...rest] = records(csv);
    expect(rest).toEqual([]);
    expect(beef).toEqual({
      '*ContactName': 'The Bistro',
      EmailAddress: 'ana@bistro.test',
      POAddressLine1: '12 Queen Street',
      POAddressLine2: 'Level 2',
      POAddressLine3: '',
      POAddressLine4: '',
      POCity: 'Onehunga',
      PORegion: '',
      POPostalCode: '1061',
      POCountry: 'New Zealand',
      '*InvoiceNumber': '1042',
      Reference: 'PO-77',
      '*InvoiceDate': '04/03/2026',
      '*DueDate': '20/04/2026',
      Total: '45.86',
      InventoryItemCode: '',
      '*Description': 'Beef Mince (BM1)',
      '*Quantity': '2.137',
      '*UnitAmount': '10.00',
      Discount: '',
      '*AccountCode': '200',
      '*TaxType': '15% GST on Income',
      TaxAmount: '3.21',
      TrackingName1: '',
      TrackingOption1: '',
      TrackingName2: '',
      TrackingOption2: '',
      Currency: 'NZD',
      BrandingTheme: '',
    });
    expect(chicken).toMatchObject({
      '*Description': 'Chicken Thigh',
      '*Quantity': '3',
      '*UnitAmount': '4.50',
      TaxAmount: '2.03',
      Total: '45.86',
      POCity: 'Onehunga',
    });
    expect(freight).toMatchObject({
      '*Description': 'Freight',
      '*Quantity': '1',
      '*UnitAmount': '5.00',
      TaxAmount: '0.75',
      Total: '45.86',
      '*InvoiceNumber': '1042',
    });

    // An invoice issued before the address was kept in parts keeps to its printed lines.
    const { postal: _postal, ...printedOnly } = INVOICE.content.buyer;
    const old = { ...INVOICE, content: { ...INVOICE.content, buyer: printedOnly } };
    const [first] = records(xeroCsv([old], { accountCode: '200', taxType: '15% GST on Income' }));
    expect(first).toMatchObject({
      POAddressLine1: '12 Queen Street',
      POAddressLine2: 'Level 2',
      POAddressLine3: 'Onehunga 1061',
      POCity: '',
      POPostalCode: '',
      Total: '45.86',
    });
  });
});

/** INVOICE's bill as the notes read it, each line keyed as the order line it came from. */
const INVOICED: BilledState = {
  lines: INVOICE.content.lines.map((line, i) => ({
    ...line,
    unitPrice: cents(line.unitPrice),
    amount: cents(line.amount),
    gst: cents(line.gst),
    key: `line-${i}`,
  })),
  freight: cents(500),
  cutting: cents(0),
};

/** A note against INVOICE taking its bill from `billed` to `now`, issued on Thursday 05/03/2026 in Auckland. */
function noteTo(now: BilledState, number: number, reason: string, billed = INVOICED): NoteDocument {
  const correction = correctionBetween(billed, now);
  if (!correction) throw new Error('Nothing changed');
  return {
    id: randomUUID(),
    orderId: INVOICE.orderId,
    customerId: null,
    kind: correction.kind,
    number,
    issuedAt: new Date('2026-03-04T23:30:00Z'),
    content: {
      supplier: INVOICE.content.supplier,
      buyer: INVOICE.content.buyer,
      invoice: { number: INVOICE.number, issuedDate: '2026-03-04' },
      orderShortId: INVOICE.content.orderShortId,
      purchaseOrder: INVOICE.content.purchaseOrder,
      reason,
      correction,
    },
  };
}

/** `state` with line `i` billed at `quantity` and `unitPrice`, its amount and GST as an invoice bills them. */
function rebilled(state: BilledState, i: number, quantity: number, unitPrice = state.lines[i]!.unitPrice) {
  const amount = lineTotal(quantity, unitPrice);
  const lines = state.lines.map((line, j) =>
    j === i ? { ...line, quantity, unitPrice, amount, gst: gstOn(amount) } : line,
  );
  return { ...state, lines };
}

/**
 * What Xero books for a document's rows: each row's quantity × unit amount to the cent (halves away from zero, as
 * the invoice rounds a line), plus its tax amount. In cents.
 */
function bookedTotal(rows: ReadonlyArray<Record<string, string>>): Cents {
  let sum = 0;
  for (const row of rows) {
    const product = Math.round(Number(row['*Quantity']) * 1000) * toCents(row['*UnitAmount']!);
    sum += Math.sign(product) * Math.round(Math.abs(product) / 1000) + toCents(row.TaxAmount!);
  }
  return cents(sum);
}

const CODES = { accountCode: '200', taxType: '15% GST on Income' };

describe('credit and debit notes in the Xero CSV', () => {
  // 1.2 kg of the beef came back, and the freight is refunded: $12.00 + $5.00, GST $1.80 + $0.75.
  const credit = noteTo(
    { ...rebilled(INVOICED, 0, 0.937), freight: cents(0) },
    7,
    'Returned: warm on arrival',
  );
  // 0.363 kg more beef was packed than invoiced, and $3.00 cutting added: $3.63 + $3.00, GST $0.54 + $0.45.
  const debit = noteTo({ ...rebilled(INVOICED, 0, 2.5), cutting: cents(300) }, 3, 'Weight corrected');
  const csv = xeroCsv([INVOICE], CODES, [credit, debit]);
  const rowsOf = (number: string) => records(csv).filter((row) => row['*InvoiceNumber'] === number);

  it('keeps the template’s columns and writes the notes after the invoices, in the order given', () => {
    expect(csv.split('\r\n')[0]).toBe(XERO_TEMPLATE_HEADER);
    for (const cells of parseCsv(csv)) expect(cells).toHaveLength(29);
    expect(records(csv).map((row) => row['*InvoiceNumber'])).toEqual([
      '1042',
      '1042',
      '1042',
      'CN-0007',
      'CN-0007',
      'DN-0003',
      'DN-0003',
    ]);
    // The invoice's own rows are as they are without notes.
    expect(csv.startsWith(xeroCsv([INVOICE], CODES))).toBe(true);
  });

  it('writes a credit note as an invoice of negative total: the quantity returned negative, the price as billed', () => {
    expect(credit.content.correction.total).toBe(1955);
    const [beef, freight, ...rest] = rowsOf('CN-0007');
    expect(rest).toEqual([]);
    expect(beef).toEqual({
      '*ContactName': 'The Bistro',
      EmailAddress: 'ana@bistro.test',
      POAddressLine1: '12 Queen Street',
      POAddressLine2: 'Level 2',
      POAddressLine3: '',
      POAddressLine4: '',
      POCity: 'Onehunga',
      PORegion: '',
      POPostalCode: '1061',
      POCountry: 'New Zealand',
      '*InvoiceNumber': 'CN-0007',
      Reference: 'Credit note for invoice 1042: Returned: warm on arrival',
      '*InvoiceDate': '05/03/2026',
      '*DueDate': '05/03/2026',
      Total: '-19.55',
      InventoryItemCode: '',
      '*Description': 'Beef Mince (BM1)',
      '*Quantity': '-1.200',
      '*UnitAmount': '10.00',
      Discount: '',
      '*AccountCode': '200',
      '*TaxType': '15% GST on Income',
      TaxAmount: '-1.80',
      TrackingName1: '',
      TrackingOption1: '',
      TrackingName2: '',
      TrackingOption2: '',
      Currency: 'NZD',
      BrandingTheme: '',
    });
    expect(freight).toMatchObject({
      '*Description': 'Freight',
      '*Quantity': '-1',
      '*UnitAmount': '5.00',
      TaxAmount: '-0.75',
      Total: '-19.55',
    });
    expect(bookedTotal(rowsOf('CN-0007'))).toBe(-credit.content.correction.total);
    // The negative numbers stay numbers: no apostrophe as a formula's would get.
    expect(csv).toContain(',-1.200,10.00,,200,15% GST on Income,-1.80,');
    expect(csvCell('-1+2')).toBe("'-1+2");
  });

  it('writes a debit note as an invoice of its total: the difference in weight, then the charge added', () => {
    const [beef, cutting, ...rest] = rowsOf('DN-0003');
    expect(rest).toEqual([]);
    expect(beef).toMatchObject({
      Reference: 'Debit note for invoice 1042: Weight corrected',
      '*InvoiceDate': '05/03/2026',
      '*DueDate': '05/03/2026',
      Total: '7.62',
      '*Description': 'Beef Mince (BM1)',
      '*Quantity': '0.363',
      '*UnitAmount': '10.00',
      TaxAmount: '0.54',
    });
    expect(cutting).toMatchObject({
      '*Description': 'Cutting',
      '*Quantity': '1',
      '*UnitAmount': '3.00',
      TaxAmount: '0.45',
    });
    expect(bookedTotal(rowsOf('DN-0003'))).toBe(debit.content.correction.total);
  });

  it('takes a line back and bills it again where its difference would not round to the note’s amount', () => {
    // At $12.99/kg, 1.001 kg bills $13.00 and 0.500 kg $6.50 (6.495 rounds up): $6.50 off, where 0.501 kg is $6.51.
    const billed = rebilled(INVOICED, 0, 1.001, cents(1299));
    const note = noteTo(rebilled(rebilled(billed, 0, 0.5), 1, 3, cents(400)), 8, 'Price corrected', billed);
    const { correction } = note.content;
    const rows = records(xeroCsv([], CODES, [note]));
    expect(
      rows.map((row) => [row['*Description'], row['*Quantity'], row['*UnitAmount'], row.TaxAmount]),
    ).toEqual([
      ['Beef Mince (BM1), as billed before', '-1.001', '12.99', '-1.95'],
      ['Beef Mince (BM1), as billed now', '0.500', '12.99', '0.98'],
      // The same 3 at a price corrected from $4.50 to $4.00.
      ['Chicken Thigh, as billed before', '-3', '4.50', '-2.03'],
      ['Chicken Thigh, as billed now', '3', '4.00', '1.80'],
    ]);
    expect(correction.kind).toBe('CREDIT');
    expect(bookedTotal(rows)).toBe(-correction.total);
    expect(rows[0]!.Total).toBe(`-${(correction.total / 100).toFixed(2)}`);
  });
});

describe.each(TEST_DATABASES)('Xero export of notes on $name', ({ url }) => {
  let app: TestApp;
  let admin: ApiClient;
  let bistro: ApiClient;
  let guest: ApiClient;
  let bistroId: string;
  // No accounting system here: the built-in ledger needs no push.
  const notes = new CorrectionNotes({ orderSync: { queue: async () => {} } });
  const db = () => app.database.db;
  const ACTOR = { firstName: 'Office', lastName: 'Staff', email: 'office@demo.test' };

  beforeAll(async () => {
    app = await startTestApp({ databaseUrl: url });
    ({ admin, bistro, guest } = await signedInClients(app, ['admin', 'bistro']));
    bistroId = await customerIdOf(app, 'bistro@demo.test');
    await db().update(settings).set({ gstNumber: '49-091-850' });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  /** The export as the dialog asks for it: a POST from the shop's own pages (the client sends their Origin). */
  function exportAs(client: ApiClient, body: object) {
    return client.request('/api/admin/invoices/export.csv', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  async function summaryOf(client: ApiClient, from: string, to: string) {
    return client.request(`/api/admin/invoices/export-summary?from=${from}&to=${to}`);
  }

  /** The numbers as printed ('1042', 'CN-0007') of each document in an exported file, once each. */
  async function exported(answer: Response): Promise<string[]> {
    expect(answer.status).toBe(200);
    const csv = await answer.text();
    expect(csv.split('\r\n')[0]).toBe(XERO_TEMPLATE_HEADER);
    return [...new Set(records(csv).map((row) => row['*InvoiceNumber']!))];
  }

  /** An invoiced order dated `issuedAt`, with its invoice's number as printed. */
  async function invoiceIssuedAt(issuedAt: Date) {
    const { orderId, lineId } = await invoicedOrder();
    const [row] = await db()
      .update(invoice)
      .set({ issuedAt })
      .where(eq(invoice.orderId, orderId))
      .returning({ id: invoice.id, number: invoice.invoiceNumber });
    return { orderId, lineId, id: row!.id, printed: String(row!.number) };
  }

  async function exportedAtOf(invoiceIds: string[], noteIds: string[]) {
    const invoices = await db()
      .select({ id: invoice.id, at: invoice.exportedAt })
      .from(invoice)
      .where(inArray(invoice.id, invoiceIds));
    const notes = await db()
      .select({ id: correctionNote.id, at: correctionNote.exportedAt })
      .from(correctionNote)
      .where(inArray(correctionNote.id, noteIds));
    return [...invoices, ...notes].map((row) => row.at?.toISOString() ?? null);
  }

  /** A packed order of bistro's with 5.5 kg of a product sold by the kilo at $18.49, invoiced. */
  async function invoicedOrder(): Promise<{ orderId: string; lineId: string }> {
    const [kg] = await db()
      .select()
      .from(product)
      .where(eq(product.unit, 'KG'))
      .orderBy(asc(product.code))
      .limit(1);
    const [source] = await db().select().from(order).where(eq(order.customerId, bistroId)).limit(1);
    const { id: _id, searchText: _s, createdAt: _c, updatedAt: _u, ...rest } = source!;
    const orderId = randomUUID();
    const lineId = randomUUID();
    await db()
      .insert(order)
      .values({ ...rest, id: orderId, status: 'PACKED', version: 1, freight: '5.00', cutting: '0' });
    await db().insert(orderLine).values({
      id: lineId,
      orderId,
      position: 0,
      productId: kg!.id,
      productName: kg!.name,
      productCode: kg!.code,
      unit: kg!.unit,
      quantity: '5.500',
      packedWeight: '5.500',
      unitPrice: '18.49',
      defaultPrice: '18.49',
      categoryName: 'Test',
    });
    const answer = await admin.graphql(
      `mutation ($id: ID!) { createInvoice(orderId: $id, sendCustomerEmail: false) { id } }`,
      { id: orderId },
    );
    expect(answer.errors).toBeUndefined();
    return { orderId, lineId };
  }

  /** Packs the line at `weight` and issues the note for the change, then dates it `issuedAt`. */
  async function reweigh(orderId: string, lineId: string, weight: number, issuedAt: Date) {
    const note = await db().transaction(async (tx) => {
      const [current] = await tx.select().from(order).where(eq(order.id, orderId)).for('update');
      const before = await notes.billedBeforeChange(tx, orderId);
      await recordOrderProgress(tx, current!, {
        actor: { userId: null, name: 'Office Staff' },
        at: new Date(),
        weights: new Map([[lineId, weight]]),
        summary: 'Weighed again',
        changes: [],
      });
      return notes.issueIfBilledChanged(
        tx,
        ACTOR,
        orderId,
        { reason: 'RETURNED', reasonText: 'warm' },
        before,
      );
    });
    await db().update(correctionNote).set({ issuedAt }).where(eq(correctionNote.id, note!.id));
    return {
      ...note!,
      issuedAt,
      printed: `${note!.kind === 'CREDIT' ? 'CN' : 'DN'}-${String(note!.number).padStart(4, '0')}`,
    };
  }

  it('exports the notes issued in the range after its invoices, credit notes then debit notes by number', async () => {
    const { orderId, lineId } = await invoicedOrder();
    const [billed] = await db().select().from(invoice).where(eq(invoice.orderId, orderId));
    // July in Auckland is UTC+12: its first day starts at 12:00 UTC on 30 June and its last ends at 12:00 UTC on 31 July.
    await db()
      .update(invoice)
      .set({ issuedAt: new Date('2025-07-02T01:00:00Z') })
      .where(eq(invoice.id, billed!.id));
    const early = await reweigh(orderId, lineId, 5.3, new Date('2025-06-30T11:59:59Z'));
    const first = await reweigh(orderId, lineId, 4.3, new Date('2025-07-31T11:59:59Z'));
    const debit = await reweigh(orderId, lineId, 4.9, new Date('2025-06-30T12:00:00Z'));
    const second = await reweigh(orderId, lineId, 4.0, new Date('2025-07-10T00:00:00Z'));
    const late = await reweigh(orderId, lineId, 3.9, new Date('2025-07-31T12:00:00Z'));
    expect([early, first, debit, second, late].map((n) => n.kind)).toEqual([
      'CREDIT',
      'CREDIT',
      'DEBIT',
      'CREDIT',
      'CREDIT',
    ]);

    const answer = await exportAs(admin, { from: '2025-07-01', to: '2025-07-31' });
    expect(answer.status).toBe(200);
    const csv = await answer.text();
    expect(csv.split('\r\n')[0]).toBe(XERO_TEMPLATE_HEADER);
    const rows = records(csv);
    const numbers = [...new Set(rows.map((row) => row['*InvoiceNumber']))];
    // The invoice, then the two credit notes in the range by number, then the debit note; not the two just outside.
    expect(numbers.slice(-4)).toEqual([
      String(billed!.invoiceNumber),
      first.printed,
      second.printed,
      debit.printed,
    ]);
    expect(numbers).not.toContain(early.printed);
    expect(numbers).not.toContain(late.printed);

    const rowsOf = (printed: string) => rows.filter((row) => row['*InvoiceNumber'] === printed);
    // 1.000 kg back at $18.49: $18.49 and GST $2.77 (each bill's GST rounded per line).
    expect(rowsOf(first.printed)).toEqual([
      expect.objectContaining({
        Reference: `Credit note for invoice ${billed!.invoiceNumber}: Returned: warm`,
        '*InvoiceDate': '31/07/2025',
        '*DueDate': '31/07/2025',
        '*Quantity': '-1.000',
        '*UnitAmount': '18.49',
        Total: `-${first.total}`,
      }),
    ]);
    expect(rowsOf(debit.printed)).toEqual([
      expect.objectContaining({
        Reference: `Debit note for invoice ${billed!.invoiceNumber}: Returned: warm`,
        '*InvoiceDate': '01/07/2025',
        '*Quantity': '0.600',
        Total: debit.total,
      }),
    ]);
    for (const note of [first, second]) expect(bookedTotal(rowsOf(note.printed))).toBe(-toCents(note.total));
    expect(bookedTotal(rowsOf(debit.printed))).toBe(toCents(debit.total));
  }, 60_000);

  it('marks what it exports, offers only what is new, and says how much of a range was exported before', async () => {
    // May 2024 in Auckland (UTC+12): 1 May starts at 12:00 UTC on 30 April.
    const first = await invoiceIssuedAt(new Date('2024-05-10T01:00:00Z'));
    const second = await invoiceIssuedAt(new Date('2024-05-20T01:00:00Z'));
    const outside = await invoiceIssuedAt(new Date('2024-06-01T01:00:00Z'));
    const credit = await reweigh(first.orderId, first.lineId, 5.0, new Date('2024-05-12T01:00:00Z'));
    const range = { from: '2024-05-01', to: '2024-05-31' };
    const summary = async () => (await summaryOf(admin, range.from, range.to)).json();
    expect(await summary()).toEqual({
      documents: 3,
      exportedBefore: 0,
      firstExportedAt: null,
      lastExportedAt: null,
    });

    try {
      app.setNow(new Date('2024-06-03T02:00:00Z'));
      expect(await exported(await exportAs(admin, { ...range, onlyNew: true }))).toEqual([
        first.printed,
        second.printed,
        credit.printed,
      ]);
      expect(await exportedAtOf([first.id, second.id], [credit.id])).toEqual([
        '2024-06-03T02:00:00.000Z',
        '2024-06-03T02:00:00.000Z',
        '2024-06-03T02:00:00.000Z',
      ]);
      expect(await exportedAtOf([outside.id], [])).toEqual([null]);
      expect(await summary()).toEqual({
        documents: 3,
        exportedBefore: 3,
        firstExportedAt: '2024-06-03T02:00:00.000Z',
        lastExportedAt: '2024-06-03T02:00:00.000Z',
      });

      // Nothing new: the file is the header alone.
      expect(await exported(await exportAs(admin, { ...range, onlyNew: true }))).toEqual([]);

      // A debit note issued since goes out alone.
      const debit = await reweigh(first.orderId, first.lineId, 5.4, new Date('2024-05-25T01:00:00Z'));
      app.setNow(new Date('2024-06-04T02:00:00Z'));
      expect(await exported(await exportAs(admin, { ...range, onlyNew: true }))).toEqual([debit.printed]);
      expect(await summary()).toEqual({
        documents: 4,
        exportedBefore: 4,
        firstExportedAt: '2024-06-03T02:00:00.000Z',
        lastExportedAt: '2024-06-04T02:00:00.000Z',
      });

      // Everything again, when asked: every document, each marked anew.
      app.setNow(new Date('2024-06-05T02:00:00Z'));
      expect(await exported(await exportAs(admin, range))).toEqual([
        first.printed,
        second.printed,
        credit.printed,
        debit.printed,
      ]);
      expect(await exportedAtOf([first.id, second.id], [credit.id, debit.id])).toEqual(
        Array(4).fill('2024-06-05T02:00:00.000Z'),
      );
    } finally {
      app.setNow(null);
    }
  }, 60_000);

  it('exports and tells what was exported to staff only, refuses another site and bad input, marking nothing', async () => {
    const { id } = await invoiceIssuedAt(new Date('2024-08-10T01:00:00Z'));
    const range = { from: '2024-08-01', to: '2024-08-31' };
    expect((await exportAs(guest, range)).status).toBe(401);
    expect((await exportAs(bistro, range)).status).toBe(403);
    expect((await summaryOf(guest, range.from, range.to)).status).toBe(401);
    expect((await summaryOf(bistro, range.from, range.to)).status).toBe(403);
    // A page on another site posting with staff's cookies.
    const crossSite = await fetch(new URL('/api/admin/invoices/export.csv', app.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: 'https://elsewhere.test', cookie: admin.cookieHeader },
      body: JSON.stringify(range),
    });
    expect(crossSite.status).toBe(403);
    const refusal = await exportAs(admin, { ...range, onlyNew: 'yes' });
    expect(refusal.status).toBe(400);
    expect(await refusal.json()).toEqual({ code: 'BAD_INPUT', message: 'Give onlyNew as true or false.' });
    const backwards = await exportAs(admin, { from: range.to, to: range.from });
    expect(backwards.status).toBe(400);
    expect((await backwards.json()).message).toBe('The range must run forward and cover at most 366 days.');
    expect((await summaryOf(admin, '2024-08-01', 'August')).status).toBe(400);
    // A GET (a link followed from anywhere) exports nothing.
    expect(
      (await admin.request(`/api/admin/invoices/export.csv?from=${range.from}&to=${range.to}`)).status,
    ).toBe(404);
    expect(await exportedAtOf([id], [])).toEqual([null]);
    expect(await (await summaryOf(admin, range.from, range.to)).json()).toMatchObject({
      documents: 1,
      exportedBefore: 0,
    });
  }, 60_000);

  it('loses no document to two exports at once: with only-new, each goes out in exactly one of the files', async () => {
    const documents = [
      await invoiceIssuedAt(new Date('2024-09-03T01:00:00Z')),
      await invoiceIssuedAt(new Date('2024-09-04T01:00:00Z')),
      await invoiceIssuedAt(new Date('2024-09-05T01:00:00Z')),
    ];
    const note = await reweigh(
      documents[0]!.orderId,
      documents[0]!.lineId,
      5.1,
      new Date('2024-09-06T01:00:00Z'),
    );
    const all = [...documents.map((d) => d.printed), note.printed];
    const range = { from: '2024-09-01', to: '2024-09-30' };

    const [one, other] = await Promise.all([
      exportAs(admin, { ...range, onlyNew: true }).then(exported),
      exportAs(admin, { ...range, onlyNew: true }).then(exported),
    ]);
    // One claims the documents as it reads them; the other, waiting on the first, finds them claimed.
    expect([...one, ...other].sort()).toEqual([...all].sort());
    expect(one.filter((printed) => other.includes(printed))).toEqual([]);

    // Without only-new, both files hold everything.
    const [again, andAgain] = await Promise.all([
      exportAs(admin, range).then(exported),
      exportAs(admin, range).then(exported),
    ]);
    expect(again).toEqual(all);
    expect(andAgain).toEqual(all);
  }, 60_000);
});
