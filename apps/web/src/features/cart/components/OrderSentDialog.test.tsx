import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { PlacedOrder } from '../api/create-order';
import { OrderSentDialog } from './OrderSentDialog';

const ORDER: PlacedOrder = {
  id: 'o1',
  shortId: 'K7QX2',
  processingDate: '2026-12-08',
  itemCount: 3,
  totals: { total: 17_250 },
};

function shown(deliveryDay?: boolean) {
  render(
    <MemoryRouter>
      <OrderSentDialog order={ORDER} deliveryDay={deliveryDay} onClose={() => undefined} />
    </MemoryRouter>,
  );
  return screen.getByRole('dialog', { name: 'Order Sent!' });
}

describe('OrderSentDialog', () => {
  afterEach(cleanup);

  it('names the date the processing date of an order outside a delivery zone', () => {
    const dialog = shown();
    expect(within(dialog).getByText('Processing Date')).toBeTruthy();
    expect(within(dialog).getByText('Tuesday 08/12/2026')).toBeTruthy();
  });

  it('names it the delivery day of a delivery to the customer’s zone, as the confirmation did', () => {
    const dialog = shown(true);
    expect(within(dialog).getByText('Delivery Day')).toBeTruthy();
    expect(within(dialog).queryByText('Processing Date')).toBeNull();
  });
});
