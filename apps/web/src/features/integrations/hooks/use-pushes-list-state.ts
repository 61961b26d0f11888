import { PUSH_FILTERS, type PushFilter } from '@cleaver/domain/integrations';
import { useListSearchParams } from '../../../lib/use-list-search-params';

export const PUSH_PAGE_SIZES = [25, 50, 100] as const;
const DEFAULT_PAGE_SIZE = PUSH_PAGE_SIZES[0];

export type PushesListState = {
  status: PushFilter;
  /** Zero-based, as the grid counts. */
  page: number;
  pageSize: number;
};

function readState(params: URLSearchParams): PushesListState {
  const status = PUSH_FILTERS.find((filter) => filter === params.get('status')) ?? 'ALL';
  const pageSize =
    (PUSH_PAGE_SIZES.find((size) => String(size) === params.get('size')) as number | undefined) ??
    DEFAULT_PAGE_SIZE;
  const page = Math.max(0, (Number.parseInt(params.get('page') ?? '1', 10) || 1) - 1);
  return { status, page, pageSize };
}

/** The pushes list's status filter, page and page size, held in the URL (?status=FAILED&page=2). */
export function usePushesListState() {
  const { params, current, write } = useListSearchParams();
  const state = readState(params);
  // From the params last written, not this render's (use-list-search-params.ts).
  const update = (changes: Partial<PushesListState>) => {
    const next = { ...readState(current()), ...changes };
    if (changes.status !== undefined) next.page = 0;
    const query = new URLSearchParams();
    if (next.status !== 'ALL') query.set('status', next.status);
    if (next.page > 0) query.set('page', String(next.page + 1));
    if (next.pageSize !== DEFAULT_PAGE_SIZE) query.set('size', String(next.pageSize));
    write(query);
  };
  return { state, update, offset: state.page * state.pageSize, limit: state.pageSize };
}
