import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PickList, PickListOrder } from '../api/pick-list';
import { PickListView } from './PickListView';

const order = (
  over: Partial<PickListOrder> & Pick<PickListOrder, 'orderId' | 'companyName'>,
): PickListOrder => ({
  shortId: over.orderId.toUpperCase(),
  quantity: 1,
  notes: '',
  orderNotes: '',
  cuttingCharged: false,
  ...over,
});

const PICK_LIST: PickList = {
  processingDate: '2026-11-26',
  orderCount: 3,
  pdfUrl: '/api/admin/pick-list.pdf?date=2026-11-26',
  groups: [
    {
      group: 'Lamb',
      products: [
        {
          productId: 'p1',
          productName: 'Lamb Shoulder',
          productCode: 'LS1',
          unit: 'KG',
          quantity: 4.5,
          packedWeight: null,
          orders: [
            order({
              orderId: 'aaaaa',
              companyName: 'Harbourside Bistro',
              quantity: 2.5,
              notes: 'skin off',
              orderNotes: 'Dice the shoulder 2cm',
              cuttingCharged: true,
            }),
            order({ orderId: 'bbbbb', companyName: 'Ponsonby Grill', orderNotes: 'Leave at the back door' }),
            order({ orderId: 'ccccc', companyName: 'Takeaway Co' }),
          ],
        },
      ],
    },
  ],
};

/** The list item of an order under a product, found by its company. */
function entryOf(companyName: string): HTMLElement {
  const orders = screen.getByRole('list', { name: 'Orders with Lamb Shoulder' });
  const entry = within(orders)
    .getAllByRole('listitem')
    .find((item) => item.textContent?.startsWith(companyName));
  if (!entry) throw new Error(`${companyName} is not on the pick list`);
  return entry;
}

afterEach(cleanup);

describe('PickListView', () => {
  it('shows an order’s line note beside it, and its cutting and notes under it', () => {
    render(<PickListView pickList={PICK_LIST} />);
    const bistro = entryOf('Harbourside Bistro');
    within(bistro).getByText('Note: skin off');
    within(bistro).getByText('Cutting: Dice the shoulder 2cm');
    within(bistro).getByText('2.50 KG');
    within(entryOf('Ponsonby Grill')).getByText('Order notes: Leave at the back door');
    expect(entryOf('Takeaway Co').textContent).toBe('Takeaway Co CCCCC1.00 KG');
  });
});
