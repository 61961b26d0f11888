import { RECURRING_FILTERS, type RecurringFilter } from '@cleaver/domain/recurring';

/** Rows a page of the recurring orders list may hold. */
export const RECURRING_PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_RECURRING_PAGE_SIZE = RECURRING_PAGE_SIZES[0];

export type RecurringListState = {
  filter: RecurringFilter;
  search: string;
  /** Zero-based, as the grid counts. */
  page: number;
  pageSize: number;
};

/** The filter named by `value` (any case), or ALL. */
function parseFilter(value: string | null): RecurringFilter {
  const upper = value?.trim().toUpperCase();
  return RECURRING_FILTERS.find((filter) => filter === upper) ?? 'ALL';
}

/** The list's state from the address (?frequency=WEEKLY&search=bistro&page=2&size=50). */
export function readRecurringListState(params: URLSearchParams): RecurringListState {
  const size = params.get('size');
  const pageSize =
    RECURRING_PAGE_SIZES.find((option) => String(option) === size) ?? DEFAULT_RECURRING_PAGE_SIZE;
  const page = Math.max(0, (Number.parseInt(params.get('page') ?? '1', 10) || 1) - 1);
  return {
    filter: parseFilter(params.get('frequency')),
    search: params.get('search')?.trim() ?? '',
    page,
    pageSize,
  };
}

/** The address's search params for a state; defaults are left out. */
export function writeRecurringListState(state: RecurringListState): URLSearchParams {
  const query = new URLSearchParams();
  if (state.filter !== 'ALL') query.set('frequency', state.filter);
  if (state.search) query.set('search', state.search);
  if (state.page > 0) query.set('page', String(state.page + 1));
  if (state.pageSize !== DEFAULT_RECURRING_PAGE_SIZE) query.set('size', String(state.pageSize));
  return query;
}

/** A change to the list: a new filter, search or page size starts again from the first page. */
export function nextRecurringListState(
  state: RecurringListState,
  changes: Partial<RecurringListState>,
): RecurringListState {
  const next = { ...state, ...changes };
  const narrowed = (['filter', 'search', 'pageSize'] as const).some(
    (key) => changes[key] !== undefined && changes[key] !== state[key],
  );
  if (narrowed && changes.page === undefined) next.page = 0;
  return next;
}
