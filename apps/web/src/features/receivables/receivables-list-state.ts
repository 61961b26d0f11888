import type { ReceivablesFilter } from '../../gql/graphql';

/** Customers a page of the Receivables list holds. */
export const RECEIVABLES_PAGE_SIZE = 20;

export const RECEIVABLES_FILTERS: ReadonlyArray<{ value: ReceivablesFilter; label: string }> = [
  { value: 'ALL', label: 'All' },
  { value: 'OVERDUE', label: 'Overdue' },
  { value: 'ON_STOP', label: 'On stop' },
];

/** Where the server writes the list as a spreadsheet, for the same search and filter. */
export const RECEIVABLES_CSV_PATH = '/api/admin/receivables.csv';

export type ReceivablesListState = {
  filter: ReceivablesFilter;
  search: string;
  /** Zero-based, as the grid counts. */
  page: number;
};

function parseFilter(value: string | null): ReceivablesFilter {
  const upper = value?.trim().toUpperCase();
  return RECEIVABLES_FILTERS.find((filter) => filter.value === upper)?.value ?? 'ALL';
}

/** The list's state from the address (?filter=OVERDUE&search=bistro&page=2); All and the first page when absent. */
export function readReceivablesListState(params: URLSearchParams): ReceivablesListState {
  return {
    filter: parseFilter(params.get('filter')),
    search: params.get('search')?.trim() ?? '',
    page: Math.max(0, (Number.parseInt(params.get('page') ?? '1', 10) || 1) - 1),
  };
}

/** The address's search params for a state; a new filter or search starts again from the first page. */
export function writeReceivablesListState(
  state: ReceivablesListState,
  changes: Partial<ReceivablesListState>,
): URLSearchParams {
  const next = { ...state, ...changes };
  const narrowed =
    (changes.filter !== undefined && changes.filter !== state.filter) ||
    (changes.search !== undefined && changes.search !== state.search);
  if (narrowed && changes.page === undefined) next.page = 0;
  const query = new URLSearchParams();
  if (next.filter !== 'ALL') query.set('filter', next.filter);
  if (next.search) query.set('search', next.search);
  if (next.page > 0) query.set('page', String(next.page + 1));
  return query;
}

/** The CSV of every customer the list's search and filter find, not only the page shown. */
export function receivablesCsvHref({
  filter,
  search,
}: Pick<ReceivablesListState, 'filter' | 'search'>): string {
  return `${RECEIVABLES_CSV_PATH}?${new URLSearchParams({ search, filter }).toString()}`;
}
