import { useRef } from 'react';
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

  // Each change starts from the last params written, not from those this render saw: the search box commits
  // 300 ms after the last key, and From and To can change in one tick (react-router's functional form hands
  // over the params of the last render too); neither may undo the other.
  const latest = useRef(params);
  // The address moved on by itself (Back, a link): start from there. A render still showing the params from
  // before a write leaves the write alone.
  const rendered = useRef(params.toString());
  if (params.toString() !== rendered.current) {
    rendered.current = params.toString();
    latest.current = params;
  }
  const update = (changes: Partial<OrdersListState>) => {
    if (changes.filter !== undefined) rememberFilter(browserStorage(), changes.filter);
    const now = readOrdersListState(latest.current, loadRememberedFilter(browserStorage()));
    const next = writeOrdersListState(nextOrdersListState(now, changes));
    latest.current = new URLSearchParams(next);
    setParams(next, { replace: true });
  };

  return { state, update, offset: state.page * state.pageSize, limit: state.pageSize };
}
