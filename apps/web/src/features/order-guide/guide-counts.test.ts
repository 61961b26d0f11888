import { describe, expect, it } from 'vitest';
import type { OrderGuideLine } from './api/order-guide';
import { countOnHand, countProblem, NO_COUNT, trolleyLinesOf } from './guide-counts';

function line(id: string, unit: string, parLevel: number | null, isInStock = true): OrderGuideLine {
  return {
    product: {
      id,
      productName: `Product ${id}`,
      productCode: id.toUpperCase(),
      productUnit: unit as OrderGuideLine['product']['productUnit'],
      categoryName: 'Chicken',
      isInStock,
      image: null,
      price: { price: 1250 },
    },
    parLevel,
    lastQuantity: null,
    lastOrderedOn: null,
    timesOrdered: 0,
  } as OrderGuideLine;
}

describe('counting what is on hand', () => {
  it('fills the quantity as par − on hand, whole cartons rounded up, never below 0', () => {
    expect(countOnHand(line('a', 'CTN', 10), NO_COUNT, '3.5')).toEqual({ onHand: '3.5', order: '7' });
    expect(countOnHand(line('a', 'KG', 5), NO_COUNT, '1.25')).toEqual({ onHand: '1.25', order: '3.75' });
    expect(countOnHand(line('a', 'EACH', 2), NO_COUNT, '5')).toEqual({ onHand: '5', order: '0' });
  });

  it('leaves the quantity alone without a par level or while the count cannot be read', () => {
    const typed = { onHand: '', order: '4' };
    expect(countOnHand(line('a', 'CTN', null), typed, '2')).toEqual({ onHand: '2', order: '4' });
    expect(countOnHand(line('a', 'CTN', 10), typed, '2..')).toEqual({ onHand: '2..', order: '4' });
  });

  it('says what is wrong with a count or a quantity', () => {
    expect(countProblem(line('a', 'CTN', 10), { onHand: 'x', order: '' })).toEqual({
      onHand: 'Enter a number like 1.5',
      order: undefined,
    });
    expect(countProblem(line('a', 'KG', 10), { onHand: '', order: '0.05' })?.order).toBe(
      'Enter at least 0.1',
    );
    // Out of stock: left out of the trolley, never holding the other lines back.
    expect(countProblem(line('a', 'KG', 10, false), { onHand: '', order: '2' })).toBeNull();
    expect(countOnHand(line('a', 'KG', 10, false), NO_COUNT, '3')).toEqual({ onHand: '3', order: '' });
    expect(countProblem(line('a', 'KG', 10), { onHand: '1', order: '0' })).toBeNull();
  });
});

describe('the trolley lines of a guide', () => {
  it('are the lines with a quantity above 0, in the guide’s order', () => {
    const lines = [line('a', 'CTN', 10), line('b', 'KG', 5), line('c', 'EACH', 2)];
    const made = trolleyLinesOf(lines, {
      a: { onHand: '4', order: '6' },
      b: { onHand: '', order: '1.5' },
      c: { onHand: '2', order: '0' },
    });
    expect(made?.map((l) => [l.productId, l.quantity, l.productUnit])).toEqual([
      ['a', 6, 'CTN'],
      ['b', 1.5, 'KG'],
    ]);
  });

  it('leave out a product that is out of stock', () => {
    const lines = [line('a', 'CTN', 10, false), line('b', 'KG', 5)];
    const made = trolleyLinesOf(lines, { a: { onHand: '', order: '3' }, b: { onHand: '', order: '1' } });
    expect(made?.map((l) => l.productId)).toEqual(['b']);
  });

  it('are none while a line is wrong', () => {
    expect(trolleyLinesOf([line('a', 'KG', 5)], { a: { onHand: '', order: '0.01' } })).toBeNull();
  });
});
