import { describe, expect, test } from 'vitest';
import {
  loadRememberedFilter,
  nextOrdersListState,
  ORDER_FILTER_STORAGE_KEY,
  type OrdersListState,
  parseOrderFilter,
  readOrdersListState,
  rememberFilter,
  writeOrdersListState,
} from './orders-list-state';

const read = (query: string, remembered: string | null = null) =>
  readOrdersListState(new URLSearchParams(query), remembered);

const base: OrdersListState = { filter: 'PENDING', search: '', from: '', to: '', page: 0, pageSize: 25 };

describe('the orders list state in the address', () => {
  test('starts on PENDING, the first page of 25, no search or dates', () => {
    expect(read('')).toEqual(base);
  });

  test('the address wins over the remembered filter, which wins over PENDING', () => {
    expect(read('status=packed', 'ALL').filter).toBe('PACKED');
    expect(read('', 'DEFAULT').filter).toBe('DEFAULT');
    expect(read('status=nonsense', 'also-nonsense').filter).toBe('PENDING');
  });

  test('reads search, dates, page and size; ignores what is not valid', () => {
    expect(read('search=%20bistro%20&from=2026-11-01&to=2026-11-30&page=3&size=100')).toEqual({
      ...base,
      search: 'bistro',
      from: '2026-11-01',
      to: '2026-11-30',
      page: 2,
      pageSize: 100,
    });
    expect(read('from=2026-02-30&to=30/11/2026&page=-4&size=40')).toEqual(base);
  });

  test('writes the status always and the rest only when set; reading it back gives the same state', () => {
    expect(writeOrdersListState(base).toString()).toBe('status=PENDING');
    const state: OrdersListState = {
      filter: 'ALL',
      search: 'po-4',
      from: '2026-11-01',
      to: '',
      page: 1,
      pageSize: 50,
    };
    const written = writeOrdersListState(state);
    expect(written.toString()).toBe('status=ALL&search=po-4&from=2026-11-01&page=2&size=50');
    expect(readOrdersListState(written, null)).toEqual(state);
  });

  test('a new filter, search, date or page size starts again from the first page; paging keeps it', () => {
    const onPage3 = { ...base, page: 2 };
    expect(nextOrdersListState(onPage3, { filter: 'ALL' }).page).toBe(0);
    expect(nextOrdersListState(onPage3, { search: 'x' }).page).toBe(0);
    expect(nextOrdersListState(onPage3, { from: '2026-11-01' }).page).toBe(0);
    expect(nextOrdersListState(onPage3, { pageSize: 50 }).page).toBe(0);
    expect(nextOrdersListState(onPage3, { filter: 'PENDING' }).page).toBe(2);
    expect(nextOrdersListState(base, { page: 4 }).page).toBe(4);
  });

  test('parses filters in any case', () => {
    expect(parseOrderFilter(' default ')).toBe('DEFAULT');
    expect(parseOrderFilter('')).toBeNull();
    expect(parseOrderFilter(null)).toBeNull();
  });
});

describe('the remembered filter', () => {
  test('is stored under its key and read back', () => {
    const values = new Map<string, string>();
    const storage = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    };
    expect(loadRememberedFilter(storage)).toBeNull();
    rememberFilter(storage, 'COMPLETED');
    expect(values.get(ORDER_FILTER_STORAGE_KEY)).toBe('COMPLETED');
    expect(loadRememberedFilter(storage)).toBe('COMPLETED');
  });

  test('a browser refusing storage forgets quietly', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(loadRememberedFilter(refusing)).toBeNull();
    expect(() => rememberFilter(refusing, 'ALL')).not.toThrow();
    expect(loadRememberedFilter(undefined)).toBeNull();
  });
});
