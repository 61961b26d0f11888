import { describe, expect, it } from 'vitest';
import {
  nextRecurringListState,
  readRecurringListState,
  writeRecurringListState,
} from './recurring-list-state';

const read = (query: string) => readRecurringListState(new URLSearchParams(query));

describe('the recurring orders list state in the address', () => {
  it('starts on ALL, no search, the first page of 25', () => {
    expect(read('')).toEqual({ filter: 'ALL', search: '', page: 0, pageSize: 25 });
  });

  it('reads the frequency in any case, the search, page and size; nonsense falls back', () => {
    expect(read('frequency=weekly&search=%20bistro%20&page=3&size=50')).toEqual({
      filter: 'WEEKLY',
      search: 'bistro',
      page: 2,
      pageSize: 50,
    });
    expect(read('frequency=MONTHLY&page=-4&size=7')).toEqual({
      filter: 'ALL',
      search: '',
      page: 0,
      pageSize: 25,
    });
  });

  it('writes only what differs from the defaults, and reads back the same', () => {
    expect(writeRecurringListState(read('')).toString()).toBe('');
    const state = { filter: 'FORTNIGHTLY', search: 'harbour eats', page: 1, pageSize: 100 } as const;
    const written = writeRecurringListState(state);
    expect(written.toString()).toBe('frequency=FORTNIGHTLY&search=harbour+eats&page=2&size=100');
    expect(readRecurringListState(written)).toEqual(state);
  });

  it('goes back to the first page when the filter, search or size changes, not when only the page does', () => {
    const onPage3 = { filter: 'ALL', search: '', page: 2, pageSize: 25 } as const;
    expect(nextRecurringListState(onPage3, { filter: 'DAILY' }).page).toBe(0);
    expect(nextRecurringListState(onPage3, { search: 'bistro' }).page).toBe(0);
    expect(nextRecurringListState(onPage3, { pageSize: 50 }).page).toBe(0);
    expect(nextRecurringListState(onPage3, { search: '' }).page).toBe(2);
    expect(nextRecurringListState(onPage3, { page: 4 }).page).toBe(4);
  });
});
