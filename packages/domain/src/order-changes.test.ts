import { describe, expect, it } from 'vitest';
import { cents } from './money.ts';
import {
  type ChangeLine,
  changeSummary,
  createdOrderChanges,
  formatChangeTime,
  type OrderChangeState,
  orderChanges,
} from './order-changes.ts';

const mince: ChangeLine = {
  productId: 'p-mince',
  productName: 'Beef Mince',
  unit: 'KG',
  quantity: 2.5,
  packedWeight: null,
  unitPrice: cents(1234),
  priceOverridden: false,
  notes: '',
};
const eggs: ChangeLine = { ...mince, productId: 'p-eggs', productName: 'Eggs', unit: 'EACH', quantity: 30 };

const state: OrderChangeState = {
  customer: 'Harbourside Bistro',
  status: 'PENDING',
  isDelivery: true,
  freight: cents(1500),
  cutting: cents(0),
  processingDate: '2026-11-24',
  purchaseOrder: 'PO-1',
  notes: '',
  line: 'A',
  lines: [mince],
};

describe('orderChanges', () => {
  it('finds nothing when nothing changed', () => {
    expect(orderChanges(state, { ...state, lines: [{ ...mince }] })).toEqual([]);
    expect(changeSummary([])).toBe('No changes');
  });

  it('shows each order field before and after as staff read it', () => {
    const after: OrderChangeState = {
      ...state,
      customer: 'Golden Wok Takeaways',
      line: 'B',
      processingDate: '2026-11-25',
      status: 'PACKED',
      isDelivery: false,
      freight: cents(0),
      cutting: cents(250),
      purchaseOrder: '',
      notes: 'Back door',
    };
    expect(orderChanges(state, after)).toEqual([
      { field: 'Customer', before: 'Harbourside Bistro', after: 'Golden Wok Takeaways' },
      { field: 'Line', before: 'A', after: 'B' },
      { field: 'Order Date', before: '24/11/2026', after: '25/11/2026' },
      { field: 'Status', before: 'PENDING', after: 'PACKED' },
      { field: 'Delivery Method', before: 'Delivery', after: 'Pick-up' },
      { field: 'Freight Charge', before: '$15.00', after: '$0.00' },
      { field: 'Cutting Charge', before: '$0.00', after: '$2.50' },
      { field: 'Purchase Order', before: 'PO-1', after: null },
      { field: 'Notes', before: null, after: 'Back door' },
    ]);
  });

  it('lists lines added and removed, and quantity, packed weight, price and notes of kept lines', () => {
    const before = { ...state, lines: [mince, eggs] };
    const after = {
      ...state,
      lines: [
        {
          ...mince,
          quantity: 3,
          packedWeight: 3.125,
          unitPrice: cents(1100),
          priceOverridden: true,
          notes: 'Fine',
        },
        { ...eggs, productId: 'p-bacon', productName: 'Bacon', unit: 'KG' as const, quantity: 1 },
      ],
    };
    const items = orderChanges(before, after);
    expect(items).toEqual([
      { field: 'Product removed', before: 'Eggs: 30 Each at $12.34', after: null },
      { field: 'Product added', before: null, after: 'Bacon: 1.00 KG at $12.34' },
      { field: 'Quantity of Beef Mince', before: '2.50 KG', after: '3.00 KG' },
      { field: 'Packed weight of Beef Mince', before: null, after: '3.125 KG' },
      { field: 'Unit price of Beef Mince', before: '$12.34', after: '$11.00 (override)' },
      { field: 'Notes on Beef Mince', before: null, after: 'Fine' },
    ]);
    expect(changeSummary(items)).toBe(
      '1 product added, 1 product removed, Quantity of Beef Mince and 3 more',
    );
  });

  it('describes a new order by the fields set and the lines added', () => {
    const items = createdOrderChanges({ ...state, lines: [mince, eggs] });
    expect(items.map((i) => i.field)).toEqual([
      'Delivery Method',
      'Freight Charge',
      'Purchase Order',
      'Product added',
      'Product added',
    ]);
    expect(changeSummary(items.slice(0, 2))).toBe('Delivery Method and Freight Charge');
    expect(changeSummary(items.slice(3))).toBe('2 products added');
  });
});

describe('formatChangeTime', () => {
  it('reads HH:mm DD/MM/YYYY in Auckland time', () => {
    // 24 Nov 2026 is daylight time, UTC+13.
    expect(formatChangeTime('2026-11-23T16:07:00Z')).toBe('05:07 24/11/2026');
    expect(formatChangeTime(new Date('2026-06-30T23:59:00Z'))).toBe('11:59 01/07/2026');
  });
});
