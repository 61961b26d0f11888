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
  delivery: null,
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

// ORDER once invoiced: packed as ordered, billed $34.50 on invoice 1001.
const INVOICED = {
  ...ORDER,
  status: 'COMPLETED',
  totalIsEstimate: false,
  lines: ORDER.lines.map((line) => ({ ...line, packedWeight: 2 })),
  invoice: {
    id: 'invoice-1',
    number: 1001,
    revision: 1,
    issuedAt: '2026-11-24T02:00:00.000Z',
    total: 3450,
    pdfUrl: '/api/invoices/invoice-1.pdf',
    emailedAt: null,
  },
} as unknown as AdminOrder;

const DEBIT_NOTE: AdminOrder['correctionNotes'][number] = {
  id: 'note-1',
  xeroProblem: null,
  kind: 'DEBIT',
  number: 'DN-0001',
  title: 'Debit Note',
  issuedAt: '2026-11-25T02:00:00.000Z',
  reason: 'Price corrected: agreed by phone',
  invoiceNumber: 1001,
  total: 345,
  gst: 45,
  pdfUrl: '/api/notes/note-1.pdf',
};

function renderEditor(order: AdminOrder = ORDER, shown: string[] = []) {
  const onReload = vi.fn();
  const onSaved = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SnackbarContext value={(message) => shown.push(message)}>
        <OrderEditor
          order={order}
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

/** Chooses a reason in the open correction dialog. */
function chooseReason(dialog: HTMLElement, label: string) {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /^Reason/ }));
  fireEvent.click(screen.getByRole('option', { name: label }));
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

  describe('an invoiced order', () => {
    it('asks why when the total moves, refuses in place without a reason, and sends the reason with the save', async () => {
      const saved = { ...INVOICED, version: 4, correctionNotes: [DEBIT_NOTE] };
      const server = fakeGraphQL({
        UpdateStaffOrder: { data: { updateStaffOrder: saved } },
        OrderCustomerMatches: { data: { searchCustomers: [] } },
      });
      const shown: string[] = [];
      const { onSaved } = renderEditor(INVOICED, shown);
      setPrice('14.00', 'Set');
      await settle();
      fireEvent.click(updateOrderButton());
      await settle();

      const dialog = screen.getByRole('dialog', { name: 'Correct invoice 1001' });
      expect(dialog.textContent).toContain('Total $34.50 → $37.95.');
      expect(dialog.textContent).toContain('a Debit Note of $3.45 is issued for the difference');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save and issue note' }));
      await waitFor(() => expect(dialog.textContent).toContain('Choose why the invoice is being corrected.'));
      expect(server.sent('UpdateStaffOrder')).toEqual([]);

      chooseReason(dialog, 'Price corrected');
      fireEvent.change(within(dialog).getByLabelText('Details'), { target: { value: ' agreed by phone ' } });
      fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Email the note to Harbourside Bistro' }));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save and issue note' }));
      await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
      const [sent] = server.sent('UpdateStaffOrder');
      expect(sent?.correction).toEqual({
        reason: 'PRICE_CORRECTED',
        reasonText: 'agreed by phone',
        sendCustomerEmail: true,
      });
      expect(sent?.input.lines[0].unitPriceOverride).toBe(1400);
      expect(shown).toContain('Order updated. Debit note DN-0001 issued.');
    });

    it('asks why when the server says the lines billed changed though the total did not', async () => {
      const server = fakeGraphQL({
        UpdateStaffOrder: (variables) =>
          variables.correction
            ? { data: { updateStaffOrder: { ...INVOICED, version: 4 } } }
            : refused('BAD_INPUT', 'Choose why the invoice is being corrected.'),
        OrderCustomerMatches: { data: { searchCustomers: [] } },
      });
      const { onSaved } = renderEditor(INVOICED);
      fireEvent.change(screen.getByLabelText('Purchase Order'), { target: { value: 'PO-8' } });
      fireEvent.click(updateOrderButton());

      const dialog = await screen.findByRole('dialog', { name: 'Correct invoice 1001' });
      expect(dialog.textContent).toContain('The total stays $34.50');
      // Not a refusal left on the page: the question is the answer.
      expect(screen.queryByText('Choose why the invoice is being corrected.')).toBeNull();
      chooseReason(dialog, 'Other');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save and issue note' }));
      await waitFor(() => expect(dialog.textContent).toContain('Say why the invoice is being corrected.'));
      fireEvent.change(within(dialog).getByLabelText(/^Details/), { target: { value: 'Lines swapped' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save and issue note' }));
      await waitFor(() => expect(onSaved).toHaveBeenCalled());
      expect(server.sent('UpdateStaffOrder').map((sent) => sent.correction)).toEqual([
        null,
        { reason: 'OTHER', reasonText: 'Lines swapped', sendCustomerEmail: false },
      ]);
    });

    it('cancelling it credits everything billed, with Order cancelled chosen already', async () => {
      const server = fakeGraphQL({
        UpdateStaffOrder: { data: { updateStaffOrder: { ...INVOICED, version: 4, status: 'CANCELLED' } } },
        OrderCustomerMatches: { data: { searchCustomers: [] } },
      });
      const { onSaved } = renderEditor(INVOICED);
      fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Status/ }));
      fireEvent.click(screen.getByRole('option', { name: 'CANCELLED' }));
      fireEvent.click(updateOrderButton());

      const dialog = await screen.findByRole('dialog', { name: 'Correct invoice 1001' });
      expect(dialog.textContent).toContain('Total $34.50 → $0.00.');
      expect(dialog.textContent).toContain('a Credit Note of $34.50 is issued');
      expect(within(dialog).getByRole('combobox', { name: /^Reason/ }).textContent).toBe('Order cancelled');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save and issue note' }));
      await waitFor(() => expect(onSaved).toHaveBeenCalled());
      expect(server.sent('UpdateStaffOrder')[0]?.correction).toEqual({
        reason: 'CANCELLED',
        reasonText: null,
        sendCustomerEmail: false,
      });
    });

    it('offers Credit / Return on each billed line, but asks to save unsaved changes first', async () => {
      const server = fakeServer();
      const shown: string[] = [];
      renderEditor(INVOICED, shown);
      fireEvent.change(screen.getByLabelText('Purchase Order'), { target: { value: 'PO-8' } });
      fireEvent.click(screen.getByLabelText('Credit / Return Beef Mince'));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(shown.at(-1)).toMatch(/not saved\. Update Order first, then record the return/);

      fireEvent.change(screen.getByLabelText('Purchase Order'), { target: { value: 'PO-7' } });
      await settle();
      fireEvent.click(screen.getByLabelText('Credit / Return Beef Mince'));
      screen.getByRole('dialog', { name: 'Credit / Return — Beef Mince' });
      expect(server.names()).not.toContain('ReturnPreview');
    });

    it('an order not invoiced has no Credit / Return', () => {
      fakeServer();
      renderEditor();
      expect(screen.queryByLabelText(/^Credit \/ Return/)).toBeNull();
    });
  });

  describe('its delivery', () => {
    const PROOF = {
      deliveredAt: '2026-11-24T21:42:00.000Z',
      receivedBy: 'Sam',
      recordedBy: 'Tama Driver',
      photoUrl: '/api/delivery/images/photo-1',
      signatureUrl: '/api/delivery/images/signature-1',
    };

    it('shows when, to whom and by whom it was recorded, with the photo and signature to open', () => {
      fakeServer();
      renderEditor({ ...ORDER, status: 'PACKED', delivery: PROOF });
      screen.getByText('Delivered 10:42 am on 25/11/2026 to Sam');
      screen.getByText('· recorded by Tama Driver');
      const photo = screen.getByAltText('Photo of the delivery').closest('a') as HTMLAnchorElement;
      expect(photo.getAttribute('href')).toBe('/api/delivery/images/photo-1');
      expect(photo.getAttribute('target')).toBe('_blank');
      const signature = screen.getByAltText('Signature').closest('a') as HTMLAnchorElement;
      expect(signature.getAttribute('href')).toBe('/api/delivery/images/signature-1');
      expect(screen.queryByText('Mark delivered')).toBeNull();
    });

    it('leaves out the pictures the driver did not take', () => {
      fakeServer();
      renderEditor({ ...ORDER, delivery: { ...PROOF, photoUrl: null, signatureUrl: null } });
      screen.getByText('Delivered 10:42 am on 25/11/2026 to Sam');
      expect(screen.queryByRole('img')).toBeNull();
    });

    it('Mark delivered asks who took it, records it and hands the delivery on, keeping what is typed', async () => {
      const server = fakeGraphQL({
        MarkDelivered: ({ input }) => ({
          data: { markDelivered: { ...PROOF, receivedBy: input.receivedBy } },
        }),
        OrderCustomerMatches: { data: { searchCustomers: [] } },
      });
      const shown: string[] = [];
      const { onSaved } = renderEditor(ORDER, shown);
      fireEvent.change(screen.getByLabelText('Purchase Order'), { target: { value: 'PO-8' } });
      fireEvent.click(screen.getByText('Mark delivered'));
      const dialog = screen.getByRole('dialog', { name: 'Mark order ORDER delivered?' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Mark delivered' }));
      await within(dialog).findByText('Enter who took the delivery.');
      expect(server.sent('MarkDelivered')).toEqual([]);

      fireEvent.change(within(dialog).getByRole('textbox', { name: 'Received by' }), {
        target: { value: '  Sam Cook ' },
      });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Mark delivered' }));
      await waitFor(() =>
        expect(onSaved).toHaveBeenCalledWith({ ...ORDER, delivery: { ...PROOF, receivedBy: 'Sam Cook' } }),
      );
      expect(server.sent('MarkDelivered')).toEqual([
        { input: { orderId: 'order-1', receivedBy: 'Sam Cook' } },
      ]);
      expect(shown).toContain('Order ORDER marked delivered.');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(screen.getByLabelText('Purchase Order')).toHaveProperty('value', 'PO-8');
      expect(server.sent('UpdateStaffOrder')).toEqual([]);
    });

    it('reads the delivery again when the driver records it while the order is open', async () => {
      vi.stubGlobal('EventSource', FakeEventSource);
      fakeGraphQL({
        OrderEditorOrder: { data: { adminOrder: { ...ORDER, delivery: PROOF } } },
        OrderCustomerMatches: { data: { searchCustomers: [] } },
      });
      const { onSaved } = renderEditor();
      await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
      act(() =>
        FakeEventSource.opened[0]?.emit({
          data: {
            adminOrderChanged: { action: 'UPDATED', orderId: 'order-1', version: null, actorName: null },
          },
        }),
      );
      await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ ...ORDER, delivery: PROOF }));
      expect(screen.queryByText(/saved this order at/)).toBeNull();
    });

    it("shows the server's refusal in the dialog", async () => {
      fakeGraphQL({
        MarkDelivered: refused('BAD_INPUT', 'The name may be at most 80 characters.'),
        OrderCustomerMatches: { data: { searchCustomers: [] } },
      });
      const { onSaved } = renderEditor();
      fireEvent.click(screen.getByText('Mark delivered'));
      const dialog = screen.getByRole('dialog', { name: 'Mark order ORDER delivered?' });
      fireEvent.change(within(dialog).getByRole('textbox', { name: 'Received by' }), {
        target: { value: 'Sam' },
      });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Mark delivered' }));
      await within(dialog).findByText('The name may be at most 80 characters.');
      expect(onSaved).not.toHaveBeenCalled();
    });

    it('is not offered for a pick-up or a cancelled order', () => {
      fakeServer();
      renderEditor({ ...ORDER, isDelivery: false });
      expect(screen.queryByText('Mark delivered')).toBeNull();
      cleanup();
      renderEditor({ ...ORDER, status: 'CANCELLED' });
      expect(screen.queryByText('Mark delivered')).toBeNull();
    });
  });

  it("opens the order's delivery docket, without prices, in a tab of its own", () => {
    fakeServer();
    renderEditor();
    const docket = screen.getByText('Print docket').closest('a') as HTMLAnchorElement;
    expect(docket.getAttribute('href')).toBe(`/api/admin/dockets.pdf?order=${ORDER.id}`);
    expect(docket.getAttribute('target')).toBe('_blank');
  });
});
