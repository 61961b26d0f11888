import { useSearchParams } from 'react-router';
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
  const [params, setParams] = useSearchParams();
  const state = readDashboardState(params);
  const update = (changes: Partial<DashboardState>) =>
    setParams(writeDashboardState(nextDashboardState(state, changes)), { replace: true });
  return { state, update };
}
