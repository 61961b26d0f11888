import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeGraphQL } from '../../../test/graphql-fake';
import type { MyOrderDetail } from '../api/get-my-order';
import type { MyOrderRow } from '../api/list-my-orders';
import { OrderCards } from './OrderCards';
import { OrderDetailDialog } from './OrderDetailDialog';
import { OrdersTable } from './OrdersTable';

afterEach(cleanup);

// 10:42 am on Monday 8 December 2025 in Auckland (daylight time, UTC+13): a day before any run's today.
const DELIVERED_AT = '2025-12-07T21:42:00.000Z';

const ORDER: MyOrderDetail = {
  id: 'order-1',
  shortId: 'AB12C',
  orderDay: '2026-12-03',
  processingDate: '2026-12-07',
  status: 'COMPLETED',
  purchaseOrder: 'PO-1',
  isDelivery: true,
  freight: 500,
  cutting: 0,
  hasInvoice: false,
  version: 3,
  customerChange: { phone: null, canChange: false, message: 'This order can no longer be changed.' },
  delivery: {
    deliveredAt: DELIVERED_AT,
    receivedBy: 'Sam Cook',
    photoUrl: '/deliveries/order-1/photo',
    signatureUrl: '/deliveries/order-1/signature',
  },
  invoice: null,
  correctionNotes: [],
  totals: { subTotal: 2500, freight: 500, cutting: 0, gst: 450, total: 3450 },
  lines: [],
};

const ROW: MyOrderRow = {
  id: 'order-1',
  shortId: 'AB12C',
  orderDay: '2026-12-03',
  status: 'COMPLETED',
  itemCount: 2,
  hasInvoice: false,
  totals: { total: 3450 },
  delivery: { deliveredAt: DELIVERED_AT, receivedBy: 'Sam Cook' },
};

function draw(element: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ThemeProvider theme={createTheme()}>
      <QueryClientProvider client={client}>
        <MemoryRouter>{element}</MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

describe('a delivered order in My Orders', () => {
  it('says in the order when and to whom it was delivered, with the photo and signature to open', async () => {
    fakeGraphQL({ GetMyOrder: { data: { getMyOrder: ORDER } } });
    draw(<OrderDetailDialog orderId="order-1" trolleyOwner="customer-1" onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: /^Order AB12C/ });
    expect(await within(dialog).findByText('Delivered 10:42 am on 08/12/2025 to Sam Cook')).toBeTruthy();
    const photo = within(dialog).getByRole('link', { name: 'Photo of the delivery' });
    expect(photo.getAttribute('href')).toBe('/deliveries/order-1/photo');
    expect(photo.getAttribute('target')).toBe('_blank');
    expect(within(dialog).getByRole('link', { name: 'Signature' }).getAttribute('href')).toBe(
      '/deliveries/order-1/signature',
    );
  });

  it('offers no pictures the driver did not take', async () => {
    const delivery = { ...ORDER.delivery, photoUrl: null, signatureUrl: null };
    fakeGraphQL({ GetMyOrder: { data: { getMyOrder: { ...ORDER, delivery } } } });
    draw(<OrderDetailDialog orderId="order-1" trolleyOwner="customer-1" onClose={() => undefined} />);
    expect(await screen.findByText('Delivered 10:42 am on 08/12/2025 to Sam Cook')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Photo of the delivery' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Signature' })).toBeNull();
  });

  it('says nothing of a delivery not made yet', async () => {
    fakeGraphQL({ GetMyOrder: { data: { getMyOrder: { ...ORDER, delivery: null } } } });
    draw(<OrderDetailDialog orderId="order-1" trolleyOwner="customer-1" onClose={() => undefined} />);
    expect(await screen.findByText('Purchase Order')).toBeTruthy();
    expect(screen.queryByText(/^Delivered/)).toBeNull();
  });

  it('shows the day it was delivered beside the status in the table, and the time on the phone’s card', () => {
    draw(
      <OrdersTable
        rows={[ROW, { ...ROW, id: 'order-2', shortId: 'CD34E', delivery: null }]}
        loading={false}
        onView={() => undefined}
      />,
    );
    const [, delivered, notYet] = screen.getAllByRole('row');
    expect(within(delivered as HTMLElement).getByText('Delivered 08/12/2025')).toBeTruthy();
    expect(within(notYet as HTMLElement).queryByText(/^Delivered/)).toBeNull();
    cleanup();

    draw(<OrderCards rows={[ROW]} loading={false} onView={() => undefined} />);
    const card = screen.getByRole('article', { name: 'Order AB12C' });
    expect(within(card).getByText('Delivered')).toBeTruthy();
    expect(within(card).getByText('10:42 am on 08/12/2025 to Sam Cook')).toBeTruthy();
  });
});
