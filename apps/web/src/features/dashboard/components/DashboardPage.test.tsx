import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ShowSnackbar, SnackbarContext } from '../../../components/snackbar-context';
import { fakeGraphQL, noAnswer } from '../../../test/graphql-fake';
import type { AccountingSales } from '../api/accounting-sales';
import type { DashboardFigures } from '../api/dashboard-figures';
import type { UndeliveredStop } from '../api/undelivered-stops';
import { DashboardPage } from './DashboardPage';

const NOTHING = { exGst: 0, incGst: 0, invoiceCount: 0 };

// Where the accounting middleware keeps the sales: the ledger's own sales are not shown.
const FIGURES: DashboardFigures = {
  today: '2026-06-18',
  totalCustomers: 42,
  daily: NOTHING,
  yesterday: NOTHING,
  monthToDate: NOTHING,
  work: { processingDate: '2026-06-18', pending: 3, packed: 1, estimateTotal: 123_450 },
  salesSource: 'ACCOUNTING',
};

const ACCOUNTING: AccountingSales = {
  dailySalesTotal: 1_234_500,
  topCustomersDaily: [{ customerName: 'Harbourside Bistro', value: 456_700 }],
  monthlySales: 9_876_500,
  yearToDate: [{ customerName: 'Harbourside Bistro', value: 45_670_000 }],
  donut: { value: 9_876_500, customers: [{ customerName: 'Harbourside Bistro', value: 2_000_000 }] },
};

const UNDELIVERED: UndeliveredStop[] = [
  {
    orderId: 'order-1',
    shortId: 'K7QX2',
    companyName: 'Harbourside Bistro',
    phone: '021 555 0101',
    zoneName: 'Central',
    processingDate: '2026-06-16',
  },
  {
    orderId: 'order-2',
    shortId: 'M3RT9',
    companyName: 'Ponsonby Grill',
    phone: '',
    zoneName: 'West',
    processingDate: '2026-06-17',
  },
];

/**
 * The server as the dashboard meets it: its figures and the undelivered stops (none unless given) at once; the
 * accounting system's sales as `accounting` says (an answer, or a request that hangs until it is aborted, as the
 * middleware's slow call does); the charts and history left unanswered, which the cards do not wait for.
 */
function fakeServer(accounting: 'hang' | 'answer', undelivered: UndeliveredStop[] = []) {
  return fakeGraphQL({
    DashboardFigures: { data: { dashboardFigures: FIGURES } },
    UndeliveredStops: { data: { undeliveredStops: undelivered } },
    AccountingSales: accounting === 'answer' ? { data: { accountingSales: ACCOUNTING } } : noAnswer(),
    SalesByDay: noAnswer(),
    OrdersByDay: noAnswer(),
    DashboardOrders: noAnswer(),
  });
}

const shown: string[] = [];
const recordSnackbar: ShowSnackbar = (message) => {
  shown.push(message);
};

function renderDashboard() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ThemeProvider theme={createTheme({ cssVariables: true })}>
      <QueryClientProvider client={queryClient}>
        <SnackbarContext value={recordSnackbar}>
          <MemoryRouter initialEntries={['/Admin']}>
            <DashboardPage firstName="Aroha" />
          </MemoryRouter>
        </SnackbarContext>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { queryClient };
}

// By role once, not in a polling loop: a role query over the whole dashboard (charts included) takes seconds in
// jsdom on a busy machine, so waits poll cheap queries.
const card = (title: string) => within(screen.getByRole('region', { name: title }));
const loadButton = () => screen.findByText('Load data', { selector: 'button' });
const noDialog = () => expect(document.querySelector('[role="dialog"]')).toBeNull();

describe('DashboardPage with the accounting system', () => {
  afterEach(() => {
    cleanup();
    shown.length = 0;
  });

  it('Load data shows Waiting for data..; Cancel aborts the request, closes it and leaves the cards as they were', async () => {
    const server = fakeServer('hang');
    renderDashboard();
    const load = await loadButton();
    expect(card('Daily Sales').getByText('—')).toBeTruthy();
    expect(card('Daily Sales').getByText('Load data to see the accounting system’s figures')).toBeTruthy();

    fireEvent.click(load);
    const waiting = await screen.findByRole('dialog', { name: 'Waiting for data..' });
    expect(within(waiting).getByText('Loading the sales figures from the accounting system.')).toBeTruthy();
    const calls = server.requests.filter((request) => request.operationName === 'AccountingSales');
    expect(calls).toHaveLength(1);
    // The month the donut shows by default.
    expect(calls[0]!.variables).toEqual({ from: '2026-06-01', to: '2026-06-30' });
    expect(calls[0]!.signal?.aborted).toBe(false);

    fireEvent.click(within(waiting).getByRole('button', { name: 'Cancel' }));
    await waitFor(noDialog);
    expect(calls[0]!.signal?.aborted).toBe(true);
    expect(card('Daily Sales').getByText('—')).toBeTruthy();
    expect(card('Monthly Sales').getByText('Not loaded yet')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'From the accounting system' })).toBeNull();
    // A cancelled load is no error.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Load data' })).toHaveProperty('disabled', false);
  });

  it('Load data, the answer arrives: the dialog closes and the cards show the accounting system’s figures', async () => {
    const server = fakeServer('answer');
    renderDashboard();
    fireEvent.click(await loadButton());
    await screen.findByText('$12,345.00');
    await waitFor(noDialog);
    expect(card('Daily Sales').getByText('$12,345.00')).toBeTruthy();
    expect(card('Daily Sales').getByText('Today, from the accounting system')).toBeTruthy();
    expect(card('Monthly Sales').getByText('$98,765.00')).toBeTruthy();
    const panel = within(screen.getByRole('region', { name: 'From the accounting system' }));
    expect(panel.getByRole('table', { name: 'Top customers today' })).toBeTruthy();
    expect(panel.getAllByText('Harbourside Bistro')).toHaveLength(2);
    const calls = server.requests.filter((request) => request.operationName === 'AccountingSales');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.signal?.aborted).toBe(false);
  });
});

/** The live stream of order changes, as the browser's EventSource delivers it. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  private readonly listeners = new Map<string, Array<(event: MessageEvent<string>) => void>>();

  constructor() {
    FakeEventSource.opened.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close() {}

  emit(data: unknown) {
    const event = new MessageEvent('message', { data: JSON.stringify(data) });
    for (const listener of this.listeners.get('message') ?? []) listener(event);
  }
}

describe('DashboardPage: undelivered stops', { timeout: 15_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    FakeEventSource.opened = [];
  });

  it('lists each delivery nobody signed for, with its day, zone, customer, phone and order', async () => {
    fakeServer('hang', UNDELIVERED);
    renderDashboard();
    const table = await screen.findByRole('table', { name: 'Undelivered stops' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    // The date's cell also holds the zone, shown under it on a phone instead of its own column.
    expect(rows).toEqual([
      ['16/06/2026Central', 'Central', '021 555 0101', 'K7QX2View order K7QX2'],
      ['17/06/2026West', 'West', '', 'M3RT9View order M3RT9'],
    ]);
    within(table).getByRole('rowheader', { name: 'Harbourside Bistro' });
    expect(within(table).getByRole('link', { name: '021 555 0101' }).getAttribute('href')).toBe(
      'tel:0215550101',
    );
    // jsdom drops the space that starts the link's hidden words: a browser reads 'View order M3RT9'.
    expect(
      within(table)
        .getByRole('link', { name: /^View ?order M3RT9$/ })
        .getAttribute('href'),
    ).toBe('/admin/order/order-2');
    screen.getByText(
      '2 stops nobody signed for on runs that are over. Ring the customer, then open the order.',
    );
  });

  it('shows nothing of them while every stop of the runs that are over was delivered', async () => {
    fakeServer('hang');
    const { queryClient } = renderDashboard();
    await waitFor(() =>
      expect(queryClient.getQueryState(['dashboard', 'undeliveredStops'])?.status).toBe('success'),
    );
    // The answer reaches the screen a task after the cache: past it, the dashboard shows what it will.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByText('Undelivered stops')).toBeNull();
  });

  it('reads them again when an order changes, as a delivery recorded on a driver’s phone', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const server = fakeServer('hang', UNDELIVERED);
    renderDashboard();
    await screen.findByRole('table', { name: 'Undelivered stops' });
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    server.answer({ UndeliveredStops: { data: { undeliveredStops: UNDELIVERED.slice(1) } } });
    act(() =>
      FakeEventSource.opened[0]?.emit({
        data: { adminOrderChanged: { action: 'UPDATED', orderId: 'order-1' } },
      }),
    );
    await waitFor(() => expect(screen.queryByText('Harbourside Bistro')).toBeNull());
    screen.getByText('Ponsonby Grill');
  });
});
