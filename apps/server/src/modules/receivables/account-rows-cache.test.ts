import { cents } from '@cleaver/domain/money';
import { describe, expect, it } from 'vitest';
import { createEventBus } from '../../platform/events.ts';
import { AccountRowsCache } from './account-rows-cache.ts';
import type { AccountRows } from './receivables-sql.ts';

const NOTHING = cents(0);
const AGEING = {
  current: NOTHING,
  days1to30: NOTHING,
  days31to60: NOTHING,
  days61to90: NOTHING,
  days90plus: NOTHING,
};

/** A sum that answers `totalCount` = how many sums were made so far, when `release` is called. */
function counter() {
  let sums = 0;
  const waiting: Array<() => void> = [];
  const sum = () => {
    sums++;
    const made = sums;
    return new Promise<AccountRows>((resolve) =>
      waiting.push(() => resolve({ rows: [], totalCount: made, totals: AGEING, balance: NOTHING })),
    );
  };
  const release = () => {
    for (const go of waiting.splice(0)) go();
  };
  return { sum, release, sums: () => sums };
}

describe('the receivables list kept between changes', () => {
  it('sums once for requests at once, and again only after a change to the ledger, an order or a customer', async () => {
    const events = await createEventBus();
    const cache = new AccountRowsCache(events);
    const { sum, release, sums } = counter();
    const first = [cache.rows('day|ALL|', sum), cache.rows('day|ALL|', sum)];
    release();
    expect((await Promise.all(first)).map((r) => r.totalCount)).toEqual([1, 1]);
    expect(sums()).toBe(1);

    // A new order changes no ledger.
    events.publish('order', { action: 'ADDED', orderId: 'o', customerId: 'c' });
    expect((await cache.rows('day|ALL|', sum)).totalCount).toBe(1);

    for (const change of [
      () => events.publish('ledger', { customerIds: ['c'] }),
      () => events.publish('order', { action: 'UPDATED', orderId: 'o', customerId: 'c' }),
      () => events.publish('customer', { action: 'UPDATED', customerId: 'c', isActive: true }),
    ]) {
      const before = sums();
      change();
      const next = cache.rows('day|ALL|', sum);
      release();
      expect((await next).totalCount).toBe(before + 1);
    }
    // Another filter or search, or another day, is summed on its own.
    const other = cache.rows('day|OVERDUE|', sum);
    release();
    expect((await other).totalCount).toBe(sums());
    await events.close();
  });

  it('does not answer after a change with a sum that was under way when it happened', async () => {
    const events = await createEventBus();
    const cache = new AccountRowsCache(events);
    const { sum, release } = counter();
    const during = cache.rows('day|ALL|', sum);
    events.publish('ledger', { customerIds: ['c'] });
    const after = cache.rows('day|ALL|', sum);
    release();
    expect((await during).totalCount).toBe(1);
    expect((await after).totalCount).toBe(2);
    await events.close();
  });

  it('keeps no failed sum', async () => {
    const cache = new AccountRowsCache(undefined);
    await expect(cache.rows('k', () => Promise.reject(new Error('database gone')))).rejects.toThrow('gone');
    const { sum, release } = counter();
    const again = cache.rows('k', sum);
    release();
    expect((await again).totalCount).toBe(1);
  });
});
