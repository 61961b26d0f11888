import { describe, expect, it } from 'vitest';
import {
  chartRange,
  type DashboardState,
  nextDashboardState,
  readDashboardState,
  topCustomersRange,
  writeDashboardState,
} from './dashboard-state';

const read = (query: string) => readDashboardState(new URLSearchParams(query));
const TODAY = '2026-06-17'; // a Wednesday

describe('the dashboard in the address', () => {
  it('starts on this month, every status, this month’s top customers and the first page', () => {
    const state = read('');
    expect(state).toEqual({
      period: 'THIS_MONTH',
      from: '',
      to: '',
      status: 'ALL',
      topFrom: '',
      topTo: '',
      page: 0,
    });
    expect(writeDashboardState(state).toString()).toBe('');
    expect(chartRange(state, TODAY)).toEqual({ from: '2026-06-01', to: '2026-06-30' });
    expect(topCustomersRange(state, TODAY)).toEqual({ from: '2026-06-01', to: '2026-06-30' });
  });

  it('reads and writes back every choice', () => {
    const query = 'period=THIS_WEEK&status=PACKED&topFrom=2026-05-01&topTo=2026-05-31&page=3';
    const state = read(query);
    expect(state).toMatchObject({ period: 'THIS_WEEK', status: 'PACKED', topFrom: '2026-05-01', page: 2 });
    expect(writeDashboardState(state).toString()).toBe(query);
    expect(chartRange(state, TODAY)).toEqual({ from: '2026-06-15', to: '2026-06-21' });
    expect(topCustomersRange(state, TODAY)).toEqual({ from: '2026-05-01', to: '2026-05-31' });
  });

  it('takes a valid From–To as the custom period, whatever period is named', () => {
    const state = read('period=today&from=2026-05-04&to=2026-05-17');
    expect(state.period).toBe('CUSTOM');
    expect(chartRange(state, TODAY)).toEqual({ from: '2026-05-04', to: '2026-05-17' });
    expect(writeDashboardState(state).toString()).toBe('from=2026-05-04&to=2026-05-17');
  });

  it.each([
    ['period=YESTERDAY&status=LOST&page=x', { period: 'THIS_MONTH', status: 'ALL', page: 0 }],
    ['from=2026-05-17&to=2026-05-04', { period: 'THIS_MONTH', from: '', to: '' }],
    ['from=2025-01-01&to=2026-06-01', { period: 'THIS_MONTH', from: '' }],
    ['from=2026-02-30&to=2026-03-01', { period: 'THIS_MONTH' }],
    ['topFrom=2023-01-01&topTo=2026-06-01', { topFrom: '', topTo: '' }],
    ['topFrom=2026-05-01', { topFrom: '' }],
  ])('falls back to the defaults for a hand-edited %s', (query, expected) => {
    expect(read(query)).toMatchObject(expected);
  });
});

describe('a change to the dashboard', () => {
  const onPage3: DashboardState = { ...read('status=PENDING'), page: 2 };

  it('starts the history again on its first page when the period or status changes', () => {
    expect(nextDashboardState(onPage3, { status: 'PACKED' }).page).toBe(0);
    expect(nextDashboardState(onPage3, { period: 'TODAY' }).page).toBe(0);
    expect(nextDashboardState(onPage3, { topFrom: '2026-05-01', topTo: '2026-05-31' }).page).toBe(2);
    expect(nextDashboardState(onPage3, { page: 3 }).page).toBe(3);
  });

  it('forgets the custom range when a quick period is chosen', () => {
    const custom = read('from=2026-05-04&to=2026-05-17');
    expect(nextDashboardState(custom, { period: 'TODAY' })).toMatchObject({
      period: 'TODAY',
      from: '',
      to: '',
    });
  });
});
