import { describe, expect, it } from 'vitest';
import { type CustomPriceEdit, customPriceText, invalidEdits, pendingChanges } from './custom-price-edits';

const edit = (text: string, original: number | null): CustomPriceEdit => ({
  text,
  original,
  productName: `Product ${text}`,
  productCode: 'P-1',
});

describe('custom price edits', () => {
  it('shows cents as dollars with two decimals, and none as empty', () => {
    expect([customPriceText(1250), customPriceText(5), customPriceText(null)]).toEqual(['12.50', '0.05', '']);
  });

  it('sends only the prices that changed: a new price sets, empty or 0 removes one the level had', () => {
    const edits = new Map([
      ['same', edit('12.50', 1250)],
      ['raised', edit('13', 1250)],
      ['new', edit('.5', null)],
      ['emptied', edit('', 900)],
      ['zeroed', edit('0', 900)],
      ['zero-on-none', edit('0.00', null)],
      ['wrong', edit('abc', 100)],
    ]);
    expect(pendingChanges(edits)).toEqual([
      { productId: 'raised', price: 1300 },
      { productId: 'new', price: 50 },
      { productId: 'emptied', price: null },
      { productId: 'zeroed', price: null },
    ]);
  });

  it('names each price that cannot be saved, with the spec’s message', () => {
    const edits = new Map([
      ['a', edit('abc', null)],
      ['b', edit('100000', null)],
      ['c', edit('-1', null)],
      ['d', edit('1.234', null)],
      ['e', edit('99999', null)],
    ]);
    expect(invalidEdits(edits)).toEqual([
      { productId: 'a', productName: 'Product abc', message: 'Please enter a custom price.' },
      { productId: 'b', productName: 'Product 100000', message: 'Number has to be between 0 and 99999' },
      { productId: 'c', productName: 'Product -1', message: 'Number has to be between 0 and 99999' },
      { productId: 'd', productName: 'Product 1.234', message: 'Prices can have at most 2 decimals.' },
    ]);
  });
});
