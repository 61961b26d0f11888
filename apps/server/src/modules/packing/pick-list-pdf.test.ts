import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { PickList } from './pick-list.service.ts';
import { pickListPdf } from './pick-list-pdf.ts';

/** The text of a PDF, by poppler's pdftotext. */
function pdfText(bytes: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes }).toString('utf8');
}

const LIST: PickList = {
  processingDate: '2033-03-04',
  orderCount: 2,
  groups: [
    {
      group: 'Māori Kai',
      products: [
        {
          productId: null,
          productName: 'Hāngī Pack Ōtāhuhu',
          productCode: 'HANGI',
          unit: 'KG',
          quantity: 4.05,
          packedWeight: 2.61,
          orders: [
            { orderId: 'o1', shortId: 'AB12C', companyName: 'Whangārei Kai Kitchen', quantity: 2.5 },
            { orderId: 'o2', shortId: 'CD34E', companyName: 'Ōtāhuhu Takeaways', quantity: 1.55 },
          ],
        },
      ],
    },
  ],
};

describe('the pick list PDF', () => {
  it('prints the macron vowels of groups, products and customers', async () => {
    const text = pdfText(await pickListPdf(LIST, { brand: 'Whangārei Meats' }));
    for (const words of [
      'Whangārei Meats',
      'Māori Kai',
      'Hāngī Pack Ōtāhuhu',
      'Whangārei Kai Kitchen',
      'Ōtāhuhu Takeaways',
    ]) {
      expect(text).toContain(words);
    }
  });
});
