import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ShowSnackbar, SnackbarContext } from '../../../components/snackbar-context';
import { addTrolleyLine } from '../../../lib/trolley-store';
import { fakeGraphQL, refused } from '../../../test/graphql-fake';
import type { DeliveryDay } from '../api/order-processing-date';
import type { OrderingRole } from '../hooks/use-place-order';
import { CartPage } from './CartPage';

// A variable, not a literal: the lint takes a literal `role` for an ARIA role.
const CUSTOMER: OrderingRole = 'CUSTOMER';
const OWNER = 'user-bistro';
const PRODUCT_ID = '9a1c2b3d-0000-4000-8000-000000000001';
const ON_HOLD = 'Your account is on hold. Please contact us on 09 555 0100.';

// Central's van goes Tuesdays and Thursdays at $20.00 freight; the shop's freight is $15.00.
const CENTRAL: DeliveryDay = {
  date: '2026-12-08',
  text: 'Your next delivery day is Tuesday 08/12/2026',
  notice: null,
  zoneName: 'Central',
  days: 'Tuesday and Thursday',
  freightChargeCents: 2000,
  freeFreightThresholdCents: 40000,
  minimumOrderCents: 0,
};
// The trolley: 2 kg at $12.50.
const UNDER_CENTRAL_MINIMUM =
  'Orders for delivery to Central need at least $150.00 excl. GST; your trolley is $25.00. Add more, or choose pick-up.';

const processingDate = (delivery: DeliveryDay | null) => ({
  data: { orderProcessingDate: { date: '2026-12-04', moved: false, notice: null, delivery } },
});

/** The API as a signed-in customer's cart sees it, their account on hold or not, in a delivery zone or not. */
function fakeServer(accountOnHold: string | null, delivery: DeliveryDay | null = null) {
  return fakeGraphQL(
    {
      AccountOnHold: { data: { me: { accountOnHold } } },
      GetSettingsVariables: {
        data: {
          getSettingsVariables: { cutoffHour: 5, freightChargeCents: 1500, freeFreightThresholdCents: 25000 },
        },
      },
      OrderProcessingDate: processingDate(delivery),
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
    },
    { routes: { '/connection': () => new Response('CONNECTION_OK') } },
  );
}

const snackbarMessages: string[] = [];

function renderCart() {
  const show: ShowSnackbar = (message) => void snackbarMessages.push(message);
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

const confirmOrder = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Confirm Order' });
/** The amount beside `label` in the summary's totals. */
function figure(label: string): string | null | undefined {
  const totals = screen.getByLabelText('Order totals');
  return within(totals).getByText(label).nextElementSibling?.textContent;
}

/** The cart with its prices in, and the summary's details open (the test's screen is as narrow as a phone's). */
async function renderLoadedCart() {
  renderCart();
  await screen.findByRole('heading', { name: 'Chicken Thigh' }, { timeout: 10_000 });
  await waitFor(() => expect(figure('Total (Estimate)')).toMatch(/^\$/));
  fireEvent.click(screen.getByRole('button', { name: 'Show order details' }));
}

describe('the cart of a customer in a delivery zone', { timeout: 15_000 }, () => {
  beforeEach(() => {
    window.localStorage.clear();
    snackbarMessages.length = 0;
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

  it("shows a delivery on the van's next day there, priced with the zone's freight", async () => {
    fakeServer(null, CENTRAL);
    await renderLoadedCart();
    expect(screen.getAllByText('Your next delivery day is Tuesday 08/12/2026').length).toBeGreaterThan(0);
    expect(screen.getByText('Central delivers on Tuesday and Thursday.')).toBeTruthy();
    expect(screen.queryByText('Processing Date')).toBeNull();
    // $25.00 + $20.00 freight + $6.75 GST.
    expect(figure('Freight')).toBe('$20.00');
    expect(figure('Total (Estimate)')).toBe('$51.75');
    expect(screen.getByText('Free freight when the Sub-Total plus GST is over $400.00.')).toBeTruthy();
    await waitFor(() => expect(confirmOrder().disabled).toBe(false));

    // A pick-up keeps the processing date and has no freight.
    fireEvent.click(screen.getByRole('radio', { name: 'Pick Up' }));
    expect(screen.getByText('Processing Date')).toBeTruthy();
    expect(screen.getByText('Friday 04/12/2026')).toBeTruthy();
    expect(screen.queryByText(/Your next delivery day/)).toBeNull();
    expect(figure('Total (Estimate)')).toBe('$28.75');
  });

  it("warns of a delivery under the zone's minimum and holds Confirm Order, which a pick-up lets go", async () => {
    fakeServer(null, { ...CENTRAL, minimumOrderCents: 15000 });
    await renderLoadedCart();
    const warning = await screen.findByRole('alert');
    expect(warning.textContent).toBe(UNDER_CENTRAL_MINIMUM);
    expect(confirmOrder().disabled).toBe(true);

    fireEvent.click(screen.getByRole('radio', { name: 'Pick Up' }));
    await waitFor(() => expect(confirmOrder().disabled).toBe(false));
    expect(screen.queryByText(UNDER_CENTRAL_MINIMUM)).toBeNull();
  });

  it("says the server's refusal when the zone's minimum rose meanwhile, and then warns of it", async () => {
    const server = fakeServer(null, CENTRAL);
    server.answer({
      CreateOrder: () => {
        server.answer({ OrderProcessingDate: processingDate({ ...CENTRAL, minimumOrderCents: 15000 }) });
        return refused(
          'UNDER_ZONE_MINIMUM',
          'Orders for delivery to Central need at least $150.00 excl. GST; your trolley is $25.00.',
        );
      },
    });
    await renderLoadedCart();
    await waitFor(() => expect(confirmOrder().disabled).toBe(false));
    fireEvent.click(confirmOrder());
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Order' });
    expect(within(dialog).getByText('Delivery Day')).toBeTruthy();
    expect(dialog.textContent).toContain('Tuesday 08/12/2026');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(snackbarMessages).toEqual([UNDER_CENTRAL_MINIMUM]));
    // The processing date asked again: the cart now says it before the next try.
    await waitFor(() => expect(confirmOrder().disabled).toBe(true));
    expect(screen.getByRole('alert').textContent).toBe(UNDER_CENTRAL_MINIMUM);
  });

  it('prices and dates a delivery as before for a customer in no zone', async () => {
    fakeServer(null, null);
    await renderLoadedCart();
    expect(screen.getByText('Processing Date')).toBeTruthy();
    expect(screen.getByText('Friday 04/12/2026')).toBeTruthy();
    expect(screen.queryByText(/Your next delivery day/)).toBeNull();
    expect(figure('Freight')).toBe('$15.00');
    expect(screen.getByText('Free freight when the Sub-Total plus GST is over $250.00.')).toBeTruthy();
    await waitFor(() => expect(confirmOrder().disabled).toBe(false));
  });
});
