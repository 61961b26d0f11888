import { cents } from '@cleaver/domain/money';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SnackbarContext } from '../../../components/snackbar-context';
import { fakeGraphQL, refused } from '../../../test/graphql-fake';
import type { AdminOrder } from '../api/admin-order';
import type { FreightSettings } from '../api/order-settings';
import { OrderEditor } from './OrderEditor';

const STALE =
  'This order was changed by Aroha Admin at 05:07 24/11/2026. Reload it to see their changes; yours have not been saved.';

// $5.00 freight, free when the sub-total plus GST is over $100.00.
const SETTINGS: FreightSettings = {
  cutoffHour: 5,
  freightCharge: cents(500),
  freeFreightThreshold: cents(10_000),
  closedDays: [],
};

const ORDER = {
  id: 'order-1',
  shortId: 'ORDER',
  version: 3,
  status: 'PENDING',
  orderDate: '2026-11-23T18:00:00.000Z',
  processingDate: '2026-11-24',
  line: 'A',
  priceLevelId: null,
  purchaseOrder: 'PO-7',
  notes: '',
  isDelivery: true,
  freight: 500,
  cutting: 0,
  productionRef: null,
  invoiceNumber: null,
  totalIsEstimate: true,
  updatedAt: '2026-11-23T18:00:00.000Z',
  updatedByName: null,
  customer: {
    id: 'customer-1',
    companyName: 'Harbourside Bistro',
    contactName: 'Sophie Tane',
    email: 'bistro@demo.test',
    phone: '021 482 3307',
    exists: true,
  },
  lines: [
    {
      id: 'line-1',
      productId: 'mince',
      productName: 'Beef Mince',
      productCode: 'BM-1',
      productUnit: 'KG',
      categoryName: 'Beef',
      quantity: 2,
      packedWeight: null,
      unitPrice: 1250,
      levelPrice: 1250,
      priceOverridden: false,
      notes: '',
      image: null,
    },
  ],
  totals: { subTotal: 2500, freight: 500, cutting: 0, gst: 450, total: 3450 },
  invoice: null,
  correctionNotes: [],
  invoiceRevisions: [],
  sync: [],
  history: [],
} as unknown as AdminOrder;

/** The GraphQL endpoint: every save refused as stale, no customers for the autocomplete. */
const fakeServer = () =>
  fakeGraphQL({
    UpdateStaffOrder: refused('ORDER_STALE', STALE),
    OrderCustomerMatches: { data: { searchCustomers: [] } },
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

function renderEditor() {
  const onReload = vi.fn();
  const onSaved = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SnackbarContext value={() => {}}>
        <OrderEditor
          order={ORDER}
          settings={SETTINGS}
          production={null}
          onSaved={onSaved}
          onReload={onReload}
          onDeleted={vi.fn()}
          onClose={vi.fn()}
        />
      </SnackbarContext>
    </QueryClientProvider>,
  );
  return { onReload, onSaved };
}

// A save's validation runs in promises: a task later, any save question it led to is on screen.
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

// Found by label and text rather than by role across the whole page: a role query weighs every element's styles,
// seconds on a page this size.
const updateOrderButton = () => screen.getByText('Update Order').closest('button') as HTMLButtonElement;

function setPrice(dollars: string, how: 'Set' | 'Enter') {
  fireEvent.click(screen.getByLabelText('Override price of Beef Mince'));
  const dialog = screen.getByRole('dialog');
  const price = within(dialog).getByLabelText(/Unit price/);
  fireEvent.change(price, { target: { value: dollars } });
  // Enter in the field submits the dialog's own form, as SET does.
  if (how === 'Enter') fireEvent.submit(price.closest('form') as HTMLFormElement);
  else fireEvent.click(within(dialog).getByRole('button', { name: 'Set' }));
}

async function saveRefusedAsStale() {
  const save = updateOrderButton();
  fireEvent.click(save);
  return waitFor(() => {
    // Beside the button pressed, not only at the top of a long order.
    const refusal = within(save.parentElement as HTMLElement).getByRole('alert');
    expect(refusal.textContent).toContain(STALE);
    return refusal;
  });
}

// The whole screen renders in jsdom: its first render and first dialog took 5-10 s on a loaded two-core machine.
describe('OrderEditor', { timeout: 30_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    FakeEventSource.opened = [];
  });

  it('SET in Override price sets the line’s price without asking to save the order', async () => {
    const server = fakeServer();
    renderEditor();
    setPrice('14.00', 'Set');
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText(/\$14\.00/)).toBeTruthy();
    expect(server.sent('UpdateStaffOrder')).toEqual([]);
  });

  it('Enter in the override price sets it without asking to save the order', async () => {
    const server = fakeServer();
    renderEditor();
    setPrice('15.50', 'Enter');
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText(/\$15\.50/)).toBeTruthy();
    expect(server.sent('UpdateStaffOrder')).toEqual([]);
  });

  it('shows a stale refusal beside Update Order; its Reload reloads at once when nothing was typed', async () => {
    const server = fakeServer();
    const { onReload, onSaved } = renderEditor();

    const refusal = await saveRefusedAsStale();
    expect(server.sent('UpdateStaffOrder')).toHaveLength(1);
    expect(onSaved).not.toHaveBeenCalled();
    fireEvent.click(within(refusal).getByRole('button', { name: 'Reload' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('asks before Reload discards what was typed: Keep editing keeps it, Discard and reload reloads', async () => {
    fakeServer();
    const { onReload } = renderEditor();
    const purchaseOrder = screen.getByLabelText('Purchase Order');
    fireEvent.change(purchaseOrder, { target: { value: 'PO-8' } });

    const refusal = await saveRefusedAsStale();
    fireEvent.click(within(refusal).getByRole('button', { name: 'Reload' }));
    const question = screen.getByRole('dialog', { name: 'Discard your changes?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onReload).not.toHaveBeenCalled();
    expect(purchaseOrder).toHaveProperty('value', 'PO-8');

    fireEvent.click(within(refusal).getByRole('button', { name: 'Reload' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', {
        name: 'Discard and reload',
      }),
    );
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('the banner’s Reload (someone else saved) reloads at once, or asks once a price was changed', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    fakeServer();
    const { onReload } = renderEditor();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    act(() =>
      FakeEventSource.opened[0]?.emit({
        data: {
          adminOrderChanged: { action: 'UPDATED', orderId: 'order-1', version: 4, actorName: 'Aroha Admin' },
        },
      }),
    );
    const banner = screen.getByText(/Aroha Admin saved this order at/).parentElement as HTMLElement;
    fireEvent.click(within(banner).getByRole('button', { name: 'Reload' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onReload).toHaveBeenCalledTimes(1);

    setPrice('14.00', 'Set');
    await settle();
    fireEvent.click(within(banner).getByRole('button', { name: 'Reload' }));
    const question = screen.getByRole('dialog', { name: 'Discard your changes?' });
    expect(onReload).toHaveBeenCalledTimes(1);
    fireEvent.click(within(question).getByRole('button', { name: 'Discard and reload' }));
    expect(onReload).toHaveBeenCalledTimes(2);
  });
});
