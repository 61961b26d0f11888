import { useListSearchParams } from '../../../lib/use-list-search-params';
import {
  loadRememberedFilter,
  nextOrdersListState,
  type OrdersListState,
  readOrdersListState,
  rememberFilter,
  writeOrdersListState,
} from '../orders-list-state';

const browserStorage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

/**
 * The orders list's status filter, search, processing-date range, page and page size, held in the URL so a
 * reload, the back button or a shared link shows the same rows. The status filter chosen last is also kept
 * in the browser, so the next visit starts on it.
 */
export function useOrdersListState() {
  const { params, current, write } = useListSearchParams();
  const state = readOrdersListState(params, loadRememberedFilter(browserStorage()));
  const update = (changes: Partial<OrdersListState>) => {
    if (changes.filter !== undefined) rememberFilter(browserStorage(), changes.filter);
    const now = readOrdersListState(current(), loadRememberedFilter(browserStorage()));
    write(writeOrdersListState(nextOrdersListState(now, changes)));
  };

  return { state, update, offset: state.page * state.pageSize, limit: state.pageSize };
}
