import { CUSTOM_PRICE_PAGE_SIZES } from '@cleaver/domain/constants';
import { useListSearchParams } from '../../../lib/use-list-search-params';

export type PriceLevelsState = {
  /** The levels table's search. */
  search: string;
  /** The level whose custom price editor is open, or null. */
  levelId: string | null;
  /** The editor's product search, as sent to the server (only ever empty or above 3 characters). */
  productSearch: string;
  onlyCustom: boolean;
  /** Zero-based. */
  page: number;
  pageSize: number;
};

const DEFAULT_PAGE_SIZE = CUSTOM_PRICE_PAGE_SIZES[0];

function readState(params: URLSearchParams): PriceLevelsState {
  const size = Number(params.get('size'));
  return {
    search: params.get('search') ?? '',
    levelId: params.get('level') || null,
    productSearch: params.get('products') ?? '',
    onlyCustom: params.get('only') === 'custom',
    page: Math.max(0, (Number.parseInt(params.get('page') ?? '1', 10) || 1) - 1),
    pageSize: (CUSTOM_PRICE_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/**
 * The price levels screen's state in the URL (?search=rest&level=<id>&products=thigh&page=2&size=100&only=custom),
 * so a reload or a shared link opens the same editor on the same page. Opening an editor is a new history entry
 * (the back button closes it); everything else replaces the current one.
 */
export function usePriceLevelsState() {
  const { params, current, write } = useListSearchParams();
  const state = readState(params);

  // From the params last written, not this render's: the product search commits after a pause, and a page or
  // filter chosen meanwhile must not undo it (use-list-search-params.ts).
  const update = (changes: Partial<PriceLevelsState>, options: { push?: boolean } = {}) => {
    const now = readState(current());
    const next = { ...now, ...changes };
    // Another level, search or filter starts again from the first page.
    if (
      changes.levelId !== undefined ||
      changes.productSearch !== undefined ||
      changes.onlyCustom !== undefined ||
      changes.pageSize !== undefined
    ) {
      next.page = changes.page ?? 0;
    }
    if (changes.levelId !== undefined && changes.levelId !== now.levelId) {
      next.productSearch = changes.productSearch ?? '';
      next.onlyCustom = changes.onlyCustom ?? false;
    }
    const query = new URLSearchParams();
    if (next.search) query.set('search', next.search);
    if (next.levelId) {
      query.set('level', next.levelId);
      if (next.productSearch) query.set('products', next.productSearch);
      if (next.onlyCustom) query.set('only', 'custom');
      if (next.page > 0) query.set('page', String(next.page + 1));
      if (next.pageSize !== DEFAULT_PAGE_SIZE) query.set('size', String(next.pageSize));
    }
    write(query, options);
  };

  return { state, update, offset: state.page * state.pageSize, limit: state.pageSize };
}
