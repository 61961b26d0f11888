import { describe, expect, it } from 'vitest';
import { formatClockTime, formatTimeAndDay } from './dates.ts';
import { cleanReceivedBy, deliveredText, RECEIVED_BY_MAX, receivedByProblem } from './delivery-proof.ts';
import { receivedBySchema } from './delivery-proof-schema.ts';

describe('the name a delivery is recorded to', () => {
  it.each([
    ['Sam', null],
    ['  Sam   Cook ', null],
    ['', 'Enter who took the delivery.'],
    ['   ', 'Enter who took the delivery.'],
    ['x'.repeat(RECEIVED_BY_MAX), null],
    ['x'.repeat(RECEIVED_BY_MAX + 1), 'The name may be at most 80 characters.'],
  ])('%j: %s', (name, problem) => {
    expect(receivedByProblem(name)).toBe(problem);
  });

  it('is kept trimmed, with single spaces', () => {
    expect(cleanReceivedBy('  Mere \t Tane  ')).toBe('Mere Tane');
  });

  it('is checked the same way by the forms before they send it', () => {
    expect(receivedBySchema.parse('  Sam  Cook ')).toBe('Sam Cook');
    expect(receivedBySchema.safeParse('   ').error?.issues[0]?.message).toBe('Enter who took the delivery.');
    expect(receivedBySchema.safeParse('x'.repeat(81)).error?.issues[0]?.message).toBe(
      'The name may be at most 80 characters.',
    );
  });
});

describe('how a delivery reads', () => {
  // 08/12/2026 10:42 am in Auckland (NZDT, UTC+13).
  const deliveredAt = '2026-12-07T21:42:00.000Z';

  it('gives the time alone on the day, in Auckland', () => {
    expect(deliveredText({ deliveredAt, receivedBy: 'Sam' }, Date.parse('2026-12-08T10:00:00Z'))).toBe(
      'Delivered 10:42 am to Sam',
    );
  });

  it('gives the date too on a later day', () => {
    expect(deliveredText({ deliveredAt, receivedBy: 'Sam' }, Date.parse('2026-12-08T11:30:00Z'))).toBe(
      'Delivered 10:42 am on 08/12/2026 to Sam',
    );
  });

  it.each([
    ['2026-12-07T11:00:00Z', '12:00 am'],
    ['2026-12-07T23:30:00Z', '12:30 pm'],
    ['2026-06-30T12:05:00Z', '12:05 am'], // NZST, UTC+12
    ['2026-12-08T10:59:00Z', '11:59 pm'],
  ])('clock time of %s is %s', (instant, text) => {
    expect(formatClockTime(instant)).toBe(text);
  });
});

describe('when something happened', () => {
  const now = Date.parse('2025-03-05T01:00:00.000Z'); // 2:00 pm on 05/03/2025 in Auckland
  it.each([
    ['2025-03-04T20:05:00.000Z', '9:05 am'],
    ['2025-03-04T10:05:00.000Z', '11:05 pm on 04/03/2025'],
    ['2025-03-05T10:59:00.000Z', '11:59 pm'],
  ])('%s reads %s', (instant, text) => {
    expect(formatTimeAndDay(instant, now)).toBe(text);
  });
});
