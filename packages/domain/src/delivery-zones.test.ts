import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { processingDate } from './cutoff.ts';
import { addDays, weekdayOf } from './dates.ts';
import { deliveryZoneSchema } from './delivery-zone-schema.ts';
import {
  DELIVERY_WEEKDAYS,
  type DeliveryDate,
  type DeliveryZone,
  deliveryDaysText,
  deliveryProcessingDate,
  nextDeliveryDayText,
  underZoneMinimum,
  zoneClosedDays,
  zoneCutoffHour,
  zoneMinimumMessage,
} from './delivery-zones.ts';
import {
  type ClosedDay,
  type ClosedDayLookup,
  closedDays,
  isProcessingDay,
  nzPublicHolidays,
} from './holidays.ts';
import { cents } from './money.ts';
import { daysBetween, nzWallClock } from './nz-time.fixture.ts';
import { runsBetween } from './recurring.ts';

type Zone = Pick<DeliveryZone, 'weekdays' | 'cutoffHour'>;

const TUE_THU: Zone = { weekdays: [2, 4], cutoffHour: null };
const MON_SAT: Zone = { weekdays: [1, 6], cutoffHour: null };
const SATURDAY_ONLY: Zone = { weekdays: [6], cutoffHour: null };

/** Public holidays only. */
const holidays = closedDays();
/** Not even public holidays: only Sundays are closed. */
const NOTHING_CLOSED: ClosedDayLookup = () => null;

const expected = (
  date: string,
  { moved = true, reason = 'after-cutoff', closed = [], waitedForVan = false }: Partial<DeliveryDate> = {},
): DeliveryDate => ({ date, moved, reason, closed, waitedForVan });

describe('zoneCutoffHour', () => {
  it.each<[Pick<DeliveryZone, 'cutoffHour'> | null, number, number]>([
    [null, 5, 5],
    [{ cutoffHour: null }, 5, 5],
    [{ cutoffHour: 3 }, 5, 3],
    [{ cutoffHour: 0 }, 5, 0], // 0 is a cutoff, not "none"
    [{ cutoffHour: 5 }, 5, 5],
    [{ cutoffHour: 7 }, 5, 5], // a later zone cutoff is ignored
    [{ cutoffHour: 23 }, 0, 0],
  ])('zone %j, shop %d → %d', (zone, shop, hour) => {
    expect(zoneCutoffHour(zone, shop)).toBe(hour);
  });
});

describe('deliveryProcessingDate', () => {
  // Monday 23 November 2026 to Tuesday 1 December 2026 (NZDT, UTC+13): no public holidays.
  it.each<[string, string, Zone, DeliveryDate]>([
    // [instant, Auckland wall clock, zone, result (shop cutoff 05:00)]
    ['2026-11-23T07:00:00Z', 'Mon 20:00 NZDT', TUE_THU, expected('2026-11-24')],
    [
      '2026-11-23T15:59:00Z',
      'Tue 04:59 NZDT',
      TUE_THU,
      expected('2026-11-24', { moved: false, reason: 'none' }),
    ],
    ['2026-11-23T16:00:00Z', 'Tue 05:00 NZDT', TUE_THU, expected('2026-11-26', { waitedForVan: true })],
    [
      '2026-11-24T14:00:00Z',
      'Wed 03:00 NZDT',
      TUE_THU,
      expected('2026-11-26', { reason: 'none', waitedForVan: true }),
    ],
    [
      '2026-11-25T15:59:00Z',
      'Thu 04:59 NZDT',
      TUE_THU,
      expected('2026-11-26', { moved: false, reason: 'none' }),
    ],
    ['2026-11-25T17:00:00Z', 'Thu 06:00 NZDT', TUE_THU, expected('2026-12-01', { waitedForVan: true })],
    [
      '2026-11-27T15:59:00Z',
      'Sat 04:59 NZDT',
      TUE_THU,
      expected('2026-12-01', { reason: 'none', waitedForVan: true }),
    ],
    ['2026-11-27T17:00:00Z', 'Sat 06:00 NZDT', TUE_THU, expected('2026-12-01', { waitedForVan: true })],
    [
      '2026-11-28T21:00:00Z',
      'Sun 10:00 NZDT',
      TUE_THU,
      expected('2026-12-01', { reason: 'sunday', waitedForVan: true }),
    ],
    ['2026-11-30T10:59:00Z', 'Mon 23:59 NZDT', TUE_THU, expected('2026-12-01')],
    // Saturday only: Saturday before the cutoff is that day; after it, a week on.
    [
      '2026-11-27T15:59:00Z',
      'Sat 04:59 NZDT',
      SATURDAY_ONLY,
      expected('2026-11-28', { moved: false, reason: 'none' }),
    ],
    ['2026-11-27T16:00:00Z', 'Sat 05:00 NZDT', SATURDAY_ONLY, expected('2026-12-05', { waitedForVan: true })],
    [
      '2026-11-28T21:00:00Z',
      'Sun 10:00 NZDT',
      SATURDAY_ONLY,
      expected('2026-12-05', { reason: 'sunday', waitedForVan: true }),
    ],
    ['2026-11-22T21:00:00Z', 'Mon 10:00 NZDT', SATURDAY_ONLY, expected('2026-11-28', { waitedForVan: true })],
    ['2026-11-26T10:59:00Z', 'Thu 23:59 NZDT', SATURDAY_ONLY, expected('2026-11-28', { waitedForVan: true })],
    // The van goes every day the shop does: the cutoff rule's date.
    [
      '2026-11-23T16:00:00Z',
      'Tue 05:00 NZDT',
      { weekdays: DELIVERY_WEEKDAYS, cutoffHour: null },
      expected('2026-11-25'),
    ],
  ])('%s (%s), zone %j → %j', (iso, _wallClock, zone, result) => {
    expect(deliveryProcessingDate(new Date(iso), 5, holidays, zone)).toEqual(result);
  });

  describe("a zone's earlier cutoff", () => {
    const tuesday0400 = new Date('2026-11-23T15:00:00Z'); // Tue 24/11/2026 04:00 NZDT

    it("moves the zone's orders at 04:00 with a 03:00 zone cutoff and a 05:00 shop cutoff", () => {
      expect(deliveryProcessingDate(tuesday0400, 5, holidays, { weekdays: [2, 4], cutoffHour: 3 })).toEqual(
        expected('2026-11-26', { waitedForVan: true }),
      );
    });

    it('leaves a customer in no zone, or in a zone without its own cutoff, on Tuesday', () => {
      expect(deliveryProcessingDate(tuesday0400, 5, holidays, null)).toEqual(
        expected('2026-11-24', { moved: false, reason: 'none' }),
      );
      expect(deliveryProcessingDate(tuesday0400, 5, holidays, TUE_THU).date).toBe('2026-11-24');
    });

    it('counts a 00:00 zone cutoff (not taken as "no cutoff")', () => {
      const tuesday0030 = new Date('2026-11-23T11:30:00Z'); // Tue 00:30 NZDT
      expect(deliveryProcessingDate(tuesday0030, 5, holidays, { weekdays: [2, 4], cutoffHour: 0 }).date).toBe(
        '2026-11-26',
      );
      expect(
        deliveryProcessingDate(tuesday0030, 5, holidays, { weekdays: [2, 4], cutoffHour: null }).date,
      ).toBe('2026-11-24');
    });

    it("ignores a zone cutoff later than the shop's", () => {
      const tuesday0530 = new Date('2026-11-23T16:30:00Z'); // Tue 05:30 NZDT
      expect(deliveryProcessingDate(tuesday0530, 5, holidays, { weekdays: [2, 4], cutoffHour: 7 })).toEqual(
        expected('2026-11-26', { waitedForVan: true }),
      );
      const tuesday0459 = new Date('2026-11-23T15:59:00Z'); // Tue 04:59 NZDT
      expect(deliveryProcessingDate(tuesday0459, 5, holidays, { weekdays: [2, 4], cutoffHour: 7 }).date).toBe(
        '2026-11-24',
      );
    });
  });

  describe('closed days', () => {
    const tuesday0500 = new Date('2026-11-23T16:00:00Z'); // Tue 24/11/2026 05:00 NZDT

    it("waits for the van's next day past a closed zone day, and names it", () => {
      const closed = closedDays([{ date: '2026-11-26', name: 'Stocktake' }]);
      expect(deliveryProcessingDate(tuesday0500, 5, closed, TUE_THU)).toEqual(
        expected('2026-12-01', { waitedForVan: true, closed: [{ date: '2026-11-26', name: 'Stocktake' }] }),
      );
      // Without the zone the order is processed on the Wednesday.
      expect(deliveryProcessingDate(tuesday0500, 5, closed, null).date).toBe('2026-11-25');
    });

    it("lists the cutoff rule's closed days first, then the zone days passed over, and not other closed days", () => {
      const closed = closedDays([
        { date: '2026-11-25', name: 'Stocktake' }, // Wednesday: the cutoff rule's date moves to Thursday
        { date: '2026-11-27', name: 'Staff day off' }, // Friday: not a zone day, not listed
        { date: '2026-12-01', name: 'Staff training' }, // Tuesday: the zone's day
      ]);
      expect(deliveryProcessingDate(tuesday0500, 5, closed, { weekdays: [2], cutoffHour: null })).toEqual(
        expected('2026-12-08', {
          waitedForVan: true,
          closed: [
            { date: '2026-11-25', name: 'Stocktake' },
            { date: '2026-12-01', name: 'Staff training' },
          ],
        }),
      );
    });

    it("does not wait when the cutoff rule's date, moved past a closed day, is a zone day", () => {
      const closed = closedDays([{ date: '2026-11-25', name: 'Stocktake' }]);
      expect(deliveryProcessingDate(tuesday0500, 5, closed, TUE_THU)).toEqual(
        expected('2026-11-26', { closed: [{ date: '2026-11-25', name: 'Stocktake' }] }),
      );
    });

    it('waits past Good Friday for a Friday zone', () => {
      // Wednesday 1 April 2026 06:00 NZDT → Thursday 2nd; Friday 3rd is Good Friday → Friday 10th.
      expect(
        deliveryProcessingDate(new Date('2026-03-31T17:00:00Z'), 5, holidays, {
          weekdays: [5],
          cutoffHour: null,
        }),
      ).toEqual(
        expected('2026-04-10', { waitedForVan: true, closed: [{ date: '2026-04-03', name: 'Good Friday' }] }),
      );
    });

    it('moves past Easter Monday by the cutoff rule, then waits a week for a Monday zone', () => {
      // Saturday 27 March 2027 06:00 NZDT → Monday 29th is Easter Monday → Tuesday 30th → Monday 5 April (NZST).
      expect(
        deliveryProcessingDate(new Date('2027-03-26T17:00:00Z'), 5, holidays, {
          weekdays: [1],
          cutoffHour: null,
        }),
      ).toEqual(
        expected('2027-04-05', {
          waitedForVan: true,
          closed: [{ date: '2027-03-29', name: 'Easter Monday' }],
        }),
      );
    });

    it('passes over every holiday at year end that falls on a zone day: more than a week can go by', () => {
      // Wednesday 23 December 2026 06:00 NZDT → Thursday 24th (not a zone day). Friday 25th Christmas,
      // Monday 28th Boxing Day (observed), Friday 1st New Year's Day, Monday 4th its day after (observed);
      // Saturday 26th and 2nd are closed too, but the van does not go on Saturdays.
      const result = deliveryProcessingDate(new Date('2026-12-22T17:00:00Z'), 5, holidays, {
        weekdays: [1, 5],
        cutoffHour: null,
      });
      expect(result).toEqual(
        expected('2027-01-08', {
          waitedForVan: true,
          closed: [
            { date: '2026-12-25', name: 'Christmas Day' },
            { date: '2026-12-28', name: 'Boxing Day (observed)' },
            { date: '2027-01-01', name: "New Year's Day" },
            { date: '2027-01-04', name: "Day after New Year's Day (observed)" },
          ],
        }),
      );
      expect(daysBetween('2026-12-24', result.date)).toBe(15);
    });

    it('skips Christmas and New Year falling on Saturdays for a Saturday zone', () => {
      // Monday 20 December 2027 10:00 NZDT → Tuesday 21st → Saturday 25th and 1st closed → Saturday 8 January.
      expect(deliveryProcessingDate(new Date('2027-12-19T21:00:00Z'), 5, holidays, SATURDAY_ONLY)).toEqual(
        expected('2028-01-08', {
          waitedForVan: true,
          closed: [
            { date: '2027-12-25', name: 'Christmas Day' },
            { date: '2028-01-01', name: "New Year's Day" },
          ],
        }),
      );
    });

    it('gives up with a RangeError rather than looping when the van never comes', () => {
      const now = new Date('2026-11-23T16:00:00Z');
      expect(() => deliveryProcessingDate(now, 5, holidays, { weekdays: [], cutoffHour: null })).toThrow(
        RangeError,
      );
      const everyTuesdayClosed: ClosedDayLookup = (date) =>
        weekdayOf(date) === 2 ? 'Closed Tuesdays' : null;
      expect(() =>
        deliveryProcessingDate(now, 5, everyTuesdayClosed, { weekdays: [2], cutoffHour: null }),
      ).toThrow(RangeError);
    });
  });

  describe('across daylight-saving changes (zone Monday and Saturday, cutoff 05:00)', () => {
    it.each<[string, string, string]>([
      // Daylight saving ends Sun 05/04/2026 03:00 NZDT → 02:00 NZST; Monday 6th is Easter Monday.
      ['2026-04-03T15:59:00Z', 'Sat 04:59 NZDT', '2026-04-04'],
      ['2026-04-03T16:00:00Z', 'Sat 05:00 NZDT', '2026-04-11'],
      ['2026-04-04T14:30:00Z', 'Sun 02:30 NZST', '2026-04-11'],
      ['2026-04-06T16:59:00Z', 'Tue 04:59 NZST', '2026-04-11'],
      // Daylight saving ends Sun 04/04/2027 03:00 NZDT → 02:00 NZST.
      ['2027-04-02T15:59:00Z', 'Sat 04:59 NZDT', '2027-04-03'],
      ['2027-04-02T16:00:00Z', 'Sat 05:00 NZDT', '2027-04-05'],
      ['2027-04-03T13:30:00Z', 'Sun 02:30 NZDT', '2027-04-05'],
      ['2027-04-03T14:30:00Z', 'Sun 02:30 NZST', '2027-04-05'],
      ['2027-04-04T15:59:00Z', 'Mon 03:59 NZST', '2027-04-05'],
      ['2027-04-04T16:30:00Z', 'Mon 04:30 NZST', '2027-04-05'], // 05:30 if read as NZDT
      ['2027-04-04T16:59:00Z', 'Mon 04:59 NZST', '2027-04-05'],
      ['2027-04-04T17:00:00Z', 'Mon 05:00 NZST', '2027-04-10'],
      // Daylight saving starts Sun 27/09/2026 02:00 NZST → 03:00 NZDT.
      ['2026-09-25T16:59:00Z', 'Sat 04:59 NZST', '2026-09-26'],
      ['2026-09-25T16:30:00Z', 'Sat 04:30 NZST', '2026-09-26'],
      ['2026-09-25T17:00:00Z', 'Sat 05:00 NZST', '2026-09-28'],
      ['2026-09-26T11:30:00Z', 'Sat 23:30 NZST', '2026-09-28'],
      ['2026-09-26T13:30:00Z', 'Sun 01:30 NZST', '2026-09-28'],
      ['2026-09-26T14:30:00Z', 'Sun 03:30 NZDT', '2026-09-28'],
      ['2026-09-27T15:30:00Z', 'Mon 04:30 NZDT', '2026-09-28'],
      ['2026-09-27T15:59:00Z', 'Mon 04:59 NZDT', '2026-09-28'],
      ['2026-09-27T16:00:00Z', 'Mon 05:00 NZDT', '2026-10-03'], // 04:00 if read as NZST
      // Daylight saving starts Sun 26/09/2027 02:00 NZST → 03:00 NZDT.
      ['2027-09-24T16:59:00Z', 'Sat 04:59 NZST', '2027-09-25'],
      ['2027-09-24T17:00:00Z', 'Sat 05:00 NZST', '2027-09-27'],
      ['2027-09-26T15:59:00Z', 'Mon 04:59 NZDT', '2027-09-27'],
      ['2027-09-26T16:00:00Z', 'Mon 05:00 NZDT', '2027-10-02'],
    ])('%s (%s) → %s', (iso, _wallClock, date) => {
      expect(deliveryProcessingDate(new Date(iso), 5, holidays, MON_SAT).date).toBe(date);
    });

    it('names Easter Monday, passed over by the cutoff rule on the weekend daylight saving ends', () => {
      expect(deliveryProcessingDate(new Date('2026-04-03T16:00:00Z'), 5, holidays, MON_SAT)).toEqual(
        expected('2026-04-11', {
          waitedForVan: true,
          closed: [{ date: '2026-04-06', name: 'Easter Monday' }],
        }),
      );
    });
  });
});

// Properties. Instants from 2026 to 2028 in Auckland, biased towards the daylight-saving changes and the days
// around public holidays, where the rules interact.
const NZ_2026_START = Date.UTC(2025, 11, 31, 11); // 2026-01-01 00:00 NZDT
const NZ_2028_END = Date.UTC(2028, 11, 31, 10, 59); // 2028-12-31 23:59 NZDT
const DST_CHANGES = [
  Date.UTC(2026, 3, 4, 14),
  Date.UTC(2026, 8, 26, 14),
  Date.UTC(2027, 3, 3, 14),
  Date.UTC(2027, 8, 25, 14),
  Date.UTC(2028, 3, 1, 14),
  Date.UTC(2028, 8, 23, 14),
];
const HOLIDAY_DATES = [2026, 2027, 2028].flatMap((year) => nzPublicHolidays(year).map((h) => h.date));
const clamp = (ms: number) => Math.min(Math.max(ms, NZ_2026_START), NZ_2028_END);
const minutesAround = (ms: number, before: number, after: number) =>
  fc.integer({ min: -before * 24 * 60, max: after * 24 * 60 }).map((m) => clamp(ms + m * 60_000));

const instants: fc.Arbitrary<Date> = fc
  .oneof(
    fc.integer({ min: NZ_2026_START, max: NZ_2028_END }),
    fc.constantFrom(...DST_CHANGES).chain((change) => minutesAround(change, 3, 3)),
    fc
      .constantFrom(...HOLIDAY_DATES)
      .chain((date) => minutesAround(Date.parse(`${date}T00:00:00+13:00`), 10, 1)),
  )
  .map((ms) => new Date(ms));

const hour = fc.integer({ min: 0, max: 23 });
const zones: fc.Arbitrary<Zone> = fc.record({
  weekdays: fc.subarray([1, 2, 3, 4, 5, 6], { minLength: 1 }),
  cutoffHour: fc.option(hour, { nil: null }),
});
/** Staff's closed days, as whole days from the Auckland date of the order (a few before it, most soon after). */
const staffOffsets = fc.uniqueArray(fc.integer({ min: -2, max: 24 }), { maxLength: 6 });

const staffClosedDays = (now: Date, offsets: readonly number[]): ClosedDay[] =>
  offsets.map((offset, i) => ({
    date: addDays(nzWallClock(now.getTime()).date, offset),
    name: `Staff day ${i}`,
  }));

/** The cutoff the zone's orders go by, worked out here rather than by zoneCutoffHour. */
const effectiveCutoff = (shop: number, zone: Zone | null) =>
  zone?.cutoffHour == null ? shop : Math.min(shop, zone.cutoffHour);

const daysFrom = (from: string, to: string): string[] =>
  Array.from({ length: daysBetween(from, to) }, (_, i) => addDays(from, i));

const RUNS = { numRuns: 300 };

describe('deliveryProcessingDate properties', () => {
  it("is the first of the zone's days the shop processes, on or after the cutoff rule's date", () => {
    fc.assert(
      fc.property(instants, hour, zones, staffOffsets, (now, shop, zone, offsets) => {
        const closed = closedDays(staffClosedDays(now, offsets));
        const base = processingDate(now, effectiveCutoff(shop, zone), closed);
        const result = deliveryProcessingDate(now, shop, closed, zone);
        // (a) a zone day, (b) a processing day,
        expect(zone.weekdays).toContain(weekdayOf(result.date));
        expect(isProcessingDay(result.date, closed)).toBe(true);
        // (c) on or after the cutoff rule's date,
        expect(daysBetween(base.date, result.date)).toBeGreaterThanOrEqual(0);
        // (d) and the first such day.
        const passed = daysFrom(base.date, result.date);
        for (const day of passed) {
          expect(zone.weekdays.includes(weekdayOf(day)) && isProcessingDay(day, closed)).toBe(false);
        }
        // The rest follows the cutoff rule, and lists the zone days passed over after its closed days.
        const skipped = passed
          .filter((day) => zone.weekdays.includes(weekdayOf(day)))
          .map((day) => ({ date: day, name: closed(day) }));
        expect(result).toEqual({
          date: result.date,
          moved: base.moved || result.date !== base.date,
          reason: base.reason,
          closed: [...base.closed, ...skipped],
          waitedForVan: result.date !== base.date,
        });
      }),
      RUNS,
    );
  });

  it('comes within 6 days of the cutoff rule’s date, and a week later for each closed zone day passed over', () => {
    // Each zone weekday comes once in any 7 days in a row, so past day 6 every week passed holds a zone day the
    // shop could not process. Public holidays can make that more than a week (year end above); staff's closed
    // days likewise.
    fc.assert(
      fc.property(instants, hour, zones, staffOffsets, (now, shop, zone, offsets) => {
        const closed = closedDays(staffClosedDays(now, offsets));
        const base = processingDate(now, effectiveCutoff(shop, zone), closed);
        const result = deliveryProcessingDate(now, shop, closed, zone);
        const waited = daysBetween(base.date, result.date);
        const zoneDaysClosed = result.closed.length - base.closed.length;
        expect(waited).toBeLessThanOrEqual(6 + 7 * zoneDaysClosed);
        const window = Array.from({ length: 7 }, (_, i) => addDays(base.date, i));
        if (window.every((day) => closed(day) === null)) expect(waited).toBeLessThanOrEqual(6);
        // With nothing closed at all (not even public holidays), never more than 6 days.
        const open = deliveryProcessingDate(now, shop, NOTHING_CLOSED, zone);
        expect(
          daysBetween(processingDate(now, effectiveCutoff(shop, zone)).date, open.date),
        ).toBeLessThanOrEqual(6);
        expect(open.closed).toEqual([]);
      }),
      RUNS,
    );
  });

  it('is exactly the cutoff rule’s date for a customer in no zone', () => {
    fc.assert(
      fc.property(instants, hour, staffOffsets, (now, shop, offsets) => {
        const closed = closedDays(staffClosedDays(now, offsets));
        expect(deliveryProcessingDate(now, shop, closed, null)).toEqual({
          ...processingDate(now, shop, closed),
          waitedForVan: false,
        });
      }),
      RUNS,
    );
  });

  it('is the cutoff rule’s date, with the earlier cutoff, when the van goes Monday to Saturday', () => {
    fc.assert(
      fc.property(
        instants,
        hour,
        fc.option(hour, { nil: null }),
        staffOffsets,
        (now, shop, zoneCutoff, offsets) => {
          const closed = closedDays(staffClosedDays(now, offsets));
          expect(
            deliveryProcessingDate(now, shop, closed, {
              weekdays: DELIVERY_WEEKDAYS,
              cutoffHour: zoneCutoff,
            }),
          ).toEqual({
            ...processingDate(now, effectiveCutoff(shop, { cutoffHour: zoneCutoff, weekdays: [] }), closed),
            waitedForVan: false,
          });
        },
      ),
      RUNS,
    );
  });

  it("ignores a zone cutoff at or after the shop's", () => {
    fc.assert(
      fc.property(instants, hour, hour, zones, (now, a, b, zone) => {
        const [shop, later] = a <= b ? [a, b] : [b, a];
        expect(deliveryProcessingDate(now, shop, holidays, { ...zone, cutoffHour: later })).toEqual(
          deliveryProcessingDate(now, shop, holidays, { ...zone, cutoffHour: null }),
        );
      }),
      RUNS,
    );
  });

  it('never goes backwards as time passes, and never later when the van goes on more days', () => {
    fc.assert(
      fc.property(
        instants,
        fc.integer({ min: 0, max: 8 * 24 * 60 }),
        hour,
        zones,
        fc.subarray([1, 2, 3, 4, 5, 6]),
        (now, minutes, shop, zone, extra) => {
          const later = new Date(now.getTime() + minutes * 60_000);
          const date = deliveryProcessingDate(now, shop, holidays, zone).date;
          expect(deliveryProcessingDate(later, shop, holidays, zone).date >= date).toBe(true);
          const moreDays = { ...zone, weekdays: [...new Set([...zone.weekdays, ...extra])] };
          expect(deliveryProcessingDate(now, shop, holidays, moreDays).date <= date).toBe(true);
        },
      ),
      RUNS,
    );
  });
});

describe('texts', () => {
  it.each<[readonly number[], string]>([
    [[2, 4], 'Tuesday and Thursday'],
    [[4, 2], 'Tuesday and Thursday'],
    [[5, 1, 3], 'Monday, Wednesday and Friday'],
    [[1, 2, 3, 4, 5, 6], 'Monday, Tuesday, Wednesday, Thursday, Friday and Saturday'],
    [[6], 'Saturday'],
    [[], ''],
  ])('deliveryDaysText(%j) is %j', (weekdays, text) => {
    expect(deliveryDaysText(Object.freeze([...weekdays]))).toBe(text);
  });

  it('leaves the days it is given in their order', () => {
    const weekdays = [5, 1, 3];
    deliveryDaysText(weekdays);
    expect(weekdays).toEqual([5, 1, 3]);
  });

  it('nextDeliveryDayText', () => {
    expect(nextDeliveryDayText('2026-12-08')).toBe('Your next delivery day is Tuesday 08/12/2026');
    expect(nextDeliveryDayText('2027-01-08')).toBe('Your next delivery day is Friday 08/01/2027');
  });
});

describe('zone minimum order', () => {
  const central = { name: 'Central', minimumOrder: cents(15000) };

  it('words the refusal for the customer and for staff', () => {
    expect(zoneMinimumMessage(central, cents(11240), 'customer')).toBe(
      'Orders for delivery to Central need at least $150.00 excl. GST; your trolley is $112.40.',
    );
    expect(zoneMinimumMessage(central, cents(11240), 'staff')).toBe(
      'Orders for delivery to Central need at least $150.00 excl. GST; this order is $112.40.',
    );
    expect(zoneMinimumMessage({ name: 'Rural North', minimumOrder: cents(250000) }, cents(0), 'staff')).toBe(
      'Orders for delivery to Rural North need at least $2,500.00 excl. GST; this order is $0.00.',
    );
  });

  it.each<[number, number, boolean]>([
    [15000, 11240, true],
    [15000, 14999, true],
    [15000, 15000, false],
    [15000, 15001, false],
    [0, 0, false],
    [0, 1, false],
  ])('minimum %d, sub-total %d → under: %s', (minimum, subtotal, under) => {
    expect(underZoneMinimum({ minimumOrder: cents(minimum) }, cents(subtotal))).toBe(under);
  });

  it('never refuses with no minimum, and refuses exactly below the minimum', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000_000 }), fc.nat({ max: 10_000_000 }), (minimum, subtotal) => {
        expect(underZoneMinimum({ minimumOrder: cents(0) }, cents(subtotal))).toBe(false);
        expect(underZoneMinimum({ minimumOrder: cents(minimum) }, cents(subtotal))).toBe(subtotal < minimum);
      }),
      RUNS,
    );
  });
});

describe('deliveryZoneSchema', () => {
  const good = {
    name: 'Central',
    weekdays: [2, 4],
    cutoffHour: null,
    freightChargeCents: 1500,
    freeFreightThresholdCents: 20000,
    minimumOrderCents: 15000,
  };

  it('accepts a good zone, trims its name, and sorts and de-duplicates its days', () => {
    expect(deliveryZoneSchema.parse(good)).toEqual(good);
    expect(
      deliveryZoneSchema.parse({ ...good, name: '  Rural North ', weekdays: [6, 1, 4, 1, 6], cutoffHour: 3 }),
    ).toEqual({ ...good, name: 'Rural North', weekdays: [1, 4, 6], cutoffHour: 3 });
  });

  it.each<[string, Record<string, unknown>]>([
    [
      'every day and no amounts',
      {
        weekdays: [1, 2, 3, 4, 5, 6],
        freightChargeCents: 0,
        freeFreightThresholdCents: 0,
        minimumOrderCents: 0,
      },
    ],
    [
      'the largest amounts',
      {
        freightChargeCents: 10_000_000,
        freeFreightThresholdCents: 10_000_000,
        minimumOrderCents: 10_000_000,
      },
    ],
    ['cutoff 00:00', { cutoffHour: 0 }],
    ['cutoff 23:00', { cutoffHour: 23 }],
    ['a 60-character name', { name: 'x'.repeat(60) }],
  ])('accepts %s', (_what, change) => {
    expect(deliveryZoneSchema.safeParse({ ...good, ...change }).success).toBe(true);
  });

  it.each<[string, Record<string, unknown>, [string, string]]>([
    ['an empty name', { name: '' }, ['name', 'Zone name is required']],
    ['a blank name', { name: '   ' }, ['name', 'Zone name is required']],
    ['a long name', { name: 'x'.repeat(61) }, ['name', 'Zone name can be at most 60 characters']],
    ['no days', { weekdays: [] }, ['weekdays', 'Choose at least one delivery day']],
    ['days that are not a list', { weekdays: undefined }, ['weekdays', 'Choose the days the van goes']],
    ['Sunday', { weekdays: [0, 2] }, ['weekdays', 'Delivery days are Monday to Saturday']],
    ['day 7', { weekdays: [7] }, ['weekdays', 'Delivery days are Monday to Saturday']],
    ['cutoff 24', { cutoffHour: 24 }, ['cutoffHour', 'Cutoff must be from 00:00 to 23:00']],
    ['cutoff -1', { cutoffHour: -1 }, ['cutoffHour', 'Cutoff must be from 00:00 to 23:00']],
    ['cutoff 4.5', { cutoffHour: 4.5 }, ['cutoffHour', 'Cutoff must be a whole hour']],
    [
      'fractional freight',
      { freightChargeCents: 1.5 },
      ['freightChargeCents', 'Freight charge must be in whole cents'],
    ],
    [
      'negative freight',
      { freightChargeCents: -1 },
      ['freightChargeCents', 'Freight charge cannot be negative'],
    ],
    [
      'a fractional threshold',
      { freeFreightThresholdCents: 100.25 },
      ['freeFreightThresholdCents', 'Free freight threshold must be in whole cents'],
    ],
    [
      'a threshold that is not a number',
      { freeFreightThresholdCents: '200' },
      ['freeFreightThresholdCents', 'Free freight threshold must be an amount'],
    ],
    [
      'a negative minimum',
      { minimumOrderCents: -100 },
      ['minimumOrderCents', 'Minimum order cannot be negative'],
    ],
    [
      'a minimum over $100,000',
      { minimumOrderCents: 10_000_001 },
      ['minimumOrderCents', 'Minimum order cannot be more than $100,000.00'],
    ],
  ])('refuses %s', (_what, change, issue) => {
    const parsed = deliveryZoneSchema.safeParse({ ...good, ...change });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([issue]);
  });

  it('refuses a fractional day', () => {
    const parsed = deliveryZoneSchema.safeParse({ ...good, weekdays: [2.5] });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path.join('.'))).toContain('weekdays.0');
  });
});

describe("zoneClosedDays: a zone customer's standing deliveries go on the van's days", () => {
  const central = { name: 'Central', weekdays: [2, 4] };

  it("adds the days the van does not go, named, to the shop's closed days", () => {
    const days = zoneClosedDays(holidays, central);
    expect(days('2026-12-07')).toBe('Central has no delivery on Mondays');
    expect(days('2026-12-08')).toBeNull();
    expect(days('2026-12-25')).toBe('Christmas Day');
    expect(zoneClosedDays(holidays, null)).toBe(holidays);
  });

  it('moves a Monday delivery to Tuesday, and makes one order of Monday and Tuesday', () => {
    const plan = { frequency: 'WEEKLY' as const, startingDate: '2026-12-01', selectedDays: [1, 2, 4] };
    const runs = runsBetween(plan, '2026-12-07', '2026-12-12', zoneClosedDays(holidays, central));
    expect(runs).toEqual([
      {
        dueDate: '2026-12-07',
        processingDate: '2026-12-08',
        movedPast: [{ date: '2026-12-07', name: 'Central has no delivery on Mondays' }],
        combined: ['2026-12-08'],
      },
      { dueDate: '2026-12-10', processingDate: '2026-12-10', movedPast: [], combined: [] },
    ]);
  });

  it("keeps a daily standing order to the van's days", () => {
    const plan = { frequency: 'DAILY' as const, startingDate: '2026-12-01', selectedDays: [] };
    const runs = runsBetween(plan, '2026-12-07', '2026-12-12', zoneClosedDays(holidays, central));
    expect(runs.map((run) => run.processingDate)).toEqual(['2026-12-08', '2026-12-10']);
  });
});
