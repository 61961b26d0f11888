import { ADMIN_CUSTOMERS_ALL_LIMIT, CUSTOMERS_PAGE_SIZES } from '@cleaver/domain/constants';
import { useListSearchParams } from '../../../lib/use-list-search-params';

/** The grid's page size for 'all' (MUI X Data Grid's own convention). */
export const ALL_ROWS = -1;
export const DEFAULT_PAGE_SIZE = CUSTOMERS_PAGE_SIZES[0];

export type CustomersListState = {
  search: string;
  /** Zero-based, as the grid counts. */
  page: number;
  /** A page size, or ALL_ROWS. */
  pageSize: number;
};

function readState(params: URLSearchParams): CustomersListState {
  const size = params.get('size');
  const pageSize =
    size === 'all'
      ? ALL_ROWS
      : ((CUSTOMERS_PAGE_SIZES.find((option) => String(option) === size) as number | undefined) ??
        DEFAULT_PAGE_SIZE);
  const page = Math.max(0, (Number.parseInt(params.get('page') ?? '1', 10) || 1) - 1);
  return { search: params.get('search') ?? '', page: pageSize === ALL_ROWS ? 0 : page, pageSize };
}

/**
 * The customers table's search, page and page size, held in the URL (?search=bistro&page=2&size=50) so a
 * reload, the back button or a shared link shows the same rows.
 */
export function useCustomersListState() {
  const { params, current, write } = useListSearchParams();
  const state = readState(params);

  // From the params last written, not this render's: a page turned while the search's rows load keeps the search
  // (use-list-search-params.ts).
  const update = (changes: Partial<CustomersListState>) => {
    const next = { ...readState(current()), ...changes };
    // A new search starts again from the first page.
    if (changes.search !== undefined) next.page = 0;
    const query = new URLSearchParams();
    if (next.search) query.set('search', next.search);
    if (next.page > 0) query.set('page', String(next.page + 1));
    if (next.pageSize !== DEFAULT_PAGE_SIZE)
      query.set('size', next.pageSize === ALL_ROWS ? 'all' : String(next.pageSize));
    write(query);
  };

  const limit = state.pageSize === ALL_ROWS ? ADMIN_CUSTOMERS_ALL_LIMIT : state.pageSize;
  return { state, update, offset: state.page * limit, limit };
}
