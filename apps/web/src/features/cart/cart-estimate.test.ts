import { cents } from '@cleaver/domain/money';
import { describe, expect, it } from 'vitest';
import type { TrolleyLine } from '../../lib/trolley-store';
import type { CartProduct, CartProductState } from './api/get-cart-product';
import type { OrderingSettings } from './api/get-settings-variables';
import { estimateCart, keepUnchangedLines } from './cart-estimate';

const SETTINGS: OrderingSettings = {
  cutoffHour: 5,
  freightCharge: cents(1500),
  freeFreightThreshold: cents(25000),
  loaded: true,
};

function line(productId: string, quantity: number): TrolleyLine {
  return {
    productId,
    productName: `Stored ${productId}`,
    productCode: productId.toUpperCase(),
    productUnit: 'KG',
    imageUrl: null,
    quantity,
  };
}

function loaded(id: string, price: number | null, isInStock = true): CartProductState {
  const product: CartProduct = {
    id,
    productName: `Now ${id}`,
    productCode: id.toUpperCase(),
    productUnit: 'KG',
    isInStock,
    image: null,
    price: price === null ? null : { price },
  };
  return { status: 'loaded', product };
}

describe('estimateCart', () => {
  it('prices lines at the current price and charges freight under the threshold', () => {
    const estimate = estimateCart(
      [line('thigh', 2.5), line('wings', 1)],
      new Map([
        ['thigh', loaded('thigh', 1299)],
        ['wings', loaded('wings', 850)],
      ]),
      SETTINGS,
      true,
    );
    expect(estimate.lines.map((view) => view.lineTotal)).toEqual([3248, 850]);
    expect(estimate.totals).toMatchObject({ subTotal: 4098, freight: 1500, gst: 840, total: 6438 });
    expect(estimate.loaded).toBe(true);
    expect(estimate.problems).toEqual([]);
  });

  it('drops freight over the threshold (sub-total plus GST) and for pick-up', () => {
    // 217.40 × 1.15 = 250.01 > 250.00
    const over = new Map([['a', loaded('a', 21740)]]);
    expect(estimateCart([line('a', 1)], over, SETTINGS, true).totals?.freight).toBe(0);
    // 217.39 × 1.15 = 249.99
    const under = new Map([['a', loaded('a', 21739)]]);
    expect(estimateCart([line('a', 1)], under, SETTINGS, true).totals?.freight).toBe(1500);
    expect(estimateCart([line('a', 1)], under, SETTINGS, false).totals).toMatchObject({
      freight: 0,
      total: 21739 + 3261,
    });
  });

  it('marks disabled and out-of-stock lines and leaves them out of the totals', () => {
    const estimate = estimateCart(
      [line('ok', 1), line('gone', 1), line('out', 1)],
      new Map<string, CartProductState>([
        ['ok', loaded('ok', 1000)],
        ['gone', { status: 'loaded', product: null }],
        ['out', loaded('out', 500, false)],
      ]),
      SETTINGS,
      false,
    );
    expect(estimate.lines.map((view) => view.problem)).toEqual([null, 'unavailable', 'out-of-stock']);
    expect(estimate.problems).toHaveLength(2);
    expect(estimate.totals?.subTotal).toBe(1000);
  });

  it('has no totals while prices load, for guests, or when a product could not be loaded', () => {
    const lines = [line('a', 1)];
    expect(estimateCart(lines, new Map(), SETTINGS, true)).toMatchObject({ loaded: false, totals: null });
    expect(estimateCart(lines, new Map([['a', loaded('a', null)]]), SETTINGS, true).totals).toBeNull();
    expect(
      estimateCart(lines, new Map<string, CartProductState>([['a', { status: 'error' }]]), SETTINGS, true),
    ).toMatchObject({ loaded: false, failed: true, totals: null });
  });
});

describe('keepUnchangedLines', () => {
  it('keeps the view of a line whose line, product and price are unchanged, and takes the new one otherwise', () => {
    const [a, b, c] = [line('a', 1), line('b', 2), line('c', 3)];
    const [productA, productB] = [loaded('a', 1000), loaded('b', 500)];
    const first = estimateCart(
      [a, b, c],
      new Map([
        ['a', productA],
        ['b', productB],
      ]),
      SETTINGS,
      true,
    );
    // c's product answers, b's quantity changes: a is untouched.
    const bAgain = { ...b, quantity: 4 };
    const second = estimateCart(
      [a, bAgain, c],
      new Map([
        ['a', productA],
        ['b', productB],
        ['c', loaded('c', 200)],
      ]),
      SETTINGS,
      true,
    );
    const kept = keepUnchangedLines(first.lines, second.lines);
    expect(kept[0]).toBe(first.lines[0]);
    expect(kept[1]).toBe(second.lines[1]);
    expect(kept[1]?.lineTotal).toBe(2000);
    expect(kept[2]).toBe(second.lines[2]);
    expect(kept[2]?.unitPrice).toBe(200);
  });

  it('takes the new view when only the price changed', () => {
    const a = line('a', 1);
    const first = estimateCart([a], new Map([['a', loaded('a', 1000)]]), SETTINGS, true);
    const second = estimateCart([a], new Map([['a', loaded('a', 1200)]]), SETTINGS, true);
    const [view] = keepUnchangedLines(first.lines, second.lines);
    expect(view).toBe(second.lines[0]);
    expect(view?.lineTotal).toBe(1200);
  });
});
