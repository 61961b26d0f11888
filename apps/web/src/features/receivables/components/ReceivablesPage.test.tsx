import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeGraphQL } from '../../../test/graphql-fake';
import type { ReceivablesPage as Page, ReceivablesRow } from '../api/receivables';
import { ReceivablesPage } from './ReceivablesPage';

const row = (over: Partial<ReceivablesRow>): ReceivablesRow => ({
  customerId: 'c1',
  companyName: 'Harbourside Bistro',
  code: 'HB001',
  balance: 146_000,
  overdue: 46_000,
  credit: 0,
  onStop: false,
  ageing: { current: 100_000, days1to30: 34_000, days31to60: 12_000, days61to90: 0, days90plus: 0 },
  ...over,
});

const BISTRO = row({});
const GRILL = row({
  customerId: 'c2',
  companyName: 'Ponsonby Grill',
  code: 'PG002',
  balance: 250_000,
  overdue: 250_000,
  onStop: true,
  ageing: { current: 0, days1to30: 0, days31to60: 0, days61to90: 0, days90plus: 250_000 },
});

const page = (rows: ReceivablesRow[], totalCount = rows.length): Page => ({
  rows,
  totalCount,
  balance: 396_000,
  totals: { current: 100_000, days1to30: 34_000, days31to60: 12_000, days61to90: 0, days90plus: 250_000 },
  source: 'Cleaver ledger',
  readAt: new Date().toISOString(),
});

/** The API as the list sees it: every request answered with both customers, 45 in all. */
const fakeServer = () => fakeGraphQL({ Receivables: { data: { receivables: page([BISTRO, GRILL], 45) } } });

/** A screen `width` px wide: min-width and max-width media queries answer as a browser that wide would. */
function screenWidth(width: number) {
  const matches = (media: string) =>
    [...media.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].every(([, bound, px]) =>
      bound === 'min' ? width >= Number(px) : width <= Number(px),
    );
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: /width/.test(media) && matches(media),
    media,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

function Address() {
  return <output aria-label="Address">{useLocation().search}</output>;
}

function renderPage(path = '/Admin/Receivables') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ThemeProvider theme={createTheme({ cssVariables: true })}>
      <MemoryRouter initialEntries={[path]}>
        <QueryClientProvider client={queryClient}>
          <ReceivablesPage />
          <Address />
        </QueryClientProvider>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

const address = () => screen.getByRole('status', { name: 'Address' }).textContent;
const csvHref = () => screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The first render of the page and its grid takes seconds on a busy machine.
describe('ReceivablesPage', { timeout: 15_000 }, () => {
  it('shows where the figures come from, the totals, and each customer in the grid on a wide screen', async () => {
    const server = fakeServer();
    screenWidth(1440);
    renderPage();
    const grid = await screen.findByRole('grid', { name: 'Receivables' });
    await within(grid).findByRole('link', { name: 'Harbourside Bistro' });
    expect(screen.getByText(/^From the Cleaver ledger, read \d\d:\d\d$/)).toBeTruthy();
    expect(server.sent('Receivables')).toEqual([{ search: null, filter: 'ALL', offset: 0, limit: 20 }]);

    expect(screen.getByLabelText('Totals').textContent).toBe(
      'Balance$3,960.00Current$1,000.001–30 days$340.0031–60 days$120.0061–90 days$0.0090+ days$2,500.00',
    );

    expect(within(grid).getByRole('link', { name: 'Harbourside Bistro' }).getAttribute('href')).toBe(
      '/Admin/Receivables/c1',
    );
    expect(within(grid).getByText('On stop', { selector: '.MuiChip-label' })).toBeTruthy();
    expect(within(grid).getByText('$2,500.00', { selector: '[data-field="days90plus"] *' })).toBeTruthy();
    expect(csvHref()).toBe('/api/admin/receivables.csv?search=&filter=ALL');
  });

  it('starts from the filter, search and page in the address', async () => {
    const server = fakeServer();
    screenWidth(1440);
    renderPage('/Admin/Receivables?filter=overdue&search=bistro&page=2');
    await screen.findByRole('grid', { name: 'Receivables' });
    await waitFor(() =>
      expect(server.sent('Receivables')).toEqual([
        { search: 'bistro', filter: 'OVERDUE', offset: 20, limit: 20 },
      ]),
    );
    expect((screen.getByLabelText('Search customers') as HTMLInputElement).value).toBe('bistro');
    expect(screen.getByRole('button', { name: 'Overdue' }).getAttribute('aria-pressed')).toBe('true');
    expect(csvHref()).toBe('/api/admin/receivables.csv?search=bistro&filter=OVERDUE');
  });

  it('sends the filter and the search, back on the first page, and keeps them in the address and the CSV link', async () => {
    const server = fakeServer();
    screenWidth(390);
    renderPage('/Admin/Receivables?page=3');
    await screen.findByRole('list', { name: 'Receivables' });

    fireEvent.click(screen.getByRole('button', { name: 'On stop' }));
    await waitFor(() =>
      expect(server.sent('Receivables').at(-1)).toEqual({
        search: null,
        filter: 'ON_STOP',
        offset: 0,
        limit: 20,
      }),
    );
    expect(address()).toBe('?filter=ON_STOP');

    fireEvent.change(screen.getByLabelText('Search customers'), { target: { value: ' grill ' } });
    await waitFor(() =>
      expect(server.sent('Receivables').at(-1)).toEqual({
        search: 'grill',
        filter: 'ON_STOP',
        offset: 0,
        limit: 20,
      }),
    );
    expect(address()).toBe('?filter=ON_STOP&search=grill');
    expect(csvHref()).toBe('/api/admin/receivables.csv?search=grill&filter=ON_STOP');
  });

  it('lists each customer as a card on a phone, opening the ledger, and pages 20 at a time', async () => {
    const server = fakeServer();
    screenWidth(390);
    renderPage();
    const cards = await screen.findByRole('list', { name: 'Receivables' });
    expect(screen.queryByRole('grid')).toBeNull();

    const grill = within(cards).getByRole('article', { name: 'Ponsonby Grill' });
    expect(within(grill).getByRole('link', { name: 'Ponsonby Grill' }).getAttribute('href')).toBe(
      '/Admin/Receivables/c2',
    );
    within(grill).getByText('On stop');
    within(grill).getByText('PG002');
    expect(within(grill).getByText('90+').nextSibling?.textContent).toBe('$2,500.00');
    // Only the buckets with money in them.
    expect(within(grill).queryByText('1–30')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() =>
      expect(server.sent('Receivables').at(-1)).toEqual({
        search: null,
        filter: 'ALL',
        offset: 20,
        limit: 20,
      }),
    );
    expect(address()).toBe('?page=2');
  });
});
