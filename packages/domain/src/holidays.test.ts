import { describe, expect, it } from 'vitest';
import { weekdayOf } from './dates.ts';
import { closedDays, easterSunday, MATARIKI_DATES, nextProcessingDay, nzPublicHolidays } from './holidays.ts';

const dates = (year: number) => Object.fromEntries(nzPublicHolidays(year).map((h) => [h.name, h.date]));

describe('nzPublicHolidays', () => {
  it('lists 2026 as gazetted: Saturday holidays kept, and their Mondayised day too', () => {
    expect(dates(2026)).toEqual({
      "New Year's Day": '2026-01-01',
      "Day after New Year's Day": '2026-01-02',
      'Waitangi Day': '2026-02-06',
      'Good Friday': '2026-04-03',
      'Easter Monday': '2026-04-06',
      'Anzac Day': '2026-04-25',
      'Anzac Day (observed)': '2026-04-27',
      "King's Birthday": '2026-06-01',
      Matariki: '2026-07-10',
      'Labour Day': '2026-10-26',
      'Christmas Day': '2026-12-25',
      'Boxing Day': '2026-12-26',
      'Boxing Day (observed)': '2026-12-28',
    });
  });

  it('Mondayises the weekend holidays of 2027', () => {
    expect(dates(2027)).toEqual({
      "New Year's Day": '2027-01-01',
      "Day after New Year's Day": '2027-01-02',
      "Day after New Year's Day (observed)": '2027-01-04',
      'Waitangi Day': '2027-02-06',
      'Waitangi Day (observed)': '2027-02-08',
      'Good Friday': '2027-03-26',
      'Easter Monday': '2027-03-29',
      'Anzac Day (observed)': '2027-04-26',
      "King's Birthday": '2027-06-07',
      Matariki: '2027-06-25',
      'Labour Day': '2027-10-25',
      'Christmas Day': '2027-12-25',
      'Christmas Day (observed)': '2027-12-27',
      'Boxing Day (observed)': '2027-12-28',
    });
  });

  it('moves the pairs of holidays as the Holidays Act does', () => {
    // 2022: 1 Jan Saturday, 2 Jan Sunday; Christmas on a Sunday, Boxing Day on the Monday.
    expect(dates(2022)).toMatchObject({
      "New Year's Day": '2022-01-01',
      "New Year's Day (observed)": '2022-01-03',
      "Day after New Year's Day (observed)": '2022-01-04',
      'Christmas Day (observed)': '2022-12-27',
      'Boxing Day': '2022-12-26',
    });
    // 2023: 1 Jan Sunday.
    expect(dates(2023)).toMatchObject({
      "New Year's Day (observed)": '2023-01-03',
      "Day after New Year's Day": '2023-01-02',
    });
  });

  it("lists 2022 as gazetted: Queen's Birthday, and the one-off Queen Elizabeth II Memorial Day", () => {
    expect(dates(2022)).toEqual({
      "New Year's Day": '2022-01-01',
      "New Year's Day (observed)": '2022-01-03',
      "Day after New Year's Day (observed)": '2022-01-04',
      'Waitangi Day (observed)': '2022-02-07',
      'Good Friday': '2022-04-15',
      'Easter Monday': '2022-04-18',
      'Anzac Day': '2022-04-25',
      "Queen's Birthday": '2022-06-06',
      Matariki: '2022-06-24',
      'Queen Elizabeth II Memorial Day': '2022-09-26',
      'Labour Day': '2022-10-24',
      'Boxing Day': '2022-12-26',
      'Christmas Day (observed)': '2022-12-27',
    });
    expect(closedDays()('2022-09-26')).toBe('Queen Elizabeth II Memorial Day');
    expect(nzPublicHolidays(2023).some((h) => h.name === 'Queen Elizabeth II Memorial Day')).toBe(false);
  });

  it("names the June holiday Queen's Birthday up to 2022 and King's Birthday from 2023", () => {
    const june = (year: number) =>
      nzPublicHolidays(year).find((h) => h.date.slice(5, 7) === '06' && h.name !== 'Matariki');
    expect(june(2021)).toEqual({ date: '2021-06-07', name: "Queen's Birthday" });
    expect(june(2022)).toEqual({ date: '2022-06-06', name: "Queen's Birthday" });
    expect(june(2023)).toEqual({ date: '2023-06-05', name: "King's Birthday" });
  });

  it('knows Easter across years', () => {
    expect(['2024', '2025', '2026', '2027', '2038'].map((y) => easterSunday(Number(y)))).toEqual([
      '2024-03-31',
      '2025-04-20',
      '2026-04-05',
      '2027-03-28',
      '2038-04-25',
    ]);
  });

  it('keeps no Sunday, observes on weekdays, Matariki on a Friday', () => {
    for (let year = 2022; year <= 2052; year++) {
      for (const h of nzPublicHolidays(year)) {
        expect(weekdayOf(h.date)).not.toBe(0);
        if (h.name.endsWith('(observed)')) expect(weekdayOf(h.date)).not.toBe(6);
      }
      expect(weekdayOf(MATARIKI_DATES[year] ?? '')).toBe(5);
    }
    expect(nzPublicHolidays(2053).some((h) => h.name === 'Matariki')).toBe(false);
  });
});

describe('closed days', () => {
  const closed = closedDays([
    { date: '2026-12-29', name: 'Christmas shutdown' },
    { date: '2026-12-30', name: 'Christmas shutdown' },
  ]);

  it("names public holidays before staff's closed days, and open days as null", () => {
    expect(closed('2026-07-10')).toBe('Matariki');
    expect(closed('2026-12-29')).toBe('Christmas shutdown');
    expect(closed('2026-12-31')).toBeNull();
  });

  it('finds the next processing day past Sundays and closed days', () => {
    expect(nextProcessingDay('2026-12-24', closed)).toEqual({ date: '2026-12-24', skipped: [] });
    expect(nextProcessingDay('2026-12-25', closed)).toEqual({
      date: '2026-12-31',
      skipped: [
        { date: '2026-12-25', name: 'Christmas Day' },
        { date: '2026-12-26', name: 'Boxing Day' },
        { date: '2026-12-28', name: 'Boxing Day (observed)' },
        { date: '2026-12-29', name: 'Christmas shutdown' },
        { date: '2026-12-30', name: 'Christmas shutdown' },
      ],
    });
    expect(() => nextProcessingDay('2026-01-01', () => 'Closed')).toThrow(RangeError);
  });
});
