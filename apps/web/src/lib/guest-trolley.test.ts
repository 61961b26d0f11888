import { MAX_QUANTITY } from '@cleaver/domain/quantity';
import { beforeEach, describe, expect, it } from 'vitest';
import { moveGuestTrolley } from './guest-trolley';
import {
  addTrolleyLine,
  GUEST_TROLLEY,
  getTrolleyLines,
  type TrolleyLine,
  trolleyKey,
} from './trolley-store';

const BISTRO = 'user-bistro';
const TAKEAWAY = 'user-takeaway';

function line(productId: string, quantity: number): TrolleyLine {
  return {
    productId,
    productName: `Product ${productId}`,
    productCode: `CODE-${productId}`,
    productUnit: 'KG',
    imageUrl: null,
    quantity,
  };
}

const held = (owner: string) =>
  getTrolleyLines(owner).map(({ productId, quantity }) => [productId, quantity]);

describe('moving the guest trolley at sign-in', () => {
  beforeEach(() => window.localStorage.clear());

  it("adds the guest's lines after the user's own, summing one product's quantities", () => {
    addTrolleyLine(BISTRO, line('beef', 2));
    addTrolleyLine(BISTRO, line('lamb', 1));
    addTrolleyLine(GUEST_TROLLEY, line('chicken', 3.5));
    addTrolleyLine(GUEST_TROLLEY, line('beef', 1.25));

    moveGuestTrolley(BISTRO);

    expect(held(BISTRO)).toEqual([
      ['beef', 3.25],
      ['lamb', 1],
      ['chicken', 3.5],
    ]);
  });

  it('empties the guest trolley, so the next person on the device starts afresh', () => {
    addTrolleyLine(GUEST_TROLLEY, line('chicken', 1));
    moveGuestTrolley(BISTRO);
    expect(getTrolleyLines(GUEST_TROLLEY)).toEqual([]);
    expect(window.localStorage.getItem(trolleyKey(GUEST_TROLLEY))).toBeNull();

    // A second sign-in on the device finds nothing of the first visitor's.
    moveGuestTrolley(TAKEAWAY);
    expect(getTrolleyLines(TAKEAWAY)).toEqual([]);
  });

  it('keeps a summed line within the largest quantity a line may hold', () => {
    addTrolleyLine(BISTRO, line('beef', MAX_QUANTITY - 1));
    addTrolleyLine(GUEST_TROLLEY, line('beef', 5));
    moveGuestTrolley(BISTRO);
    expect(held(BISTRO)).toEqual([['beef', MAX_QUANTITY]]);
  });

  it("leaves a user's trolley alone when the guest had none", () => {
    addTrolleyLine(BISTRO, line('beef', 2));
    const before = window.localStorage.getItem(trolleyKey(BISTRO));
    moveGuestTrolley(BISTRO);
    expect(window.localStorage.getItem(trolleyKey(BISTRO))).toBe(before);
  });
});
