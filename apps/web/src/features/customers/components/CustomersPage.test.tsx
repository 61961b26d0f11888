import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShowSnackbar } from '../../../components/snackbar-context';
import { SnackbarContext } from '../../../components/snackbar-context';
import { fakeGraphQL } from '../../../test/graphql-fake';
import type { AdminCustomerRow } from '../api/admin-customers';
import { CustomersPage } from './CustomersPage';

const customer = (over: Partial<AdminCustomerRow>): AdminCustomerRow => ({
  id: 'c1',
  customerCode: 'HB001',
  firstName: 'Aroha',
  lastName: 'Ngata',
  email: 'orders@harbourside.test',
  mobile: '021 555 0101',
  companyName: 'Harbourside Bistro',
  customerLevel: 'A',
  isActive: true,
  onStop: false,
  onStopReason: '',
  onStopSince: null,
  priceLevel: { id: 'pl1', name: 'Restaurants' },
  deliveryZone: null,
  address: { addr1: '1 Quay St', addr2: '', addr3: '', city: 'Auckland', postalCode: '1010' },
  paymentTerms: null,
  paymentTermsLabel: '20th of the month following',
  creditLimit: null,
  orderCount: 3,
  recurringOrderCount: 0,
  accountingSync: { state: 'LEDGER', lastError: null },
  sync: [],
  ...over,
});

const BISTRO = customer({ deliveryZone: { id: 'z1', name: 'Central' } });
const GRILL = customer({
  id: 'c2',
  customerCode: 'PG002',
  firstName: 'Tama',
  lastName: 'Rewi',
  email: 'tama@grill.test',
  mobile: '',
  companyName: 'Ponsonby Grill',
  isActive: false,
  priceLevel: null,
});

/** The API as the customers list sees it: one page with both customers. */
const fakeServer = () =>
  fakeGraphQL({ AdminCustomers: { data: { adminCustomers: { totalCount: 2, rows: [BISTRO, GRILL] } } } });

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

function renderPage() {
  const show: ShowSnackbar = () => undefined;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ThemeProvider theme={createTheme({ cssVariables: true })}>
      <MemoryRouter initialEntries={['/Admin/Customers']}>
        <QueryClientProvider client={queryClient}>
          <SnackbarContext value={show}>
            <CustomersPage />
          </SnackbarContext>
        </QueryClientProvider>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The first render of the page and its grid takes seconds on a busy machine.
describe('CustomersPage', { timeout: 15_000 }, () => {
  it('shows each customer as a card on a phone, with its details and named actions', async () => {
    fakeServer();
    screenWidth(390);
    renderPage();
    const cards = await screen.findByRole('list', { name: 'Customers' });
    expect(screen.queryByRole('grid')).toBeNull();
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);

    const bistro = within(cards).getByRole('article', { name: 'Harbourside Bistro' });
    within(bistro).getByRole('heading', { name: 'Harbourside Bistro' });
    within(bistro).getByText('Aroha Ngata');
    within(bistro).getByRole('button', { name: '021 555 0101' });
    within(bistro).getByRole('button', { name: 'orders@harbourside.test' });
    within(bistro).getByText('HB001');
    within(bistro).getByText('Active');
    within(bistro).getByText('Restaurants');
    expect(within(bistro).getByText('Zone').nextElementSibling?.textContent).toBe('Central');
    for (const action of ['Disable', 'View', 'Edit', 'Delete']) {
      within(bistro).getByRole('button', { name: `${action} Harbourside Bistro` });
    }

    const grill = within(cards).getByRole('article', { name: 'Ponsonby Grill' });
    within(grill).getByText('Disabled');
    within(grill).getByText('PG002');
    // A customer in no zone has no Zone entry.
    expect(within(grill).queryByText('Zone')).toBeNull();
    within(grill).getByRole('button', { name: 'Enable Ponsonby Grill' });

    fireEvent.click(within(bistro).getByRole('button', { name: 'Disable Harbourside Bistro' }));
    screen.getByRole('dialog', { name: 'Disable Harbourside Bistro?' });
  });

  it('keeps the data grid on a wide screen', async () => {
    fakeServer();
    screenWidth(1440);
    renderPage();
    const grid = await screen.findByRole('grid', { name: 'Customers' });
    await within(grid).findByText('Harbourside Bistro');
    expect(screen.queryByRole('list', { name: 'Customers' })).toBeNull();
  });
});
