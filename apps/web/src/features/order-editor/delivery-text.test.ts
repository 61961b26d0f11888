import { describe, expect, it } from 'vitest';
import type { AdminOrder } from './api/admin-order';
import { canMarkDelivered } from './delivery-text';

const order = (more: Partial<AdminOrder>) =>
  ({ isDelivery: true, status: 'PACKED', delivery: null, ...more }) as AdminOrder;

const PROOF = {
  deliveredAt: '2026-12-07T21:42:00.000Z',
  receivedBy: 'Sam',
  recordedBy: 'Tama Driver',
  photoUrl: null,
  signatureUrl: null,
};

describe('a delivery staff may record', () => {
  it.each([
    ['a delivery order not delivered yet', order({}), true],
    ['a pick-up', order({ isDelivery: false }), false],
    ['an order of unknown method', order({ isDelivery: null }), false],
    ['a cancelled order', order({ status: 'CANCELLED' }), false],
    ['an order delivered already', order({ delivery: PROOF }), false],
  ])('may be recorded by staff for %s: %s', (_case, candidate, may) => {
    expect(canMarkDelivered(candidate)).toBe(may);
  });
});
