import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  aucklandWallClockInstant,
  CUTOFF_REMINDER_MESSAGES,
  type CutoffReminderPreference,
  cutoffReminderDue,
  cutoffReminderPreferenceSchema,
  reminderDaysText,
} from './cutoff-reminder.ts';
import { deliveryProcessingDate } from './delivery-zones.ts';
import { closedDays } from './holidays.ts';
import { instants, nzWallClock } from './nz-time.fixture.ts';

const every: CutoffReminderPreference = { enabled: true, hoursBefore: 6, weekdays: [1, 2, 3, 4, 5, 6] };

describe('cutoffReminderDue', () => {
  it.each<[string, string, CutoffReminderPreference, number, string | null]>([
    // [instant, Auckland wall clock, preference, cutoff hour, processing date reminded of (null: not due)]
    ['2026-12-03T09:59:00Z', 'Thu 22:59 NZDT', every, 5, null],
    ['2026-12-03T10:00:00Z', 'Thu 23:00 NZDT', every, 5, '2026-12-04'],
    ['2026-12-03T15:59:00Z', 'Fri 04:59 NZDT', every, 5, '2026-12-04'],
    // At the cutoff the order goes to Saturday, whose reminder is not due until Fri 23:00.
    ['2026-12-03T16:00:00Z', 'Fri 05:00 NZDT', every, 5, null],
    ['2026-12-03T14:59:00Z', 'Fri 03:59 NZDT', { ...every, hoursBefore: 1 }, 5, null],
    ['2026-12-03T15:00:00Z', 'Fri 04:00 NZDT', { ...every, hoursBefore: 1 }, 5, '2026-12-04'],
    ['2026-12-03T03:59:00Z', 'Thu 16:59 NZDT', { ...every, hoursBefore: 12 }, 5, null],
    ['2026-12-03T04:00:00Z', 'Thu 17:00 NZDT', { ...every, hoursBefore: 12 }, 5, '2026-12-04'],
    // Only the chosen weekdays of the processing date: Friday's is not Thursday's.
    ['2026-12-03T10:00:00Z', 'Thu 23:00 NZDT', { ...every, weekdays: [4] }, 5, null],
    ['2026-12-03T10:00:00Z', 'Thu 23:00 NZDT', { ...every, weekdays: [5] }, 5, '2026-12-04'],
    ['2026-12-03T10:00:00Z', 'Thu 23:00 NZDT', { ...every, enabled: false }, 5, null],
    // A midday cutoff: due the same morning.
    ['2026-12-03T18:59:00Z', 'Fri 07:59 NZDT', every, 14, null],
    ['2026-12-03T19:00:00Z', 'Fri 08:00 NZDT', every, 14, '2026-12-04'],
    // Saturday after its cutoff orders for Monday, reminded on Sunday evening.
    ['2026-12-06T04:00:00Z', 'Sun 17:00 NZDT', { ...every, hoursBefore: 12 }, 5, '2026-12-07'],
    ['2026-12-05T10:00:00Z', 'Sat 23:00 NZDT', every, 5, null],
    // Daylight saving starts Sun 2026-09-27 02:00 NZST → 03:00 NZDT: Monday's 05:00 cutoff less 12 hours is
    // Sunday 17:00 NZDT, 04:00Z (a fixed +12 offset would say 05:00Z).
    ['2026-09-27T03:59:00Z', 'Sun 16:59 NZDT', { ...every, hoursBefore: 12 }, 5, null],
    ['2026-09-27T04:00:00Z', 'Sun 17:00 NZDT', { ...every, hoursBefore: 12 }, 5, '2026-09-28'],
    // Daylight saving ends Sun 2026-04-05 03:00 NZDT → 02:00 NZST, and Monday 6 April is Easter Monday: the
    // order goes to Tuesday, reminded Monday 23:00 NZST (11:00Z), and not on Sunday evening.
    ['2026-04-05T05:00:00Z', 'Sun 17:00 NZST', { ...every, hoursBefore: 12 }, 5, null],
    ['2026-04-06T10:59:00Z', 'Mon 22:59 NZST', every, 5, null],
    ['2026-04-06T11:00:00Z', 'Mon 23:00 NZST', every, 5, '2026-04-07'],
  ])('at %s (%s) → %s', (instant, _wall, preference, cutoffHour, expected) => {
    const due = cutoffReminderDue(preference, new Date(instant), cutoffHour, closedDays());
    expect(due?.processingDate ?? null).toBe(expected);
  });

  it('says from when and until when, in elapsed hours', () => {
    const due = cutoffReminderDue(every, new Date('2026-12-03T12:00:00Z'), 5);
    expect(due).toEqual({
      processingDate: '2026-12-04',
      sendFrom: new Date('2026-12-03T10:00:00Z'),
      cutoffAt: new Date('2026-12-03T16:00:00Z'),
    });
  });

  it('skips a staff closed day as an order would', () => {
    const closed = closedDays([{ date: '2026-12-04', name: 'Stocktake' }]);
    // Thu 23:00: an order placed now goes to Saturday (Friday closed), whose reminder is due Fri 23:00.
    expect(cutoffReminderDue(every, new Date('2026-12-03T10:00:00Z'), 5, closed)).toBeNull();
    expect(cutoffReminderDue(every, new Date('2026-12-04T10:00:00Z'), 5, closed)?.processingDate).toBe(
      '2026-12-05',
    );
  });

  it('is due only inside the window before the cutoff of a chosen weekday, at any instant', () => {
    fc.assert(
      fc.property(
        instants,
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 1, max: 12 }),
        fc.subarray([1, 2, 3, 4, 5, 6]),
        (now, cutoffHour, hoursBefore, weekdays) => {
          const due = cutoffReminderDue({ enabled: true, hoursBefore, weekdays }, now, cutoffHour);
          if (!due) return;
          expect(weekdays).toContain(new Date(`${due.processingDate}T00:00:00Z`).getUTCDay());
          expect(now.getTime()).toBeGreaterThanOrEqual(due.sendFrom.getTime());
          expect(now.getTime()).toBeLessThan(due.cutoffAt.getTime());
          expect(due.cutoffAt.getTime() - due.sendFrom.getTime()).toBe(hoursBefore * 3_600_000);
          expect(nzWallClock(due.cutoffAt.getTime())).toMatchObject({
            date: due.processingDate,
            hour: cutoffHour,
          });
        },
      ),
    );
  });
});

describe('cutoffReminderDue for a customer in a delivery zone', () => {
  // Central: Tuesday and Thursday, the shop's 05:00 cutoff.
  const central = { weekdays: [2, 4], cutoffHour: null };
  const remindFor = (
    instant: string,
    zone: typeof central | { weekdays: number[]; cutoffHour: number },
    p = every,
  ) => cutoffReminderDue(p, new Date(instant), 5, closedDays(), zone)?.processingDate ?? null;

  it.each<[string, string, string | null]>([
    // Monday 23:00 NZDT: a delivery order placed now is Tuesday's, whose cutoff is 05:00.
    ['2026-12-07T10:00:00Z', 'Mon 23:00 NZDT', '2026-12-08'],
    // Wednesday 23:00: Thursday's.
    ['2026-12-09T10:00:00Z', 'Wed 23:00 NZDT', '2026-12-10'],
    // Thursday 23:00: the next delivery is Tuesday, not Friday; its window opens Monday 23:00.
    ['2026-12-10T10:00:00Z', 'Thu 23:00 NZDT', null],
    ['2026-12-14T09:59:00Z', 'Mon 22:59 NZDT', null],
  ])('at %s (%s) → %s', (instant, _wall, expected) => {
    expect(remindFor(instant, central)).toBe(expected);
  });

  it('reminds before the zone’s earlier cutoff, not the shop’s', () => {
    // A 02:00 cutoff: Tuesday's reminder 6 hours before is due from Monday 20:00 NZDT until Tuesday 02:00.
    const early = { weekdays: [2, 4], cutoffHour: 2 };
    expect(remindFor('2026-12-07T06:59:00Z', early)).toBeNull();
    expect(cutoffReminderDue(every, new Date('2026-12-07T07:00:00Z'), 5, closedDays(), early)).toEqual({
      processingDate: '2026-12-08',
      sendFrom: new Date('2026-12-07T07:00:00Z'),
      cutoffAt: new Date('2026-12-07T13:00:00Z'),
    });
    // At 03:00 the shop's cutoff is still ahead, but Tuesday's delivery has closed.
    expect(remindFor('2026-12-07T14:00:00Z', early)).toBeNull();
  });

  it('goes by the weekdays of the delivery day the customer chose', () => {
    expect(remindFor('2026-12-07T10:00:00Z', central, { ...every, weekdays: [4] })).toBeNull();
    expect(remindFor('2026-12-09T10:00:00Z', central, { ...every, weekdays: [4] })).toBe('2026-12-10');
  });

  it('is always for the date a delivery order placed at that moment gets, before its cutoff', () => {
    fc.assert(
      fc.property(
        instants,
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 1, max: 12 }),
        fc.subarray([1, 2, 3, 4, 5, 6], { minLength: 1 }),
        fc.option(fc.integer({ min: 0, max: 23 }), { nil: null }),
        (now, cutoffHour, hoursBefore, weekdays, zoneCutoff) => {
          const zone = { weekdays, cutoffHour: zoneCutoff };
          const preference = { enabled: true, hoursBefore, weekdays: [1, 2, 3, 4, 5, 6] };
          const due = cutoffReminderDue(preference, now, cutoffHour, closedDays(), zone);
          if (!due) return;
          expect(due.processingDate).toBe(deliveryProcessingDate(now, cutoffHour, closedDays(), zone).date);
          expect(weekdays).toContain(new Date(`${due.processingDate}T00:00:00Z`).getUTCDay());
          // An order placed just before the cutoff still gets that date; just after, it does not.
          const justBefore = new Date(due.cutoffAt.getTime() - 1);
          expect(deliveryProcessingDate(justBefore, cutoffHour, closedDays(), zone).date).toBe(
            due.processingDate,
          );
          expect(deliveryProcessingDate(due.cutoffAt, cutoffHour, closedDays(), zone).date).not.toBe(
            due.processingDate,
          );
        },
      ),
    );
  });
});

describe('aucklandWallClockInstant', () => {
  it.each([
    ['2026-12-04', 5, '2026-12-03T16:00:00.000Z'],
    ['2026-06-04', 5, '2026-06-03T17:00:00.000Z'],
    // Clocks go forward at 02:00: 02:00 does not exist, the instant is the jump's (03:00 NZDT).
    ['2026-09-27', 2, '2026-09-26T14:00:00.000Z'],
    ['2026-09-27', 3, '2026-09-26T14:00:00.000Z'],
    // Clocks go back at 03:00: 02:00 happens twice, the first (NZDT) is taken.
    ['2026-04-05', 2, '2026-04-04T13:00:00.000Z'],
  ])('%s %i:00 → %s', (date, hour, expected) => {
    expect(aucklandWallClockInstant(date, hour).toISOString()).toBe(expected);
  });
});

describe('cutoffReminderPreferenceSchema', () => {
  const parse = (input: unknown) => cutoffReminderPreferenceSchema.safeParse(input);
  const messageOf = (input: unknown) => {
    const result = parse(input);
    return result.success ? null : result.error.issues[0]?.message;
  };

  it('accepts 1 to 12 hours and Monday to Saturday, sorted and without repeats', () => {
    expect(parse({ enabled: true, hoursBefore: 12, weekdays: [6, 1, 1] }).data).toEqual({
      enabled: true,
      hoursBefore: 12,
      weekdays: [1, 6],
    });
    expect(parse({ enabled: true, hoursBefore: 1, weekdays: [3] }).success).toBe(true);
    expect(parse({ enabled: false, hoursBefore: 6, weekdays: [] }).success).toBe(true);
  });

  it.each<[unknown, string]>([
    [{ enabled: true, hoursBefore: 0, weekdays: [1] }, CUTOFF_REMINDER_MESSAGES.hours],
    [{ enabled: true, hoursBefore: 13, weekdays: [1] }, CUTOFF_REMINDER_MESSAGES.hours],
    [{ enabled: true, hoursBefore: 2.5, weekdays: [1] }, CUTOFF_REMINDER_MESSAGES.hours],
    [{ enabled: true, hoursBefore: 6, weekdays: [0] }, CUTOFF_REMINDER_MESSAGES.weekday],
    [{ enabled: true, hoursBefore: 6, weekdays: [7] }, CUTOFF_REMINDER_MESSAGES.weekday],
    [{ enabled: true, hoursBefore: 6, weekdays: [] }, CUTOFF_REMINDER_MESSAGES.noDays],
  ])('refuses %j: %s', (input, message) => {
    expect(messageOf(input)).toBe(message);
  });
});

describe('reminderDaysText', () => {
  it.each([
    [[1, 2, 3, 4, 5, 6], 'Mon–Sat'],
    [[5, 1, 3], 'Mon Wed Fri'],
  ])('%j → %s', (days, text) => {
    expect(reminderDaysText(days)).toBe(text);
  });
});
