import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GST_RATE, gstOn, isValidGstNumber, withGst } from './gst.ts';
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

describe('isValidGstNumber', () => {
  // Inland Revenue's own examples of its check digit (IR number validation, RWT and NRWT specification).
  it.each([
    ['49-091-850', true],
    ['35-901-981', true],
    ['49-098-576', true], // the primary weights give 10: checked by the secondary ones
    ['136-410-132', true],
    ['136-410-133', false], // one digit off
    ['9125568', false], // below 10,000,000
    ['123-456-789', false], // the usual placeholder: its check digit would be 5
  ])('%s is %s', (written, valid) => {
    expect(isValidGstNumber(written)).toBe(valid);
  });

  it('takes the digits with or without dashes and spaces', () => {
    expect(isValidGstNumber('49091850')).toBe(true);
    expect(isValidGstNumber(' 49 091 850 ')).toBe(true);
    expect(isValidGstNumber('049-091-850')).toBe(true);
    expect(isValidGstNumber('49-091-85')).toBe(false);
    expect(isValidGstNumber('')).toBe(false);
  });

  it('refuses a number above 150,000,000, and one whose secondary weights give 10 too', () => {
    expect(isValidGstNumber('150-000-001')).toBe(false);
    // 04909194: 10 by the primary weights and by the secondary ones, so no check digit makes it valid.
    for (let digit = 0; digit <= 9; digit++) expect(isValidGstNumber(`49-091-94${digit}`)).toBe(false);
  });
});
