import { execFileSync } from 'node:child_process';
import { cents } from '@cleaver/domain/money';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf.ts';
import { invoicePdf, type PrintableInvoice } from './invoice-pdf.ts';

/** The fonts a PDF uses, by poppler's pdffonts: name and whether it is embedded. */
function pdfFonts(bytes: Buffer): Array<{ name: string; embedded: boolean }> {
  const lines = execFileSync('pdffonts', ['-'], { input: bytes })
    .toString('utf8')
    .trim()
    .split('\n')
    .slice(2);
  return lines.map((line) => {
    const columns = line.trim().split(/\s+/);
    // name type encoding emb sub uni object generation: the name is first, 'emb' fifth from the end.
    return { name: columns[0]!, embedded: columns.at(-5) === 'yes' };
  });
}

const INVOICE: PrintableInvoice = {
  number: 1042,
  revision: 1,
  issuedAt: new Date('2033-03-04T01:00:00Z'),
  content: {
    supplier: {
      name: 'Ōtāhuhu Meats',
      address: '12 Māngere Road\nŌtāhuhu, Auckland 1062',
      gstNumber: '123-456-789',
      phone: '09 276 1234',
      email: 'orders@otahuhu.test',
    },
    buyer: {
      companyName: 'Whangārei Kai Kitchen',
      contactName: 'Ānahera Tūhoe',
      email: 'kai@whangarei.test',
      address: ['3 Rātā Street', 'Whangārei 0110'],
    },
    orderShortId: 'AB12C',
    purchaseOrder: '',
    processingDate: '2033-03-04',
    isDelivery: true,
    dueDate: '2033-04-20',
    lines: [
      {
        productName: 'Māori Hāngī Pack',
        productCode: 'HANGI',
        unit: 'KG',
        quantity: 1234.567,
        unitPrice: 123456,
        amount: 152413470,
        gst: 22862021,
      },
      {
        productName: 'Pūhā and Pork Bones',
        productCode: 'PUHA',
        unit: 'EACH',
        quantity: 3,
        unitPrice: 950,
        amount: 2850,
        gst: 428,
      },
    ],
  },
  amounts: {
    subTotal: cents(152416320),
    freight: cents(0),
    cutting: cents(0),
    gst: cents(22862449),
    total: cents(175278769),
  },
};

describe('the invoice PDF', () => {
  it('prints the macron vowels of New Zealand’s place names and products', async () => {
    const text = pdfText(await invoicePdf(INVOICE));
    for (const words of [
      'Ōtāhuhu Meats',
      '12 Māngere Road',
      'Whangārei Kai Kitchen',
      'Attn: Ānahera Tūhoe',
      '3 Rātā Street',
      'Whangārei 0110',
      'Māori Hāngī Pack (HANGI)',
      'Pūhā and Pork Bones (PUHA)',
    ]) {
      expect(text).toContain(words);
    }
  });

  it('draws with the embedded regular and bold fonts only', async () => {
    const fonts = pdfFonts(await invoicePdf(INVOICE));
    expect(fonts.map((f) => f.name.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual([
      'Roboto-Bold',
      'Roboto-Regular',
    ]);
    expect(fonts.every((f) => f.embedded)).toBe(true);
  });

  it('shows the total excl. GST, and the GST of freight and cutting on their rows', async () => {
    // Goods $28.50 (GST $4.28), freight $8.70 (GST $1.31), cutting $10.00 (GST $1.50).
    const text = pdfText(
      await invoicePdf({
        ...INVOICE,
        content: { ...INVOICE.content, lines: INVOICE.content.lines.slice(1) },
        amounts: {
          subTotal: cents(2850),
          freight: cents(870),
          cutting: cents(1000),
          gst: cents(428 + 131 + 150),
          total: cents(2850 + 870 + 1000 + 709),
        },
      }),
    );
    const row = (label: string) =>
      text
        .split('\n')
        .find((line) => line.trim().startsWith(label))
        ?.trim()
        .replace(/\s+/g, ' ');
    expect(row('Subtotal')).toBe('Subtotal $28.50');
    expect(row('Freight')).toBe('Freight (GST $1.31) $8.70');
    expect(row('Cutting')).toBe('Cutting (GST $1.50) $10.00');
    expect(row('Total excl. GST')).toBe('Total excl. GST $47.20');
    expect(row('GST (15%)')).toBe('GST (15%) $7.09');
    expect(row('Total (incl. GST)')).toBe('Total (incl. GST) $54.29');
  });

  it('shows the due date and how to pay: the terms, the bank account and the reference to quote', async () => {
    const text = pdfText(
      await invoicePdf({
        ...INVOICE,
        content: {
          ...INVOICE.content,
          payment: { terms: '20th of the month following', bankAccount: '12-3456-0123456-00' },
        },
      }),
    ).replace(/\s+/g, ' ');
    for (const expected of [
      'Due date 20/04/2033',
      'HOW TO PAY',
      'Terms: 20th of the month following. Please pay by 20/04/2033.',
      'Bank account: 12-3456-0123456-00',
      'Reference: invoice 1042',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('prints an invoice kept without how to pay as it was sent: the due date and the number to quote', async () => {
    const text = pdfText(await invoicePdf(INVOICE)).replace(/\s+/g, ' ');
    expect(text).toContain('Due date 20/04/2033');
    expect(text).toContain('Please pay by 20/04/2033, quoting invoice 1042.');
    expect(text).not.toContain('HOW TO PAY');
  });
});
