import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkOnHand, checkParLevel, isWholeUnit, parLevelProblem, quantityToPar } from './order-guide.ts';
import { checkQuantity, formatQuantity, MAX_QUANTITY, MIN_QUANTITY, UNITS, type Unit } from './quantity.ts';

/** A figure as typed: up to 9,999 with up to 3 decimals. */
const figure = fc.integer({ min: 0, max: MAX_QUANTITY * 1000 }).map((thousandths) => thousandths / 1000);
const unit = fc.constantFrom(...UNITS);

describe('quantityToPar', () => {
  it.each<[number, number, Unit, number]>([
    [10, 3, 'CTN', 7],
    [10, 3.5, 'CTN', 7],
    [10, 9.1, 'EACH', 1],
    [2, 5, 'EACH', 0],
    [6, 6, 'PIECES', 0],
    [5, 2.25, 'KG', 2.75],
    [5, 4.96, 'KG', 0.1],
    [5, 4.995, 'KG', 0.1],
    [5, 2.254, 'KG', 2.75],
    [5, 2.256, 'KG', 2.75],
    [5, 2.249, 'KG', 2.76],
    [0, 0, 'KG', 0],
  ])('par %d, on hand %d %s → %d', (par, onHand, u, expected) => {
    expect(quantityToPar(par, onHand, u)).toBe(expected);
  });

  it('is never negative, and 0 exactly when nothing is short', () => {
    fc.assert(
      fc.property(figure, figure, unit, (par, onHand, u) => {
        const quantity = quantityToPar(par, onHand, u);
        expect(quantity).toBeGreaterThanOrEqual(0);
        expect(quantity === 0).toBe(onHand >= par);
      }),
    );
  });

  it('is whole for cartons, each and pieces, and a trolley quantity for every unit', () => {
    fc.assert(
      fc.property(figure, figure, unit, (par, onHand, u) => {
        const quantity = quantityToPar(par, onHand, u);
        if (isWholeUnit(u)) expect(Number.isInteger(quantity)).toBe(true);
        if (quantity > 0) {
          // What the trolley would read from the field, unchanged: orderable as it stands.
          expect(checkQuantity(formatQuantity(quantity, u), u)).toEqual({ quantity, error: null });
        }
      }),
    );
  });

  it('brings what is on hand up to the par level, and no further than one step past it', () => {
    fc.assert(
      fc.property(figure, figure, unit, (par, onHand, u) => {
        const quantity = quantityToPar(par, onHand, u);
        if (quantity === 0) return;
        const after = Math.round((onHand + quantity) * 1000);
        expect(after).toBeGreaterThanOrEqual(Math.round(par * 1000));
        const step = isWholeUnit(u) ? 1000 : Math.max(MIN_QUANTITY * 1000, 10);
        expect(after - Math.round(par * 1000)).toBeLessThan(step);
      }),
    );
  });

  it('treats a negative count as nothing on hand', () => {
    expect(quantityToPar(4, -2, 'EACH')).toBe(4);
  });
});

describe('typed figures', () => {
  it('reads a par level: empty clears it; whole numbers for whole units', () => {
    expect(checkParLevel('', 'CTN')).toEqual({ value: null, error: null });
    expect(checkParLevel(' 12 ', 'CTN')).toEqual({ value: 12, error: null });
    expect(checkParLevel('2.5', 'CTN')).toEqual({
      value: null,
      error: 'Cartons, each and pieces are whole numbers',
    });
    expect(checkParLevel('2.5', 'KG')).toEqual({ value: 2.5, error: null });
    expect(checkParLevel('abc', 'KG')).toEqual({ value: null, error: 'Enter a number like 1.5' });
    expect(checkParLevel('10000', 'KG')).toEqual({ value: null, error: 'At most 9,999' });
  });

  it('reads an on-hand count, part items included', () => {
    expect(checkOnHand('')).toEqual({ value: null, error: null });
    expect(checkOnHand('0.5')).toEqual({ value: 0.5, error: null });
    expect(checkOnHand('1..')).toEqual({ value: null, error: 'Enter a number like 1.5' });
  });

  it('has the server refuse what the screen refuses', () => {
    expect(parLevelProblem(null, 'EACH')).toBeNull();
    expect(parLevelProblem(-1, 'KG')).toBe('A par level is 0 or more');
    expect(parLevelProblem(10_000, 'KG')).toBe('A par level is at most 9,999');
    expect(parLevelProblem(1.5, 'EACH')).toBe('Cartons, each and pieces are whole numbers');
    expect(parLevelProblem(1.0005, 'KG')).toBe('A par level has at most 3 decimals');
    expect(parLevelProblem(Number.NaN, 'KG')).toBe('A par level is 0 or more');
    fc.assert(
      fc.property(figure, unit, (par, u) => {
        const typed = checkParLevel(String(par), u);
        expect(typed.error === null).toBe(parLevelProblem(par, u) === null);
      }),
    );
  });
});
