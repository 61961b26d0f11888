import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GST_RATE, gstOn, withGst } from './gst.ts';
import { cents } from './money.ts';

describe('gstOn', () => {
  it('uses the New Zealand rate of 15%', () => {
    expect(GST_RATE).toBe(0.15);
  });

  it.each([
    // [amount excl. GST in cents, GST in cents]
    [0, 0],
    [100, 15],
    [1000, 150],
    [500, 75], // default freight $5.00 → $0.75
    [10, 2], // 1.5 cents: half rounds up
    [30, 5], // 4.5 cents
    [9, 1], // 1.35 cents
    [3, 0], // 0.45 cents
    [4, 1], // 0.6 cents
    [1949, 292], // 292.35
    [1950, 293], // 292.5: half rounds up
    [1999, 300], // 299.85
    [12345, 1852], // 1851.75
    [99999900, 14999985],
    [-10, -2], // credits round symmetrically
    [-30, -5],
  ])('%d cents carries %d cents GST', (amount, gst) => {
    expect(gstOn(cents(amount))).toBe(gst);
  });

  it('is never negative for goods and at most the 15% rounded up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e13 }), (amount) => {
        const gst = gstOn(cents(amount));
        expect(gst).toBeGreaterThanOrEqual(0);
        expect(gst).toBeLessThanOrEqual(Math.ceil((amount * 15) / 100));
        expect(gst).toBeGreaterThanOrEqual(Math.floor((amount * 15) / 100));
      }),
    );
  });

  it('is within half a cent of 15%', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (amount) => {
        expect(Math.abs(gstOn(cents(amount)) * 100 - amount * 15)).toBeLessThanOrEqual(50);
      }),
    );
  });

  it('is symmetric for credits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e13 }), (amount) => {
        expect(gstOn(cents(-amount))).toBe(-gstOn(cents(amount)) + 0);
      }),
    );
  });

  it('grows with the amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 1e6 }), (a, extra) => {
        expect(gstOn(cents(a + extra))).toBeGreaterThanOrEqual(gstOn(cents(a)));
      }),
    );
  });
});

describe('withGst', () => {
  it.each([
    [1000, 1150],
    [10, 12],
    [0, 0],
  ])('%d cents is %d including GST', (amount, total) => {
    expect(withGst(cents(amount))).toBe(total);
  });
});
