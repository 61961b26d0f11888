import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ShowSnackbar, SnackbarContext } from '../../../components/snackbar-context';
import { fakeGraphQL, refused } from '../../../test/graphql-fake';
import type { DeliveryRun, RunStop } from '../api/delivery-runs';
import { RunSheetPage } from './RunSheetPage';

const stop = (orderId: string, companyName: string, customerId: string | null, more: Partial<RunStop> = {}) =>
  ({
    orderId,
    shortId: orderId.toUpperCase(),
    customerId,
    companyName,
    contactName: 'Sam Cook',
    phone: '021 555 0101',
    address: ['12 Quay Street', 'Auckland 1010'],
    notes: '',
    purchaseOrder: '',
    status: 'PENDING',
    lineCount: 3,
    cartons: 2,
    deliveredAt: null,
    receivedBy: null,
    ...more,
  }) satisfies RunStop;

const HARBOUR = stop('o1', 'Harbourside Bistro', 'c1', { notes: 'Back door, ring the bell' });
const TAKEAWAY = stop('o2', 'Takeaway Co', 'c2', { lineCount: 1, cartons: 0, phone: '' });
const GRILL = stop('o3', 'Ponsonby Grill', 'c3');
const GONE = stop('o4', 'Closed Cafe', null);

const CENTRAL: DeliveryRun = {
  zoneId: 'z1',
  zoneName: 'Central',
  driverName: 'Tama Driver',
  finishedAt: null,
  stops: [HARBOUR, TAKEAWAY, GRILL],
};
const NO_ZONE: DeliveryRun = {
  zoneId: null,
  zoneName: 'No zone',
  driverName: null,
  finishedAt: null,
  stops: [GONE],
};

function renderPage(path = '/Admin/RunSheet?date=2026-12-08') {
  const shown: string[] = [];
  const show: ShowSnackbar = (message) => void shown.push(message);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ThemeProvider theme={createTheme({ cssVariables: true })}>
      <QueryClientProvider client={queryClient}>
        <SnackbarContext value={show}>
          <MemoryRouter initialEntries={[path]}>
            <RunSheetPage />
          </MemoryRouter>
        </SnackbarContext>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { shown };
}

const run = (zoneName: string) => screen.getByRole('region', { name: new RegExp(`^${zoneName} `) });
const companiesOf = (zoneName: string) =>
  within(within(run(zoneName)).getByRole('list', { name: `Stops of ${zoneName}` }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

/** Holds the server's answer back until the test lets it go. */
function heldBack() {
  let letGo = () => {};
  const released = new Promise<void>((resolve) => {
    letGo = resolve;
  });
  return { letGo, released };
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The browser's clock at `iso`; timers keep running as they do. */
const clockAt = (iso: string) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
};

describe('RunSheetPage', { timeout: 15_000 }, () => {
  it("lists the date's runs with their stops in drop order, and prints each one's PDFs", async () => {
    const server = fakeGraphQL({ DeliveryRuns: { data: { deliveryRuns: [CENTRAL, NO_ZONE] } } });
    renderPage();
    await screen.findByRole('heading', { name: 'Central · 3 stops' });
    // Whose run it is; the customers in no zone have no driver to name.
    expect(screen.getByText('Driver: Tama Driver')).toBeTruthy();
    expect(screen.queryByText('No driver')).toBeNull();
    screen.getByRole('heading', { name: 'No zone · 1 stop' });
    expect(server.sent('DeliveryRuns')).toEqual([{ date: '2026-12-08' }]);
    expect(companiesOf('Central')).toEqual(['Harbourside Bistro', 'Takeaway Co', 'Ponsonby Grill']);

    const harbour = within(run('Central')).getAllByRole('listitem')[0]!;
    within(harbour).getByText(/12 Quay Street/);
    within(harbour).getByText('3 lines, 2 cartons');
    within(harbour).getByText('Notes: Back door, ring the bell');
    within(harbour).getByText('PENDING');
    expect(within(harbour).getByRole('link', { name: '021 555 0101' }).getAttribute('href')).toBe(
      'tel:0215550101',
    );
    within(run('Central')).getByText('1 line');

    expect(hrefOf('Print run sheet')).toBe('/api/admin/run-sheet.pdf?date=2026-12-08');
    expect(hrefOf('Print dockets')).toBe('/api/admin/dockets.pdf?date=2026-12-08');
    expect(hrefOf('Print run sheet for Central')).toBe('/api/admin/run-sheet.pdf?date=2026-12-08&zone=z1');
    expect(hrefOf('Print dockets for No zone')).toBe('/api/admin/dockets.pdf?date=2026-12-08&zone=none');
    expect(hrefOf('Docket for Takeaway Co')).toBe('/api/admin/dockets.pdf?order=o2');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Show prices on dockets' }));
    expect(hrefOf('Print dockets')).toBe('/api/admin/dockets.pdf?date=2026-12-08&prices=1');
    expect(hrefOf('Print dockets for Central')).toBe(
      '/api/admin/dockets.pdf?date=2026-12-08&zone=z1&prices=1',
    );
    expect(hrefOf('Docket for Takeaway Co')).toBe('/api/admin/dockets.pdf?order=o2&prices=1');
    // The run sheet never shows prices.
    expect(hrefOf('Print run sheet for Central')).toBe('/api/admin/run-sheet.pdf?date=2026-12-08&zone=z1');
  });

  it("says which stops were delivered, when and to whom, and which not yet once the run's day has come", async () => {
    // 10:00 am on Tuesday 08/12/2026 in Auckland.
    clockAt('2026-12-07T21:00:00.000Z');
    const delivered = { ...HARBOUR, deliveredAt: '2026-12-07T21:42:00.000Z', receivedBy: 'Sam' };
    fakeGraphQL({ DeliveryRuns: { data: { deliveryRuns: [{ ...CENTRAL, stops: [delivered, TAKEAWAY] }] } } });
    renderPage();
    await screen.findByRole('heading', { name: 'Central · 2 stops' });
    const [harbour, takeaway] = within(run('Central')).getAllByRole('listitem');
    within(harbour!).getByText('Delivered 10:42 am to Sam');
    expect(within(harbour!).queryByText('Not delivered yet')).toBeNull();
    within(takeaway!).getByText('Not delivered yet');
    // A delivered stop still moves.
    screen.getByRole('button', { name: 'Move Harbourside Bistro down' });
  });

  it('says nothing of deliveries before the run’s day', async () => {
    clockAt('2026-12-06T21:00:00.000Z');
    fakeGraphQL({ DeliveryRuns: { data: { deliveryRuns: [CENTRAL] } } });
    renderPage();
    await screen.findByRole('heading', { name: 'Central · 3 stops' });
    expect(screen.queryByText('Not delivered yet')).toBeNull();
    expect(screen.queryByText(/^Delivered /)).toBeNull();
  });

  it('saves the new drop order when a stop moves down, shows it at once, and says where it went', async () => {
    const answer = heldBack();
    const server = fakeGraphQL({
      DeliveryRuns: { data: { deliveryRuns: [CENTRAL, NO_ZONE] } },
      ArrangeDeliveryRun: async () => {
        await answer.released;
        return { data: { arrangeDeliveryRun: { ...CENTRAL, stops: [TAKEAWAY, HARBOUR, GRILL] } } };
      },
    });
    renderPage();
    const down = await screen.findByRole('button', { name: 'Move Harbourside Bistro down' });
    fireEvent.click(down);
    await waitFor(() =>
      expect(companiesOf('Central')).toEqual(['Takeaway Co', 'Harbourside Bistro', 'Ponsonby Grill']),
    );
    expect(within(run('Central')).getByRole('status').textContent).toBe(
      'Harbourside Bistro is now stop 2 of 3',
    );
    await waitFor(() =>
      expect(server.sent('ArrangeDeliveryRun')).toEqual([
        { date: '2026-12-08', zoneId: 'z1', customerIds: ['c2', 'c1', 'c3'] },
      ]),
    );
    answer.letGo();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(companiesOf('Central')).toEqual(['Takeaway Co', 'Harbourside Bistro', 'Ponsonby Grill']);
  });

  it('moves a stop with the arrow keys on its handle, each move saved after the one before', async () => {
    const server = fakeGraphQL({
      DeliveryRuns: { data: { deliveryRuns: [CENTRAL] } },
      ArrangeDeliveryRun: ({ customerIds }) => ({
        data: {
          arrangeDeliveryRun: {
            ...CENTRAL,
            stops: (customerIds as string[]).map((id) => CENTRAL.stops.find((s) => s.customerId === id)!),
          },
        },
      }),
    });
    renderPage();
    const handle = await screen.findByRole('button', {
      name: 'Drag Ponsonby Grill, or press the up and down arrow keys to move it',
    });
    fireEvent.keyDown(handle, { key: 'ArrowUp' });
    await waitFor(() =>
      expect(companiesOf('Central')).toEqual(['Harbourside Bistro', 'Ponsonby Grill', 'Takeaway Co']),
    );
    fireEvent.keyDown(handle, { key: 'ArrowUp' });
    await waitFor(() =>
      expect(companiesOf('Central')).toEqual(['Ponsonby Grill', 'Harbourside Bistro', 'Takeaway Co']),
    );
    await waitFor(() => expect(server.sent('ArrangeDeliveryRun')).toHaveLength(2));
    expect(server.sent('ArrangeDeliveryRun').map((sent) => sent.customerIds)).toEqual([
      ['c1', 'c3', 'c2'],
      ['c3', 'c1', 'c2'],
    ]);
  });

  it('puts the stops back and says so when the order cannot be saved', async () => {
    const answer = heldBack();
    fakeGraphQL({
      DeliveryRuns: { data: { deliveryRuns: [CENTRAL] } },
      ArrangeDeliveryRun: async () => {
        await answer.released;
        return refused('BAD_INPUT', 'Each customer may appear once in a run.');
      },
    });
    const { shown } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Move Takeaway Co up' }));
    await waitFor(() =>
      expect(companiesOf('Central')).toEqual(['Takeaway Co', 'Harbourside Bistro', 'Ponsonby Grill']),
    );
    answer.letGo();
    await waitFor(() =>
      expect(shown).toEqual(['The stops could not be moved. Each customer may appear once in a run.']),
    );
    await waitFor(() =>
      expect(companiesOf('Central')).toEqual(['Harbourside Bistro', 'Takeaway Co', 'Ponsonby Grill']),
    );
  });

  it('keeps a stop whose customer was deleted where it is, and leaves it out of the order saved', async () => {
    const mixed: DeliveryRun = { ...CENTRAL, stops: [HARBOUR, GONE, TAKEAWAY] };
    const server = fakeGraphQL({
      DeliveryRuns: { data: { deliveryRuns: [mixed] } },
      ArrangeDeliveryRun: { data: { arrangeDeliveryRun: { ...mixed, stops: [TAKEAWAY, GONE, HARBOUR] } } },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Move Harbourside Bistro down' }));
    await waitFor(() =>
      expect(companiesOf('Central')).toEqual(['Takeaway Co', 'Closed Cafe', 'Harbourside Bistro']),
    );
    expect(screen.queryByRole('button', { name: /^Drag Closed Cafe/ })).toBeNull();
    await waitFor(() =>
      expect(server.sent('ArrangeDeliveryRun')).toEqual([
        { date: '2026-12-08', zoneId: 'z1', customerIds: ['c2', 'c1'] },
      ]),
    );
  });

  it('says so when no delivery orders are on the date', async () => {
    fakeGraphQL({ DeliveryRuns: { data: { deliveryRuns: [] } } });
    renderPage();
    await screen.findByText('No delivery orders for Tuesday 08/12/2026.');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('opens on the day the packing floor works on', async () => {
    const server = fakeGraphQL({
      RunSheetPackingDay: { data: { packingBoard: { processingDate: '2026-12-09' } } },
      DeliveryRuns: { data: { deliveryRuns: [CENTRAL] } },
    });
    renderPage('/Admin/RunSheet');
    await screen.findByRole('heading', { name: 'Central · 3 stops' });
    expect(server.sent('DeliveryRuns')).toEqual([{ date: '2026-12-09' }]);
    expect(screen.getByRole('textbox', { name: 'Delivery date' })).toHaveProperty('value', '09/12/2026');
  });

  it('says when the runs could not be loaded, and tries again', async () => {
    const server = fakeGraphQL({ DeliveryRuns: refused('INTERNAL', 'Something went wrong.') });
    renderPage();
    await screen.findByText('The run sheet could not be loaded.');
    server.answer({ DeliveryRuns: { data: { deliveryRuns: [CENTRAL] } } });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Central · 3 stops' });
  });
});
