import { describe, expect, it } from 'vitest';
import { deliveryText, quantityText } from './standing-order-text';

describe('standing order texts', () => {
  it.each([
    [2.5, 'KG', '2.50 KG'],
    [0.125, 'KG', '0.13 KG'],
    [3, 'EACH', '3 Each'],
    [12, 'PIECES', '12 Pieces'],
    [1, 'CTN', '1 CTN'],
  ] as const)('shows %s %s as %s', (quantity, unit, text) => {
    expect(quantityText(quantity, unit)).toBe(text);
  });

  it('names the delivery method, or says it is not set', () => {
    expect(deliveryText(true)).toBe('Delivery');
    expect(deliveryText(false)).toBe('Pick Up');
    expect(deliveryText(null)).toBe('Delivery method not set');
  });
});
