import { ADMIN_PRODUCTS_ALL_LIMIT, ADMIN_PRODUCTS_PAGE_SIZES } from '@cleaver/domain/constants';
import { useListSearchParams } from '../../../lib/use-list-search-params';

/** The grid's page size for 'all' (MUI X Data Grid's own convention). */
export const ALL_ROWS = -1;
export const DEFAULT_PAGE_SIZE = 50;

export type ProductsListState = {
  search: string;
  categoryId: string | null;
  /** Zero-based, as the grid counts. */
  page: number;
  /** A page size, or ALL_ROWS. */
  pageSize: number;
};

function readState(params: URLSearchParams): ProductsListState {
  const size = params.get('size');
  const pageSize =
    size === 'all'
      ? ALL_ROWS
      : ((ADMIN_PRODUCTS_PAGE_SIZES.find((option) => String(option) === size) as number | undefined) ??
        DEFAULT_PAGE_SIZE);
  const page = Math.max(0, (Number.parseInt(params.get('page') ?? '1', 10) || 1) - 1);
  return {
    search: params.get('search') ?? '',
    categoryId: params.get('category') || null,
    page: pageSize === ALL_ROWS ? 0 : page,
    pageSize,
  };
}

/**
 * The products table's search, category, page and page size, held in the URL (?search=chi&category=…
 * &page=2&size=100) so a reload, the back button or a shared link shows the same rows.
 */
export function useProductsListState() {
  const { params, current, write } = useListSearchParams();
  const state = readState(params);

  // From the params last written, not this render's: the search box commits 300 ms after the last key, and a
  // category chosen meanwhile must not undo it (use-list-search-params.ts).
  const update = (changes: Partial<ProductsListState>) => {
    const next = { ...readState(current()), ...changes };
    // A new search or category starts again from the first page.
    if (changes.search !== undefined || changes.categoryId !== undefined) next.page = 0;
    const query = new URLSearchParams();
    if (next.search) query.set('search', next.search);
    if (next.categoryId) query.set('category', next.categoryId);
    if (next.page > 0) query.set('page', String(next.page + 1));
    if (next.pageSize !== DEFAULT_PAGE_SIZE)
      query.set('size', next.pageSize === ALL_ROWS ? 'all' : String(next.pageSize));
    write(query);
  };

  const limit = state.pageSize === ALL_ROWS ? ADMIN_PRODUCTS_ALL_LIMIT : state.pageSize;
  return { state, update, offset: state.page * limit, limit };
}
