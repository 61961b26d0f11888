import { useListSearchParams } from '../../../lib/use-list-search-params';
import {
  RECEIVABLES_PAGE_SIZE,
  type ReceivablesListState,
  readReceivablesListState,
  writeReceivablesListState,
} from '../receivables-list-state';

/**
 * The Receivables list's filter, search and page, held in the URL so a reload, the back button or a shared link
 * shows the same customers.
 */
export function useReceivablesListState() {
  const { params, current, write } = useListSearchParams();
  const state = readReceivablesListState(params);
  // From the params last written, not this render's (use-list-search-params.ts).
  const update = (changes: Partial<ReceivablesListState>) =>
    write(writeReceivablesListState(readReceivablesListState(current()), changes));
  return { state, update, offset: state.page * RECEIVABLES_PAGE_SIZE, limit: RECEIVABLES_PAGE_SIZE };
}
