import {
  DASHBOARD_PERIODS,
  type DashboardPeriod,
  type DateRange,
  MAX_CHART_DAYS,
  MAX_TOP_CUSTOMER_DAYS,
  monthRange,
  periodRange,
  salesRangeProblem,
} from '@cleaver/domain/dashboard';
import { ORDER_STATUSES } from '@cleaver/domain/status';

/** The charts' and history's period: a quick one, or the custom From–To range. */
export type PeriodChoice = DashboardPeriod | 'CUSTOM';

/** The dashboard's order status filter: every status, or one. */
export const DASHBOARD_STATUS_FILTERS = ['ALL', ...ORDER_STATUSES] as const;
export type DashboardStatusFilter = (typeof DASHBOARD_STATUS_FILTERS)[number];

/** The period the charts and the history show until staff choose another. */
export const DEFAULT_PERIOD: DashboardPeriod = 'THIS_MONTH';

export type DashboardState = {
  period: PeriodChoice;
  /** The custom range, YYYY-MM-DD; '' unless the period is CUSTOM. */
  from: string;
  to: string;
  status: DashboardStatusFilter;
  /** The top customers' range, YYYY-MM-DD; '' for this month. */
  topFrom: string;
  topTo: string;
  /** The order history's page, zero-based. */
  page: number;
};

const upper = (value: string | null) => value?.trim().toUpperCase() ?? '';

// A range from the address, kept only when it is one the server answers (a hand-edited link falls back).
function rangeParam(params: URLSearchParams, fromKey: string, toKey: string, maxDays: number): DateRange {
  const from = params.get(fromKey) ?? '';
  const to = params.get(toKey) ?? '';
  return salesRangeProblem(from, to, maxDays) === null ? { from, to } : { from: '', to: '' };
}

/**
 * The dashboard's state from the address: ?period=THIS_WEEK&status=PACKED&page=2, a custom range as
 * ?from=2026-05-04&to=2026-05-17, and the top customers' range as ?topFrom=…&topTo=….
 */
export function readDashboardState(params: URLSearchParams): DashboardState {
  const custom = rangeParam(params, 'from', 'to', MAX_CHART_DAYS);
  const top = rangeParam(params, 'topFrom', 'topTo', MAX_TOP_CUSTOMER_DAYS);
  const period = DASHBOARD_PERIODS.find((choice) => choice === upper(params.get('period')));
  const status = DASHBOARD_STATUS_FILTERS.find((choice) => choice === upper(params.get('status')));
  return {
    period: custom.from ? 'CUSTOM' : (period ?? DEFAULT_PERIOD),
    from: custom.from,
    to: custom.to,
    status: status ?? 'ALL',
    topFrom: top.from,
    topTo: top.to,
    page: Math.max(0, (Number.parseInt(params.get('page') ?? '1', 10) || 1) - 1),
  };
}

/** The address's search params for a state; defaults are left out, so /Admin stays /Admin. */
export function writeDashboardState(state: DashboardState): URLSearchParams {
  const query = new URLSearchParams();
  if (state.period === 'CUSTOM') {
    query.set('from', state.from);
    query.set('to', state.to);
  } else if (state.period !== DEFAULT_PERIOD) query.set('period', state.period);
  if (state.status !== 'ALL') query.set('status', state.status);
  if (state.topFrom) {
    query.set('topFrom', state.topFrom);
    query.set('topTo', state.topTo);
  }
  if (state.page > 0) query.set('page', String(state.page + 1));
  return query;
}

/** A change to the dashboard: a new period, range or status starts the history on its first page again. */
export function nextDashboardState(state: DashboardState, changes: Partial<DashboardState>): DashboardState {
  const next = { ...state, ...changes };
  if (next.period !== 'CUSTOM') {
    next.from = '';
    next.to = '';
  }
  const narrowed = (['period', 'from', 'to', 'status'] as const).some(
    (key) => changes[key] !== undefined && changes[key] !== state[key],
  );
  if (narrowed && changes.page === undefined) next.page = 0;
  return next;
}

/** The dates the charts and the history cover, given the business's today (YYYY-MM-DD). */
export function chartRange(state: DashboardState, today: string): DateRange {
  return state.period === 'CUSTOM' ? { from: state.from, to: state.to } : periodRange(state.period, today);
}

/** The dates the top customers cover: the chosen range, or this month. */
export function topCustomersRange(state: DashboardState, today: string): DateRange {
  return state.topFrom ? { from: state.topFrom, to: state.topTo } : monthRange(today);
}
