import { cents } from '@cleaver/domain/money';
import { describe, expect, it } from 'vitest';
import { buyerOf, type InvoiceDocument } from './invoice-documents.ts';
import { xeroCsv } from './invoice-export.ts';

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
