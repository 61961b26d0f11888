import { useSearchParams } from 'react-router';
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
  const [params, setParams] = useSearchParams();
  const state = readOrdersListState(params, loadRememberedFilter(browserStorage()));

  // From the params as they are when it runs, not as this render saw them: the search box commits 300 ms
  // after the last key, and a date chosen in between must not be undone by it.
  const update = (changes: Partial<OrdersListState>) => {
    if (changes.filter !== undefined) rememberFilter(browserStorage(), changes.filter);
    setParams(
      (current) => {
        const now = readOrdersListState(current, loadRememberedFilter(browserStorage()));
        return writeOrdersListState(nextOrdersListState(now, changes));
      },
      { replace: true },
    );
  };

  return { state, update, offset: state.page * state.pageSize, limit: state.pageSize };
}
