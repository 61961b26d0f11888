import { isDateOnly } from '@cleaver/domain/dates';
import { DEFAULT_ORDER_FILTER, ORDER_FILTERS, type OrderFilter } from '@cleaver/domain/status';

/** Rows a page of the orders list may hold; the server takes at most 100. */
export const ORDERS_PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_ORDERS_PAGE_SIZE = ORDERS_PAGE_SIZES[0];

/** Where the browser keeps the status filter staff chose last. */
export const ORDER_FILTER_STORAGE_KEY = 'cleaver.admin.orders.filter';

export type OrdersListState = {
  filter: OrderFilter;
  search: string;
  /** Processing dates from and to, inclusive, as YYYY-MM-DD; '' when open. */
  from: string;
  to: string;
  /** Zero-based, as the grid counts. */
  page: number;
  pageSize: number;
};

/** The filter named by `value` (any case), or null when it names none. */
export function parseOrderFilter(value: string | null | undefined): OrderFilter | null {
  const upper = value?.trim().toUpperCase();
  return ORDER_FILTERS.find((filter) => filter === upper) ?? null;
}

const dateParam = (value: string | null) => (value && isDateOnly(value) ? value : '');

/**
 * The list's state from the address (?status=DEFAULT&search=bistro&from=2026-11-24&to=2026-11-30&page=2
 * &size=50). Without a status in it, the one staff chose last (`remembered`), else PENDING.
 */
export function readOrdersListState(params: URLSearchParams, remembered: string | null): OrdersListState {
  const size = params.get('size');
  const pageSize = ORDERS_PAGE_SIZES.find((option) => String(option) === size) ?? DEFAULT_ORDERS_PAGE_SIZE;
  const page = Math.max(0, (Number.parseInt(params.get('page') ?? '1', 10) || 1) - 1);
  return {
    filter: parseOrderFilter(params.get('status')) ?? parseOrderFilter(remembered) ?? DEFAULT_ORDER_FILTER,
    search: params.get('search')?.trim() ?? '',
    from: dateParam(params.get('from')),
    to: dateParam(params.get('to')),
    page,
    pageSize,
  };
}

/** The address's search params for a state; the status is always written, so a link shows the same rows. */
export function writeOrdersListState(state: OrdersListState): URLSearchParams {
  const query = new URLSearchParams();
  query.set('status', state.filter);
  if (state.search) query.set('search', state.search);
  if (state.from) query.set('from', state.from);
  if (state.to) query.set('to', state.to);
  if (state.page > 0) query.set('page', String(state.page + 1));
  if (state.pageSize !== DEFAULT_ORDERS_PAGE_SIZE) query.set('size', String(state.pageSize));
  return query;
}

/** A change to the list: anything but the page itself starts again from the first page. */
export function nextOrdersListState(
  state: OrdersListState,
  changes: Partial<OrdersListState>,
): OrdersListState {
  const next = { ...state, ...changes };
  const narrowed = (['filter', 'search', 'from', 'to', 'pageSize'] as const).some(
    (key) => changes[key] !== undefined && changes[key] !== state[key],
  );
  if (narrowed && changes.page === undefined) next.page = 0;
  return next;
}

/** The remembered filter, or null when the browser has none (or refuses storage). */
export function loadRememberedFilter(storage: Pick<Storage, 'getItem'> | undefined): string | null {
  try {
    return storage?.getItem(ORDER_FILTER_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Remembers staff's choice for their next visit; a browser refusing storage just forgets it. */
export function rememberFilter(storage: Pick<Storage, 'setItem'> | undefined, filter: OrderFilter): void {
  try {
    storage?.setItem(ORDER_FILTER_STORAGE_KEY, filter);
  } catch {
    // Private windows may refuse; the address still holds the choice.
  }
}
