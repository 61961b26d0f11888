import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './dates.ts';
import { instants, nzWallClock } from './nz-time.fixture.ts';
import {
  changeUntilText,
  customerChangeWindow,
  type LockableOrder,
  type OrderLockReason,
  orderLockedMessage,
} from './order-lock.ts';
import { ORDER_STATUSES } from './status.ts';

const pending = (processingDate: string): LockableOrder => ({
  status: 'PENDING',
  processingDate,
  packingStarted: false,
});

describe('customerChangeWindow', () => {
  it.each<[string, string, string, number, OrderLockReason | null]>([
    // [instant, Auckland wall clock, processing date, cutoff hour, lock reason (null: open)]
    ['2026-12-02T16:00:00Z', 'Thu 05:00 NZDT', '2026-12-04', 5, null],
    ['2026-12-03T15:59:00Z', 'Fri 04:59 NZDT', '2026-12-04', 5, null],
    ['2026-12-03T15:59:59Z', 'Fri 04:59:59 NZDT', '2026-12-04', 5, null],
    ['2026-12-03T16:00:00Z', 'Fri 05:00 NZDT', '2026-12-04', 5, 'CUTOFF_PASSED'],
    ['2026-12-03T16:01:00Z', 'Fri 05:01 NZDT', '2026-12-04', 5, 'CUTOFF_PASSED'],
    ['2026-12-04T11:00:00Z', 'Sat 00:00 NZDT', '2026-12-04', 5, 'CUTOFF_PASSED'],
    ['2026-12-04T00:59:00Z', 'Fri 13:59 NZDT', '2026-12-04', 14, null],
    ['2026-12-04T01:00:00Z', 'Fri 14:00 NZDT', '2026-12-04', 14, 'CUTOFF_PASSED'],
    ['2026-12-03T10:59:00Z', 'Thu 23:59 NZDT', '2026-12-04', 0, null],
    ['2026-12-03T11:00:00Z', 'Fri 00:00 NZDT', '2026-12-04', 0, 'CUTOFF_PASSED'],
    ['2026-12-04T09:59:00Z', 'Fri 22:59 NZDT', '2026-12-04', 23, null],
    ['2026-12-04T10:00:00Z', 'Fri 23:00 NZDT', '2026-12-04', 23, 'CUTOFF_PASSED'],
    // Daylight saving ends Sun 2026-04-05 03:00 NZDT → 02:00 NZST (02:00–02:59 happens twice).
    ['2026-04-05T16:59:00Z', 'Mon 04:59 NZST', '2026-04-06', 5, null],
    ['2026-04-05T17:00:00Z', 'Mon 05:00 NZST', '2026-04-06', 5, 'CUTOFF_PASSED'],
    ['2026-04-04T12:59:00Z', 'Sun 01:59 NZDT', '2026-04-05', 2, null],
    ['2026-04-04T13:00:00Z', 'Sun 02:00 NZDT (first)', '2026-04-05', 2, 'CUTOFF_PASSED'],
    ['2026-04-04T14:00:00Z', 'Sun 02:00 NZST (second)', '2026-04-05', 2, 'CUTOFF_PASSED'],
    ['2026-04-04T14:59:00Z', 'Sun 02:59 NZST', '2026-04-05', 3, null],
    ['2026-04-04T15:00:00Z', 'Sun 03:00 NZST', '2026-04-05', 3, 'CUTOFF_PASSED'],
    // Daylight saving starts Sun 2026-09-27 02:00 NZST → 03:00 NZDT (02:00–02:59 never happens).
    ['2026-09-26T13:59:00Z', 'Sun 01:59 NZST', '2026-09-27', 2, null],
    ['2026-09-26T14:00:00Z', 'Sun 03:00 NZDT', '2026-09-27', 2, 'CUTOFF_PASSED'],
    ['2026-09-27T15:59:00Z', 'Mon 04:59 NZDT', '2026-09-28', 5, null],
    ['2026-09-27T16:00:00Z', 'Mon 05:00 NZDT', '2026-09-28', 5, 'CUTOFF_PASSED'],
  ])('at %s (%s) an order for %s with a %i:00 cutoff is %s', (instant, _wall, date, cutoffHour, reason) => {
    expect(customerChangeWindow(pending(date), new Date(instant), cutoffHour)).toEqual({
      open: reason === null,
      reason,
    });
  });

  it('locks an order staff have started packing, packed, completed or cancelled, whatever the hour', () => {
    const early = new Date('2026-12-01T00:00:00Z');
    const at = (o: Partial<LockableOrder>) =>
      customerChangeWindow({ ...pending('2026-12-04'), ...o }, early, 5).reason;
    expect(at({ packingStarted: true })).toBe('PACKING_STARTED');
    expect(at({ status: 'PACKED' })).toBe('PACKED');
    expect(at({ status: 'COMPLETED' })).toBe('CLOSED');
    expect(at({ status: 'CANCELLED' })).toBe('CLOSED');
    expect(at({})).toBeNull();
  });

  it('is open exactly while the Auckland wall clock is before the cutoff hour of the processing date', () => {
    fc.assert(
      fc.property(
        instants,
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: -2, max: 2 }),
        fc.constantFrom(...ORDER_STATUSES),
        (now, cutoffHour, offset, status) => {
          const wall = nzWallClock(now.getTime());
          const processingDate = addDays(wall.date, offset);
          const window = customerChangeWindow(
            { status, processingDate, packingStarted: false },
            now,
            cutoffHour,
          );
          const beforeCutoff =
            wall.date < processingDate || (wall.date === processingDate && wall.hour < cutoffHour);
          expect(window.open).toBe(status === 'PENDING' && beforeCutoff);
        },
      ),
    );
  });

  it('refuses a cutoff hour that is not a whole hour from 0 to 23', () => {
    expect(() => customerChangeWindow(pending('2026-12-04'), new Date(), 24)).toThrow(RangeError);
  });
});

describe('orderLockedMessage', () => {
  it('says why and whom to call', () => {
    const order = { processingDate: '2026-12-04' };
    expect(orderLockedMessage('CUTOFF_PASSED', order, 14, '09 555 0123')).toBe(
      'This order is locked: the cutoff for Friday 04/12/2026 passed at 14:00. Call us on 09 555 0123 to change it.',
    );
    expect(orderLockedMessage('PACKING_STARTED', order, 5, '09 555 0123')).toBe(
      'This order is locked: we have started packing it. Call us on 09 555 0123 to change it.',
    );
    expect(orderLockedMessage('PACKED', order, 5, ' ')).toBe(
      'This order is locked: it has been packed. Call us to change it.',
    );
    expect(changeUntilText(order, 5)).toBe(
      'You can change or cancel this order until 05:00 on Friday 04/12/2026.',
    );
  });
});
