import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ShowSnackbar, SnackbarContext } from '../../../components/snackbar-context';
import { addTrolleyLine } from '../../../lib/trolley-store';
import { fakeGraphQL } from '../../../test/graphql-fake';
import type { OrderingRole } from '../hooks/use-place-order';
import { CartPage } from './CartPage';

// A variable, not a literal: the lint takes a literal `role` for an ARIA role.
const CUSTOMER: OrderingRole = 'CUSTOMER';
const OWNER = 'user-bistro';
const PRODUCT_ID = '9a1c2b3d-0000-4000-8000-000000000001';
const ON_HOLD = 'Your account is on hold. Please contact us on 09 555 0100.';

/** The API as a signed-in customer's cart sees it, their account on hold or not. */
function fakeServer(accountOnHold: string | null) {
  return fakeGraphQL({
    AccountOnHold: { data: { me: { accountOnHold } } },
    GetSettingsVariables: {
      data: {
        getSettingsVariables: { cutoffHour: 5, freightChargeCents: 1500, freeFreightThresholdCents: 25000 },
      },
    },
    OrderProcessingDate: {
      data: { orderProcessingDate: { date: '2026-12-04', moved: false, notice: null } },
    },
    MyProductNotes: { data: { myProductNotes: [] } },
    GetCartProducts: {
      data: {
        getProducts: [
          {
            id: PRODUCT_ID,
            productName: 'Chicken Thigh',
            productCode: 'CH-1',
            productUnit: 'KG',
            isInStock: true,
            image: null,
            price: { price: 1250 },
          },
        ],
      },
    },
  });
}

function renderCart() {
  const show: ShowSnackbar = () => undefined;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ThemeProvider theme={createTheme({ cssVariables: true })}>
      <MemoryRouter initialEntries={['/cart']}>
        <QueryClientProvider client={queryClient}>
          <SnackbarContext value={show}>
            <CartPage role={CUSTOMER} trolleyOwner={OWNER} />
          </SnackbarContext>
        </QueryClientProvider>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe('the cart of a customer on stop', { timeout: 15_000 }, () => {
  beforeEach(() => {
    window.localStorage.clear();
    addTrolleyLine(OWNER, {
      productId: PRODUCT_ID,
      productName: 'Chicken Thigh',
      productCode: 'CH-1',
      productUnit: 'KG',
      imageUrl: null,
      quantity: 2,
    });
  });
  afterEach(cleanup);

  it('keeps the trolley and says the account is on hold beside a Confirm Order that cannot be pressed', async () => {
    fakeServer(ON_HOLD);
    renderCart();
    // The first render of the cart takes seconds on a busy machine.
    await screen.findByRole('heading', { name: 'Chicken Thigh' }, { timeout: 10_000 });
    expect(await screen.findByText(ON_HOLD)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm Order' }).hasAttribute('disabled')).toBe(true);
  });

  it('says nothing of it to a customer who may order', async () => {
    fakeServer(null);
    renderCart();
    await screen.findByRole('heading', { name: 'Chicken Thigh' }, { timeout: 10_000 });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Confirm Order' }).hasAttribute('disabled')).toBe(false),
    );
    expect(screen.queryByText(ON_HOLD)).toBeNull();
  });
});
