import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render as draw, fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyOrderDetail } from '../api/get-my-order';
import { OrderChangeForm } from './OrderChangeForm';
import { OrderChangePanel } from './OrderChangePanel';

afterEach(cleanup);

const DRUMSTICKS = 'aaaaaaaa-0000-4000-8000-000000000003';

/** Drawn with a query cache that already holds the product search for 'Dru'. */
function render(element: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(
    ['my-orders', 'add-product', 'Dru'],
    [
      {
        id: DRUMSTICKS,
        productName: 'Drumsticks',
        productCode: 'DRUM',
        productUnit: 'EACH',
        isInStock: true,
        price: { price: 990 },
      },
    ],
  );
  const wrap = (child: ReactElement) => <QueryClientProvider client={client}>{child}</QueryClientProvider>;
  const drawn = draw(wrap(element));
  return { ...drawn, rerender: (next: ReactElement) => drawn.rerender(wrap(next)) };
}

const THIGH = 'aaaaaaaa-0000-4000-8000-000000000001';
const WINGS = 'aaaaaaaa-0000-4000-8000-000000000002';

function line(productId: string, productName: string, quantity: number) {
  return {
    id: `line-${productId}`,
    productId,
    productName,
    productCode: productName.toUpperCase(),
    productUnit: 'EACH',
    image: null,
    quantity,
    packedWeight: null,
    unitPrice: 1250,
    notes: '',
    product: null,
  };
}

const ORDER = {
  id: 'order-1',
  shortId: 'AB12C',
  orderDay: '2026-12-03',
  processingDate: '2026-12-04',
  status: 'PENDING',
  purchaseOrder: 'PO-1',
  isDelivery: true,
  freight: 500,
  cutting: 0,
  hasInvoice: false,
  version: 3,
  customerChange: {
    phone: null,
    canChange: true,
    message: 'You can change or cancel this order until 05:00 on Friday 04/12/2026.',
  },
  invoice: null,
  correctionNotes: [],
  totals: null,
  lines: [line(THIGH, 'Thigh', 2), line(WINGS, 'Wings', 1)],
} as unknown as MyOrderDetail;

describe('OrderChangeForm', () => {
  it('sends the changed quantities, notes, method and purchase order, leaving out a line taken off', () => {
    const onSave = vi.fn();
    render(
      <OrderChangeForm
        order={ORDER}
        error={null}
        saving={false}
        onSave={onSave}
        onDiscard={() => undefined}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Thigh' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Note for Thigh' }), {
      target: { value: 'Skin off' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Wings' }));
    expect(screen.getByText('Taken off this order')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Pick Up' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Purchase Order Number' }), {
      target: { value: 'PO-2' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSave).toHaveBeenCalledWith({
      isDelivery: false,
      purchaseOrder: 'PO-2',
      lines: [{ productId: THIGH, quantity: 3, notes: 'Skin off' }],
    });
  });

  it('says to cancel instead when every line is taken off, and shows the server’s refusal', () => {
    const onSave = vi.fn();
    const { rerender } = render(
      <OrderChangeForm
        order={ORDER}
        error={null}
        saving={false}
        onSave={onSave}
        onDiscard={() => undefined}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Wings' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Quantity of Thigh' }), { target: { value: '0' } });
    fireEvent.blur(screen.getByRole('textbox', { name: 'Quantity of Thigh' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(
      'Keep at least one product on the order, or cancel the order.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Put Thigh back' }));
    const locked = 'This order is locked: we have started packing it. Call us on 09 276 4185 to change it.';
    rerender(
      <OrderChangeForm
        order={ORDER}
        error={locked}
        saving={false}
        onSave={onSave}
        onDiscard={() => undefined}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSave).toHaveBeenCalledTimes(1);
  });
});

describe('adding a product', () => {
  it('finds a product by name and adds it with quantity 1', async () => {
    const onSave = vi.fn();
    render(
      <OrderChangeForm
        order={ORDER}
        error={null}
        saving={false}
        onSave={onSave}
        onDiscard={() => undefined}
      />,
    );
    const search = screen.getByRole('combobox', { name: 'Add a product' });
    fireEvent.change(search, { target: { value: 'Dru' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Drumsticks (DRUM)' }, { timeout: 2_000 }));
    expect((screen.getByRole('textbox', { name: 'Quantity of Drumsticks' }) as HTMLInputElement).value).toBe(
      '1',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSave.mock.calls[0]?.[0].lines).toEqual([
      { productId: THIGH, quantity: 2, notes: '' },
      { productId: WINGS, quantity: 1, notes: '' },
      { productId: DRUMSTICKS, quantity: 1, notes: '' },
    ]);
  });
});

describe('OrderChangePanel', () => {
  it('offers Change order and Cancel order while the server says the order can change', () => {
    render(
      <OrderChangePanel order={ORDER} outcome={null} onChange={() => undefined} onCancel={() => undefined} />,
    );
    expect(screen.getByText(ORDER.customerChange.message)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change order' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeTruthy();
  });

  it('says why a locked order is locked and whom to call, with no buttons', () => {
    const message =
      'This order is locked: the cutoff for Friday 04/12/2026 passed at 05:00. Call us on 09 276 4185 to change it.';
    render(
      <OrderChangePanel
        order={{ ...ORDER, customerChange: { canChange: false, message, phone: '09 276 4185' } }}
        outcome={null}
        onChange={() => undefined}
        onCancel={() => undefined}
      />,
    );
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Call 09 276 4185' }).getAttribute('href')).toBe('tel:092764185');
    expect(screen.queryByRole('button', { name: 'Change order' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });
});
