import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_ORDER_FILTERS,
  type CustomerOrderFilter,
  customerOrderFilterOf,
  customerStatus,
  DEFAULT_CUSTOMER_ORDER_FILTER,
  DEFAULT_ORDER_FILTER,
  isOrderStatus,
  ORDER_FILTERS,
  ORDER_STATUSES,
  type OrderFilter,
  type OrderStatus,
  STATUS_COLOURS,
  STATUS_HEX,
  shortOrderId,
  statusesForCustomerFilter,
  statusesForFilter,
} from './status.ts';

const status = fc.constantFrom(...ORDER_STATUSES);

describe('order statuses', () => {
  it('are PENDING, PACKED, COMPLETED and CANCELLED', () => {
    expect(ORDER_STATUSES).toEqual(['PENDING', 'PACKED', 'COMPLETED', 'CANCELLED']);
  });

  it.each([
    ['PENDING', true],
    ['CANCELLED', true],
    ['pending', false],
    ['DEFAULT', false],
    [null, false],
  ])('isOrderStatus(%j) → %s', (x, ok) => {
    expect(isOrderStatus(x)).toBe(ok);
  });
});

describe('customerStatus', () => {
  it.each<[OrderStatus, string]>([
    ['PENDING', 'PENDING'],
    ['PACKED', 'PENDING'],
    ['COMPLETED', 'COMPLETED'],
    ['CANCELLED', 'CANCELLED'],
  ])('%s shows a customer %s', (s, shown) => {
    expect(customerStatus(s)).toBe(shown);
  });

  it('is idempotent', () => {
    fc.assert(fc.property(status, (s) => customerStatus(customerStatus(s)) === customerStatus(s)));
  });

  it('agrees with the My Orders filters: each status shown has its own, but CANCELLED is under COMPLETED', () => {
    fc.assert(
      fc.property(status, (s) => {
        const shown = customerStatus(s);
        expect(statusesForCustomerFilter(shown === 'CANCELLED' ? 'COMPLETED' : shown)).toContain(s);
      }),
    );
  });
});

describe('status colours', () => {
  it.each<[OrderStatus, string, string]>([
    ['COMPLETED', 'success', '#4CAF50'],
    ['PENDING', 'warning', '#FF9800'],
    ['PACKED', 'info', '#2196F3'],
    ['CANCELLED', 'error', '#F44336'],
  ])('%s is %s (%s)', (s, colour, hex) => {
    expect(STATUS_COLOURS[s]).toBe(colour);
    expect(STATUS_HEX[s]).toBe(hex);
  });
});

describe('statusesForFilter', () => {
  it.each<[OrderFilter, OrderStatus[]]>([
    ['ALL', ['PENDING', 'PACKED', 'COMPLETED', 'CANCELLED']],
    ['DEFAULT', ['PENDING', 'PACKED']],
    ['PENDING', ['PENDING']],
    ['PACKED', ['PACKED']],
    ['COMPLETED', ['COMPLETED']],
    ['CANCELLED', ['CANCELLED']],
  ])('%s selects %j', (filter, statuses) => {
    expect(statusesForFilter(filter)).toEqual(statuses);
  });

  it('offers the spec filters and starts on PENDING', () => {
    expect(ORDER_FILTERS).toEqual(['ALL', 'DEFAULT', 'PENDING', 'PACKED', 'COMPLETED', 'CANCELLED']);
    expect(DEFAULT_ORDER_FILTER).toBe('PENDING');
  });

  it('every filter selects known statuses, and ALL selects every status', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ORDER_FILTERS), status, (filter, s) => {
        expect(statusesForFilter(filter).every(isOrderStatus)).toBe(true);
        expect(statusesForFilter('ALL')).toContain(s);
      }),
    );
  });
});

describe('statusesForCustomerFilter', () => {
  it.each<[CustomerOrderFilter, OrderStatus[]]>([
    ['ALL', ['PENDING', 'PACKED', 'COMPLETED', 'CANCELLED']],
    ['PENDING', ['PENDING', 'PACKED']],
    ['COMPLETED', ['COMPLETED', 'CANCELLED']],
  ])('%s selects %j', (filter, statuses) => {
    expect(statusesForCustomerFilter(filter)).toEqual(statuses);
  });

  it('offers ALL, COMPLETED and PENDING and starts on PENDING', () => {
    expect(CUSTOMER_ORDER_FILTERS).toEqual(['ALL', 'COMPLETED', 'PENDING']);
    expect(DEFAULT_CUSTOMER_ORDER_FILTER).toBe('PENDING');
  });

  it('PENDING and COMPLETED split the statuses between them', () => {
    fc.assert(
      fc.property(status, (s) => {
        const inPending = statusesForCustomerFilter('PENDING').includes(s);
        const inCompleted = statusesForCustomerFilter('COMPLETED').includes(s);
        expect(inPending).not.toBe(inCompleted);
      }),
    );
  });
});

describe('shortOrderId', () => {
  it.each([
    ['3f2a9c1e-7b4d-4e8a-9f10-2c3d4e5f6a7b', '3F2A9'],
    ['abcde', 'ABCDE'],
    ['ab', 'AB'],
    ['', ''],
  ])('%s → %s', (id, short) => {
    expect(shortOrderId(id)).toBe(short);
  });

  it('is the upper-cased first 5 characters of a uuid', () => {
    fc.assert(
      fc.property(fc.uuid(), (id) => {
        expect(shortOrderId(id)).toMatch(/^[0-9A-F]{5}$/);
        expect(id.toUpperCase().startsWith(shortOrderId(id))).toBe(true);
      }),
    );
  });
});

describe("My Orders' filter from the address", () => {
  it.each([
    ['completed', 'COMPLETED'],
    ['ALL', 'ALL'],
    ['pending', 'PENDING'],
    ['CANCELLED', DEFAULT_CUSTOMER_ORDER_FILTER],
    ['', DEFAULT_CUSTOMER_ORDER_FILTER],
    [null, DEFAULT_CUSTOMER_ORDER_FILTER],
    [undefined, DEFAULT_CUSTOMER_ORDER_FILTER],
  ])('reads %p as %s', (value, filter) => {
    expect(customerOrderFilterOf(value)).toBe(filter);
  });
});
