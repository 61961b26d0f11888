import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addTrolleyLine,
  clearTrolley,
  GUEST_TROLLEY,
  getTrolleyDetails,
  getTrolleyLineCount,
  getTrolleyLines,
  notifyTrolleyChanged,
  removeTrolleyLine,
  setTrolleyDetails,
  setTrolleyQuantity,
  type TrolleyDetails,
  type TrolleyLine,
  trolleyKey,
  trolleyOwner,
  useTrolleyDetails,
  useTrolleyLineCount,
  useTrolleyProductIds,
} from './trolley-store';

const BISTRO = 'user-bistro';
const TAKEAWAY = 'user-takeaway';

function line(productId: string, quantity: number, overrides: Partial<TrolleyLine> = {}): TrolleyLine {
  return {
    productId,
    productName: `Product ${productId}`,
    productCode: `CODE-${productId}`,
    productUnit: 'KG',
    imageUrl: `/images/products/${productId}-640.webp`,
    quantity,
    ...overrides,
  };
}

function LineCount({ owner }: { owner: string }) {
  return <output>{useTrolleyLineCount(owner)}</output>;
}

describe('trolley line count', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(cleanup);

  it('counts lines, not quantities, and treats a missing or corrupt trolley as empty', () => {
    expect(getTrolleyLineCount(GUEST_TROLLEY)).toBe(0);
    window.localStorage.setItem(trolleyKey(GUEST_TROLLEY), JSON.stringify([line('a', 5), line('b', 2.5)]));
    expect(getTrolleyLineCount(GUEST_TROLLEY)).toBe(2);
    window.localStorage.setItem(trolleyKey(GUEST_TROLLEY), JSON.stringify({ lines: [line('a', 1)] }));
    expect(getTrolleyLineCount(GUEST_TROLLEY)).toBe(1);
    window.localStorage.setItem(trolleyKey(GUEST_TROLLEY), '{not json');
    expect(getTrolleyLineCount(GUEST_TROLLEY)).toBe(0);
  });

  it('drops stored lines that are not trolley lines', () => {
    window.localStorage.setItem(
      trolleyKey(GUEST_TROLLEY),
      JSON.stringify([
        line('a', 1),
        { quantity: 5 },
        line('b', -1),
        line('c', 1, { productUnit: 'LB' as 'KG' }),
      ]),
    );
    expect(getTrolleyLines(GUEST_TROLLEY).map((stored) => stored.productId)).toEqual(['a']);
  });

  it('updates readers when the trolley changes in this tab', () => {
    render(<LineCount owner={GUEST_TROLLEY} />);
    expect(screen.getByRole('status').textContent).toBe('0');
    act(() => {
      window.localStorage.setItem(
        trolleyKey(GUEST_TROLLEY),
        JSON.stringify([line('a', 1), line('b', 1), line('c', 1)]),
      );
      notifyTrolleyChanged();
    });
    expect(screen.getByRole('status').textContent).toBe('3');
  });

  it('updates readers when another tab changes the trolley', () => {
    render(<LineCount owner={BISTRO} />);
    act(() => {
      window.localStorage.setItem(trolleyKey(BISTRO), JSON.stringify([line('a', 1)]));
      window.dispatchEvent(new StorageEvent('storage', { key: trolleyKey(BISTRO) }));
    });
    expect(screen.getByRole('status').textContent).toBe('1');
  });
});

describe('trolley lines', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(cleanup);

  it('adds a line, and adding the same product again adds to its quantity', () => {
    addTrolleyLine(BISTRO, line('thigh', 2.5));
    addTrolleyLine(BISTRO, line('wings', 1, { productUnit: 'EACH' }));
    addTrolleyLine(BISTRO, line('thigh', 1.25, { productName: 'Chicken Thigh (renamed)' }));

    const lines = getTrolleyLines(BISTRO);
    expect(lines.map((stored) => [stored.productId, stored.quantity])).toEqual([
      ['thigh', 3.75],
      ['wings', 1],
    ]);
    expect(lines[0]?.productName).toBe('Chicken Thigh (renamed)');
  });

  it('keeps quantities to thousandths without float drift and never above the largest line', () => {
    addTrolleyLine(BISTRO, line('a', 0.1));
    addTrolleyLine(BISTRO, line('a', 0.2));
    expect(getTrolleyLines(BISTRO)[0]?.quantity).toBe(0.3);
    addTrolleyLine(BISTRO, line('a', 9999));
    expect(getTrolleyLines(BISTRO)[0]?.quantity).toBe(9999);
  });

  it('brings a stored quantity above the largest line, from an older version, down to it', () => {
    window.localStorage.setItem(trolleyKey(BISTRO), JSON.stringify({ lines: [line('a', 99999)] }));
    expect(getTrolleyLines(BISTRO)[0]?.quantity).toBe(9999);
  });

  it('ignores an add of nothing', () => {
    addTrolleyLine(BISTRO, line('a', 0));
    addTrolleyLine(BISTRO, line('a', -2));
    expect(getTrolleyLineCount(BISTRO)).toBe(0);
  });

  it('sets a quantity, and 0 or less removes the line', () => {
    addTrolleyLine(BISTRO, line('a', 1));
    addTrolleyLine(BISTRO, line('b', 1));
    setTrolleyQuantity(BISTRO, 'a', 4.5);
    expect(getTrolleyLines(BISTRO).find((stored) => stored.productId === 'a')?.quantity).toBe(4.5);
    setTrolleyQuantity(BISTRO, 'a', 0);
    expect(getTrolleyLines(BISTRO).map((stored) => stored.productId)).toEqual(['b']);
    setTrolleyQuantity(BISTRO, 'b', -1);
    expect(getTrolleyLineCount(BISTRO)).toBe(0);
    // Setting a quantity never adds a product that is not there.
    setTrolleyQuantity(BISTRO, 'c', 2);
    expect(getTrolleyLineCount(BISTRO)).toBe(0);
  });

  it('removes one line and clears them all', () => {
    addTrolleyLine(BISTRO, line('a', 1));
    addTrolleyLine(BISTRO, line('b', 1));
    addTrolleyLine(BISTRO, line('c', 1));
    removeTrolleyLine(BISTRO, 'b');
    expect(getTrolleyLines(BISTRO).map((stored) => stored.productId)).toEqual(['a', 'c']);
    clearTrolley(BISTRO);
    expect(getTrolleyLines(BISTRO)).toEqual([]);
    expect(window.localStorage.getItem(trolleyKey(BISTRO))).toBeNull();
  });

  it("keeps each user's lines apart on one browser", () => {
    addTrolleyLine(BISTRO, line('bistro-only', 3));
    addTrolleyLine(GUEST_TROLLEY, line('guest-only', 1));

    expect(getTrolleyLines(TAKEAWAY)).toEqual([]);
    expect(getTrolleyLines(BISTRO).map((stored) => stored.productId)).toEqual(['bistro-only']);
    expect(getTrolleyLines(GUEST_TROLLEY).map((stored) => stored.productId)).toEqual(['guest-only']);
    clearTrolley(GUEST_TROLLEY);
    expect(getTrolleyLineCount(BISTRO)).toBe(1);
  });

  it('names the owner after the signed-in user, or guest', () => {
    expect(trolleyOwner({ id: BISTRO })).toBe(BISTRO);
    expect(trolleyOwner(null)).toBe(GUEST_TROLLEY);
    expect(trolleyOwner(undefined)).toBe(GUEST_TROLLEY);
  });

  it("re-renders readers with the current user's lines when the user changes", () => {
    addTrolleyLine(BISTRO, line('a', 1));
    addTrolleyLine(BISTRO, line('b', 1));
    const { rerender } = render(<LineCount owner={BISTRO} />);
    expect(screen.getByRole('status').textContent).toBe('2');
    rerender(<LineCount owner={TAKEAWAY} />);
    expect(screen.getByRole('status').textContent).toBe('0');
    act(() => addTrolleyLine(TAKEAWAY, line('c', 1)));
    expect(screen.getByRole('status').textContent).toBe('1');
  });

  it('gives the same product id set until the trolley changes', () => {
    const seen: ReadonlySet<string>[] = [];
    function Ids() {
      const ids = useTrolleyProductIds(BISTRO);
      seen.push(ids);
      return <output>{[...ids].join(',')}</output>;
    }
    const { rerender } = render(<Ids />);
    rerender(<Ids />);
    expect(seen[0]).toBe(seen[1]);
    act(() => addTrolleyLine(BISTRO, line('a', 1)));
    expect(screen.getByRole('status').textContent).toBe('a');
  });
});

describe('trolley details', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(cleanup);

  it('keeps the purchase order number and delivery method with the lines until the trolley is cleared', () => {
    expect(getTrolleyDetails(BISTRO)).toEqual({ purchaseOrder: '', isDelivery: true });
    addTrolleyLine(BISTRO, line('a', 1));
    setTrolleyDetails(BISTRO, { purchaseOrder: 'PO-12' });
    setTrolleyDetails(BISTRO, { isDelivery: false });
    addTrolleyLine(BISTRO, line('b', 2));
    removeTrolleyLine(BISTRO, 'a');
    expect(getTrolleyDetails(BISTRO)).toEqual({ purchaseOrder: 'PO-12', isDelivery: false });
    expect(getTrolleyDetails(TAKEAWAY)).toEqual({ purchaseOrder: '', isDelivery: true });

    // Typed before the first line is added, the number is still kept.
    setTrolleyDetails(TAKEAWAY, { purchaseOrder: 'T-1' });
    expect(getTrolleyDetails(TAKEAWAY).purchaseOrder).toBe('T-1');

    clearTrolley(BISTRO);
    expect(getTrolleyDetails(BISTRO)).toEqual({ purchaseOrder: '', isDelivery: true });
    expect(window.localStorage.getItem(trolleyKey(BISTRO))).toBeNull();
  });

  it('gives readers the same details object until they change', () => {
    const seen: TrolleyDetails[] = [];
    function Details() {
      const details = useTrolleyDetails(BISTRO);
      seen.push(details);
      return <output>{details.purchaseOrder}</output>;
    }
    const { rerender } = render(<Details />);
    rerender(<Details />);
    expect(seen[0]).toBe(seen[1]);
    act(() => setTrolleyDetails(BISTRO, { purchaseOrder: 'PO-9' }));
    expect(screen.getByRole('status').textContent).toBe('PO-9');
  });
});

describe('trolley lines identity', () => {
  beforeEach(() => window.localStorage.clear());

  it('stays the same array when only the purchase order number or delivery method changes', () => {
    addTrolleyLine(BISTRO, line('a', 1));
    const before = getTrolleyLines(BISTRO);
    setTrolleyDetails(BISTRO, { purchaseOrder: 'PO-1', isDelivery: false });
    expect(getTrolleyLines(BISTRO)).toBe(before);
    setTrolleyQuantity(BISTRO, 'a', 2);
    expect(getTrolleyLines(BISTRO)).not.toBe(before);
  });
});
