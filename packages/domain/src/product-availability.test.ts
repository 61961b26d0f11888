import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, weekdayOf } from './dates.ts';
import {
  availabilityText,
  productAvailabilitySchema,
  unavailableReason,
  unavailableShortReason,
} from './product-availability.ts';

describe('availabilityText', () => {
  it.each([
    [{ leadDays: 0, weekdays: null }, null],
    [{ leadDays: 1, weekdays: null }, 'Order 1 day ahead'],
    [{ leadDays: 2, weekdays: null }, 'Order 2 days ahead'],
    [{ leadDays: 0, weekdays: [4] }, 'Thursdays only'],
    [{ leadDays: 0, weekdays: [2, 4] }, 'Tuesdays and Thursdays only'],
    [{ leadDays: 0, weekdays: [5, 1, 3] }, 'Mondays, Wednesdays and Fridays only'],
    [{ leadDays: 3, weekdays: [6] }, 'Order 3 days ahead · Saturdays only'],
  ])('%j → %s', (availability, text) => {
    expect(availabilityText(availability)).toBe(text);
  });
});

describe('unavailableReason', () => {
  // Tuesday 08/12/2026; ordered on Monday 07/12.
  it('names the product, its days and the order’s date', () => {
    expect(unavailableReason('Whole Duck', { leadDays: 0, weekdays: [4] }, '2026-12-08', '2026-12-07')).toBe(
      'Whole Duck can only be delivered on Thursdays; this order is for Tuesday 08/12/2026.',
    );
    expect(unavailableReason('Lamb Rack', { leadDays: 2, weekdays: null }, '2026-12-08', '2026-12-07')).toBe(
      'Lamb Rack must be ordered 2 days ahead; this order is for Tuesday 08/12/2026.',
    );
    expect(
      unavailableReason('Lamb Rack', { leadDays: 1, weekdays: null }, '2026-12-08', '2026-12-07'),
    ).toBeNull();
    expect(
      unavailableReason('Lamb Rack', { leadDays: 2, weekdays: null }, '2026-12-09', '2026-12-07'),
    ).toBeNull();
    expect(unavailableShortReason({ leadDays: 2, weekdays: [2] }, '2026-12-08', '2026-12-08')).toBe(
      'order 2 days ahead',
    );
    expect(unavailableShortReason({ leadDays: 0, weekdays: [4, 5] }, '2026-12-08', '2026-12-01')).toBe(
      'Thursdays and Fridays only',
    );
  });

  it('refuses exactly the dates too soon or on another weekday', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 800 }),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 0, max: 14 }),
        fc.option(fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 6 })),
        (start, ahead, leadDays, weekdays) => {
          const orderedOn = addDays('2026-01-01', start);
          const date = addDays(orderedOn, ahead);
          const refused = unavailableReason('X', { leadDays, weekdays }, date, orderedOn) !== null;
          const wrongDay = weekdays !== null && !weekdays.includes(weekdayOf(date));
          expect(refused).toBe(wrongDay || ahead < leadDays);
          expect(unavailableShortReason({ leadDays, weekdays }, date, orderedOn) !== null).toBe(refused);
        },
      ),
    );
  });
});

describe('productAvailabilitySchema', () => {
  it('sorts days, takes all six as any day, and refuses what staff cannot mean', () => {
    expect(productAvailabilitySchema.parse({ leadDays: 2, weekdays: [4, 2, 4] })).toEqual({
      leadDays: 2,
      weekdays: [2, 4],
    });
    expect(
      productAvailabilitySchema.parse({ leadDays: 0, weekdays: [1, 2, 3, 4, 5, 6] }).weekdays,
    ).toBeNull();
    const problem = (input: unknown) => productAvailabilitySchema.safeParse(input).error?.issues[0]?.message;
    expect(problem({ leadDays: 15, weekdays: null })).toBe('Order days ahead can be at most 14');
    expect(problem({ leadDays: 1.5, weekdays: null })).toBe('Order days ahead must be a whole number');
    expect(problem({ leadDays: -1, weekdays: null })).toBe('Order days ahead cannot be negative');
    expect(problem({ leadDays: 0, weekdays: [] })).toBe('Choose at least one day, or any day');
    expect(problem({ leadDays: 0, weekdays: [0] })).toBe('Days are Monday to Saturday');
  });
});
