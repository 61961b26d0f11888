import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import {
  nextRecurringListState,
  type RecurringListState,
  readRecurringListState,
  writeRecurringListState,
} from '../recurring-list-state';

/**
 * The recurring orders list's frequency filter, search, page and page size, held in the URL so a reload, the
 * back button or a shared link shows the same rows.
 */
export function useRecurringListState() {
  const [params, setParams] = useSearchParams();
  const state = readRecurringListState(params);

  // Each change starts from the last params written, not from those this render saw, so the search box's
  // delayed commit cannot undo a filter chosen meanwhile. A move of the address by itself (Back) wins.
  const latest = useRef(params);
  const rendered = useRef(params.toString());
  if (params.toString() !== rendered.current) {
    rendered.current = params.toString();
    latest.current = params;
  }
  const update = (changes: Partial<RecurringListState>) => {
    const next = writeRecurringListState(
      nextRecurringListState(readRecurringListState(latest.current), changes),
    );
    latest.current = new URLSearchParams(next);
    setParams(next, { replace: true });
  };

  return { state, update, offset: state.page * state.pageSize, limit: state.pageSize };
}
