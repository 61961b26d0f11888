import { useListSearchParams } from '../../../lib/use-list-search-params';
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
  const { params, current, write } = useListSearchParams();
  const state = readRecurringListState(params);
  // Each change starts from the last params written, not from those this render saw, so the search box's
  // delayed commit cannot undo a filter chosen meanwhile (use-list-search-params.ts).
  const update = (changes: Partial<RecurringListState>) =>
    write(writeRecurringListState(nextRecurringListState(readRecurringListState(current()), changes)));
  return { state, update, offset: state.page * state.pageSize, limit: state.pageSize };
}
