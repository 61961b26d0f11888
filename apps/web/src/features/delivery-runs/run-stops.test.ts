import { describe, expect, it } from 'vitest';
import type { RunStop } from './api/delivery-runs';
import { customerOrder, loadText, runDriverText, stopsArranged, stopsMovedBy } from './run-stops';

/** A stop named by its order id, for the customer `customerId` (null: deleted). */
const stop = (orderId: string, customerId: string | null): RunStop => ({
  orderId,
  shortId: orderId,
  customerId,
  companyName: orderId,
  contactName: '',
  phone: '',
  address: [],
  notes: '',
  purchaseOrder: '',
  status: 'PENDING',
  lineCount: 1,
  cartons: 0,
  deliveredAt: null,
  receivedBy: null,
});

// a1 and a2 are one customer's two orders; x's customer was deleted.
const A1 = stop('a1', 'a');
const A2 = stop('a2', 'a');
const B = stop('b', 'b');
const C = stop('c', 'c');
const X = stop('x', null);

describe('the load at a stop', () => {
  it.each([
    [3, 2, '3 lines, 2 cartons'],
    [1, 1, '1 line, 1 carton'],
    [2, 0, '2 lines'],
    [12, 1.5, '12 lines, 1.5 cartons'],
  ])('%i lines and %d cartons read %j', (lines, cartons, text) => {
    expect(loadText(lines, cartons)).toBe(text);
  });
});

describe('moving a stop one drop', () => {
  it.each([
    ['a stop up past a customer with two', [A1, A2, B], 'b', -1, ['b', 'a1', 'a2']],
    ["a customer's second stop down, with its first", [A1, A2, B], 'a2', 1, ['b', 'a1', 'a2']],
    ['the first drop up', [A1, A2, B], 'a1', -1, null],
    ["past a deleted customer's stop, which stays", [B, X, C], 'b', 1, ['c', 'x', 'b']],
    ["a deleted customer's stop", [B, X, C], 'x', 1, null],
    ['the last movable stop down', [B, C, X], 'c', 1, null],
  ] as const)('moves %s', (_case, stops, orderId, by, expected) => {
    expect(stopsMovedBy(stops, orderId, by)).toEqual(expected);
  });
});

describe('the stops as a drag left them', () => {
  it.each([
    [
      "dropped between a customer's two stops: goes after them",
      [A1, A2, B],
      ['a1', 'b', 'a2'],
      'b',
      ['a1', 'a2', 'b'],
    ],
    ['dropped first', [A1, A2, B], ['b', 'a1', 'a2'], 'b', ['b', 'a1', 'a2']],
    [
      "a customer's second stop dragged last: the first follows it",
      [A1, A2, B, C],
      ['a1', 'b', 'c', 'a2'],
      'a2',
      ['b', 'c', 'a1', 'a2'],
    ],
    ["dragged over a deleted customer's stop, which stays", [B, X, C], ['x', 'c', 'b'], 'c', ['c', 'x', 'b']],
  ] as const)('%s', (_case, stops, orderIds, movedId, expected) => {
    expect(stopsArranged(stops, orderIds, movedId).map((s) => s.orderId)).toEqual(expected);
  });

  it('saves each customer once, in drop order, leaving deleted customers out', () => {
    expect(customerOrder([B, A1, X, A2, C])).toEqual(['b', 'a', 'c']);
  });
});

describe('whose run it is', () => {
  it.each([
    [{ driverName: 'Tama Driver', finishedAt: null }, 'Driver: Tama Driver'],
    [{ driverName: null, finishedAt: null }, 'No driver'],
    // 4:12 pm on 08/12/2025 in Auckland: a day before any run's today.
    [
      { driverName: 'Tama Driver', finishedAt: '2025-12-08T03:12:00.000Z' },
      'Driver: Tama Driver · finished 4:12 pm on 08/12/2025',
    ],
  ])('%j reads %j', (run, text) => {
    expect(runDriverText(run)).toBe(text);
  });
});
