import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf.ts';
import type { PickList } from './pick-list.service.ts';
import { pickListPdf } from './pick-list-pdf.ts';

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
            {
              orderId: 'o1',
              shortId: 'AB12C',
              companyName: 'Whangārei Kai Kitchen',
              quantity: 2.5,
              notes: 'skin off',
              orderNotes: 'Dice the shoulder 2cm',
              cuttingCharged: true,
            },
            {
              orderId: 'o2',
              shortId: 'CD34E',
              companyName: 'Ōtāhuhu Takeaways',
              quantity: 1.55,
              notes: '',
              orderNotes: 'Leave at the back door',
              cuttingCharged: false,
            },
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

  it('prints each order’s line note beside it, and its cutting and notes under it', async () => {
    const text = pdfText(await pickListPdf(LIST, { brand: 'Whangārei Meats' }));
    expect(text).toMatch(/AB12C +Whangārei Kai Kitchen +Note: skin off +2\.50 KG/);
    expect(text).toContain('Cutting: Dice the shoulder 2cm');
    expect(text).toContain('Order notes: Leave at the back door');
  });

  it('wraps a long line note under its order rather than cutting it off', async () => {
    const notes = 'skin off, trim the fat cap to 5 mm, cut into 200 g portions and vacuum pack each portion';
    const [group] = LIST.groups;
    const [product] = group!.products;
    const list: PickList = {
      ...LIST,
      groups: [{ ...group!, products: [{ ...product!, orders: [{ ...product!.orders[0]!, notes }] }] }],
    };
    const text = pdfText(await pickListPdf(list, { brand: 'Whangārei Meats' })).replace(/\s+/g, ' ');
    expect(text).toContain(`Note: ${notes}`);
  });
});
