import type { Unit } from '@cleaver/domain/quantity';
import type { CustomerStatus } from '@cleaver/domain/status';
import { describe, expect, it } from 'vitest';
import { isEstimate, lineQuantityText } from './order-figures';

describe('lineQuantityText', () => {
  it.each<[number, number | null, Unit, CustomerStatus, string]>([
    [2, 2.13, 'KG', 'COMPLETED', 'Ordered 2.00 KG · Packed 2.130 KG'],
    [2, null, 'KG', 'PENDING', 'Ordered 2.00 KG'],
    // A packed order still reads PENDING to its customer, with what was packed beside what was ordered.
    [2, 1.9, 'KG', 'PENDING', 'Ordered 2.00 KG · Packed 1.900 KG'],
    // The grams it is billed on, not rounded to 10 g.
    [2, 2.125, 'KG', 'PENDING', 'Ordered 2.00 KG · Packed 2.125 KG'],
    [20, 19.874, 'KG', 'COMPLETED', 'Ordered 20.00 KG · Packed 19.874 KG'],
    [3, 3, 'EACH', 'CANCELLED', 'Ordered 3 Each'],
    [3, 3, 'EACH', 'COMPLETED', 'Ordered 3 Each · Packed 3 Each'],
    [1.5, null, 'KG', 'COMPLETED', 'Ordered 1.50 KG · Packed —'],
  ])('ordered %s, packed %s %s, %s → %s', (quantity, packedWeight, productUnit, status, text) => {
    expect(lineQuantityText({ quantity, packedWeight, productUnit }, status)).toBe(text);
  });
});

describe('isEstimate', () => {
  it('is an estimate until the order is invoiced', () => {
    expect(isEstimate({ hasInvoice: false })).toBe(true);
    expect(isEstimate({ hasInvoice: true })).toBe(false);
  });
});
