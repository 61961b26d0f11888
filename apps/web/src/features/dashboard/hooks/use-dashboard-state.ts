import { useListSearchParams } from '../../../lib/use-list-search-params';
import {
  type DashboardState,
  nextDashboardState,
  readDashboardState,
  writeDashboardState,
} from '../dashboard-state';

/**
 * The dashboard's period, custom range, status filter, top customers' range and history page, held in the
 * URL so a reload, the back button or a shared link shows the same figures.
 */
export function useDashboardState() {
  const { params, current, write } = useListSearchParams();
  const state = readDashboardState(params);
  // A period chosen and then a status before the page had drawn the period (it waits for the new figures)
  // must keep both.
  const update = (changes: Partial<DashboardState>) =>
    write(writeDashboardState(nextDashboardState(readDashboardState(current()), changes)));
  return { state, update };
}
