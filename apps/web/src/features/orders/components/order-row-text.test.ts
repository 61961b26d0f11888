import { describe, expect, test } from 'vitest';
import { companyOf, deliveryOf } from './order-row-text';

describe('an orders-list row in words', () => {
  test('a customer no longer in the database is named as the spec says', () => {
    expect(companyOf({ companyName: 'Harbourside Bistro' })).toBe('Harbourside Bistro');
    expect(companyOf({ companyName: null })).toBe('Unknown Customer (Unable to find in Database)');
  });

  test('delivery, pick-up, or a dash while not chosen', () => {
    expect(deliveryOf({ isDelivery: true })).toBe('Delivery');
    expect(deliveryOf({ isDelivery: false })).toBe('Pick Up');
    expect(deliveryOf({ isDelivery: null })).toBe('—');
  });
});
