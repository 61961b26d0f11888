import { ADMIN_MESSAGES } from '@cleaver/domain/admin-messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShowSnackbar } from '../../../components/snackbar-context';
import { SnackbarContext } from '../../../components/snackbar-context';
import { fakeGraphQL } from '../../../test/graphql-fake';
import type { InvoiceBatchOrder } from '../api/invoice-batch-preview';
import { BatchInvoiceDialog } from './BatchInvoiceDialog';
import { OrdersInvoicingBar } from './OrdersInvoicingBar';

const BISTRO: InvoiceBatchOrder = {
  orderId: 'a1b2c3d4-0000-4000-8000-000000000001',
  shortId: 'A1B2C',
  companyName: 'Harbourside Bistro',
  processingDate: '2026-11-03',
  total: 84_312,
  farOffLines: [],
  unusuallyLarge: false,
};
const DRAGON: InvoiceBatchOrder = {
  orderId: 'd7e8f9a0-0000-4000-8000-000000000002',
  shortId: 'D7E8F',
  companyName: 'Golden Dragon Takeaway',
  processingDate: '2026-11-04',
  total: 148_355_992,
  farOffLines: [],
  unusuallyLarge: true,
};
const GRILL: InvoiceBatchOrder = {
  orderId: '5c6d7e8f-0000-4000-8000-000000000003',
  shortId: '5C6D7',
  companyName: 'Ponsonby Grill',
  processingDate: '2026-11-10',
  total: 12_600,
  farOffLines: [
    'Beef Rump: 12.600 KG packed, 10.00 KG ordered (26 % over ordered)',
    'Lamb Rack: 3.000 KG packed, 5.00 KG ordered (40 % under ordered)',
  ],
  unusuallyLarge: false,
};

/** The API as the invoicing bar and dialog see it: the batch preview, and createInvoices. */
function fakeServer(preview: InvoiceBatchOrder[]) {
  const server = fakeGraphQL({
    InvoiceBatchPreview: { data: { invoiceBatchPreview: preview } },
    OrdersIntegrations: { data: { integrations: { production: false, accounting: false } } },
    CreateInvoices: (variables) => {
      const orderIds: string[] = variables.orderIds;
      const invoiceIds = orderIds.map((id) => `invoice-${id}`);
      return { data: { createInvoices: { created: orderIds.length, skipped: 0, invoiceIds } } };
    },
  });
  /** Each createInvoices call. */
  return {
    invoiced: () =>
      server.sent('CreateInvoices') as Array<{ orderIds: string[]; sendCustomerEmail: boolean }>,
  };
}

/** A phone-sized screen: every media query the dialog asks matches. */
function onPhone() {
  const query = (media: string) => ({
    matches: true,
    media,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  });
  vi.stubGlobal('matchMedia', query);
}

function renderWithApp(children: ReactNode) {
  const snackbars: Array<{ message: string; severity?: string }> = [];
  const show: ShowSnackbar = (message, severity) => void snackbars.push({ message, severity });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter>
      <QueryClientProvider client={queryClient}>
        <SnackbarContext value={show}>{children}</SnackbarContext>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { snackbars };
}

function openDialog(orders: InvoiceBatchOrder[]) {
  const onClose = vi.fn();
  renderWithApp(<BatchInvoiceDialog orders={orders} onClose={onClose} />);
  return { shown: screen.getByRole('dialog', { name: 'Create Invoices' }), onClose };
}

/** The row or list item that shows an order, found by its link. */
function entryOf(shown: HTMLElement, order: InvoiceBatchOrder): HTMLElement {
  // A browser names it 'Open order A1B2C'; jsdom drops the space at the end of the hidden words.
  const link = within(shown).getByRole('link', { name: new RegExp(`^Open order ?${order.shortId}$`) });
  expect(link.getAttribute('href')).toBe(`/admin/order/${order.orderId}`);
  const entry = link.closest('tr, li');
  if (!(entry instanceof HTMLElement)) throw new Error(`${order.shortId} is in no row`);
  return entry;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('BatchInvoiceDialog', () => {
  it('lists each order with its company, short id, date and total, and the sum incl. GST', () => {
    fakeServer([]);
    const { shown } = openDialog([BISTRO, DRAGON, GRILL]);
    const table = within(shown).getByRole('table', { name: 'Orders to invoice' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    const expected = [
      [BISTRO, '03/11/2026', '$843.12'],
      [DRAGON, '04/11/2026', '$1,483,559.92'],
      [GRILL, '10/11/2026', '$126.00'],
    ] as const;
    for (const [order, date, total] of expected) {
      const row = entryOf(table, order);
      within(row).getByText(order.companyName);
      within(row).getByText(date);
      within(row).getByText(total);
    }
    within(shown).getByText('3 orders, $1,484,529.04 incl. GST');
  });

  it('marks an unusually large order and one with weights far off in words, with the far-off sentences', () => {
    fakeServer([]);
    const { shown } = openDialog([BISTRO, DRAGON, GRILL]);
    within(entryOf(shown, DRAGON)).getByText('Unusually large');
    expect(within(entryOf(shown, DRAGON)).queryByText('Weights far off')).toBeNull();
    const grill = within(entryOf(shown, GRILL));
    grill.getByText('Weights far off');
    for (const sentence of GRILL.farOffLines) grill.getByText(sentence);
    expect(within(entryOf(shown, BISTRO)).queryByText(/Unusually large|Weights far off/)).toBeNull();
    expect(within(shown).getByRole('alert').textContent).toMatch(
      /^2 orders are marked below .* Check them on the packing board or the order screen before invoicing: Cancel, fix them/,
    );
  });

  it('has no warning when nothing is marked', () => {
    fakeServer([]);
    const { shown } = openDialog([BISTRO]);
    within(shown).getByText('1 order, $843.12 incl. GST');
    expect(within(shown).queryByRole('alert')).toBeNull();
  });

  it('on a phone lists the orders with the same facts and marks', () => {
    fakeServer([]);
    onPhone();
    const { shown } = openDialog([BISTRO, GRILL]);
    expect(within(shown).queryByRole('table')).toBeNull();
    const list = within(shown).getByRole('list', { name: 'Orders to invoice' });
    const grill = within(entryOf(list, GRILL));
    grill.getByText('Ponsonby Grill');
    grill.getByText('10/11/2026');
    grill.getByText('$126.00');
    grill.getByText(GRILL.farOffLines[0] ?? '');
    within(shown).getByText('2 orders, $969.12 incl. GST');
  });

  it('Cancel invoices nothing', () => {
    const server = fakeServer([]);
    const { shown, onClose } = openDialog([BISTRO, DRAGON]);
    fireEvent.click(within(shown).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(server.invoiced()).toEqual([]);
  });

  it('Create Invoices invoices exactly the listed orders, 50 a call, with the email choice', async () => {
    const server = fakeServer([]);
    const orders = Array.from({ length: 60 }, (_, index) => ({
      ...BISTRO,
      orderId: `0000${String(index).padStart(4, '0')}-0000-4000-8000-000000000000`,
      shortId: `S${String(index).padStart(4, '0')}`,
    }));
    const { shown } = openDialog(orders);
    within(shown).getByText('60 orders, $50,587.20 incl. GST');
    const listed = within(within(shown).getByRole('table', { name: 'Orders to invoice' }))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')?.replace('/admin/order/', ''));
    fireEvent.click(within(shown).getByRole('checkbox', { name: 'Email each customer their invoice' }));
    fireEvent.click(within(shown).getByRole('button', { name: 'Create Invoices' }));
    await within(shown).findByText(ADMIN_MESSAGES.invoicesCreated);
    expect(server.invoiced().map((call) => call.orderIds.length)).toEqual([50, 10]);
    expect(server.invoiced().flatMap((call) => call.orderIds)).toEqual(listed);
    expect(server.invoiced().every((call) => call.sendCustomerEmail)).toBe(true);
    within(shown).getByText('60 invoices created.');
  });
});

describe('OrdersInvoicingBar Create Invoices', () => {
  it('says there are no packed orders when the preview is empty, and opens no dialog', async () => {
    fakeServer([]);
    const { snackbars } = renderWithApp(<OrdersInvoicingBar filter="DEFAULT" />);
    fireEvent.click(screen.getByRole('button', { name: 'Create Invoices' }));
    await waitFor(() =>
      expect(snackbars).toEqual([{ message: ADMIN_MESSAGES.noPackedOrders, severity: 'info' }]),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the dialog on the orders the server would invoice; Cancel closes it and invoices nothing', async () => {
    const server = fakeServer([BISTRO, GRILL]);
    renderWithApp(<OrdersInvoicingBar filter="DEFAULT" />);
    fireEvent.click(screen.getByRole('button', { name: 'Create Invoices' }));
    const shown = await screen.findByRole('dialog', { name: 'Create Invoices' });
    entryOf(shown, BISTRO);
    entryOf(shown, GRILL);
    fireEvent.click(within(shown).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.invoiced()).toEqual([]);
  });
});
