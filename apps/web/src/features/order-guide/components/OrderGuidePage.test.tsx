import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SnackbarContext } from '../../../components/snackbar-context';
import { addTrolleyLine, getTrolleyLines } from '../../../lib/trolley-store';
import { fakeGraphQL } from '../../../test/graphql-fake';
import type { OrderGuide, OrderGuideLine } from '../api/order-guide';
import { OrderGuidePage } from './OrderGuidePage';

const OWNER = 'chef-1';

const line = (
  id: string,
  productName: string,
  productUnit: OrderGuideLine['product']['productUnit'],
  parLevel: number | null,
): OrderGuideLine => ({
  product: {
    id,
    productName,
    productCode: id.toUpperCase(),
    productUnit,
    categoryName: 'Beef',
    isInStock: true,
    image: null,
    price: { price: 1850 },
  },
  parLevel,
  lastQuantity: 2,
  lastOrderedOn: '2026-12-01',
  timesOrdered: 5,
});

const MINCE = line('mince', 'Beef mince', 'KG', 10);
const SCOTCH = line('scotch', 'Scotch fillet', 'CTN', null);
const BRISKET = line('brisket', 'Brisket', 'CTN', 4);
const GUIDE: OrderGuide = { customerId: 'c1', lines: [MINCE, SCOTCH, BRISKET] };

function renderPage() {
  const showSnackbar = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ThemeProvider theme={createTheme()}>
      <QueryClientProvider client={queryClient}>
        <SnackbarContext.Provider value={showSnackbar}>
          <MemoryRouter initialEntries={['/order-guide']}>
            <Routes>
              <Route path="/order-guide" element={<OrderGuidePage trolleyOwner={OWNER} />} />
              <Route path="/cart" element={<p>The cart</p>} />
            </Routes>
          </MemoryRouter>
        </SnackbarContext.Provider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { showSnackbar };
}

const field = (name: string) => screen.getByRole('textbox', { name });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

describe('OrderGuidePage', { timeout: 15_000 }, () => {
  it('fills the quantity from the par level, moves on with Enter, and puts the lines in the trolley', async () => {
    fakeGraphQL({ MyOrderGuide: { data: { myOrderGuide: GUIDE } } });
    // Mince is in the trolley already: the guide's quantity replaces it rather than adding to it.
    addTrolleyLine(OWNER, {
      productId: 'mince',
      productName: 'Beef mince',
      productCode: 'MINCE',
      productUnit: 'KG',
      imageUrl: null,
      quantity: 7,
    });
    const { showSnackbar } = renderPage();
    const mince = await screen.findByRole('textbox', { name: 'On hand of Beef mince' });
    fireEvent.change(mince, { target: { value: '3.25' } });
    expect(field('Order quantity for Beef mince')).toHaveProperty('value', '6.75');
    fireEvent.keyDown(mince, { key: 'Enter' });
    expect(document.activeElement).toBe(field('On hand of Scotch fillet'));

    // No par level: the chef types the quantity.
    fireEvent.change(field('On hand of Scotch fillet'), { target: { value: '1' } });
    expect(screen.getByText(/No par level: type the quantity to order/)).toBeTruthy();
    fireEvent.change(field('Order quantity for Scotch fillet'), { target: { value: '2' } });
    // Par 4, 4.5 cartons on hand: nothing to order.
    fireEvent.change(field('On hand of Brisket'), { target: { value: '4.5' } });
    expect(field('Order quantity for Brisket')).toHaveProperty('value', '0');
    expect(screen.getByRole('status').textContent).toBe('2 lines to order');

    fireEvent.click(screen.getByRole('button', { name: 'Add to trolley' }));
    await screen.findByText('The cart');
    expect(getTrolleyLines(OWNER).map((l) => [l.productId, l.quantity])).toEqual([
      ['mince', 6.75],
      ['scotch', 2],
    ]);
    expect(showSnackbar).toHaveBeenCalledWith('2 lines from your order guide in your trolley', 'success');
    expect(sessionStorage.getItem(`cleaver.order-guide.counts.${OWNER}`)).toBe('{}');
  });

  it('stops at a quantity that cannot be ordered, and says why', async () => {
    fakeGraphQL({ MyOrderGuide: { data: { myOrderGuide: GUIDE } } });
    renderPage();
    const order = await screen.findByRole('textbox', { name: 'Order quantity for Beef mince' });
    fireEvent.change(order, { target: { value: '0.05' } });
    expect(screen.getByText('Enter at least 0.1')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'A line needs a look before it can go in the trolley.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add to trolley' }));
    expect(getTrolleyLines(OWNER)).toEqual([]);
    expect(document.activeElement).toBe(order);
  });

  it('arranges the lines with the arrows and the arrow keys, saving each move and saying where it went', async () => {
    const server = fakeGraphQL({
      MyOrderGuide: { data: { myOrderGuide: GUIDE } },
      ArrangeOrderGuide: ({ productIds }) => ({
        data: {
          arrangeOrderGuide: {
            ...GUIDE,
            lines: (productIds as string[]).map((id) => GUIDE.lines.find((l) => l.product.id === id)!),
          },
        },
      }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Arrange' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move Beef mince down' }));
    await waitFor(() =>
      expect(server.sent('ArrangeOrderGuide')).toEqual([
        { customerId: null, productIds: ['scotch', 'mince', 'brisket'] },
      ]),
    );
    expect(screen.getByRole('status').textContent).toBe('Beef mince moved to 2 of 3');
    expect(screen.getByRole('button', { name: 'Move Scotch fillet up' })).toHaveProperty('disabled', true);

    const handle = screen.getByRole('button', {
      name: 'Drag Brisket, or press the up and down arrow keys to move it',
    });
    fireEvent.keyDown(handle, { key: 'ArrowUp' });
    await waitFor(() => expect(server.sent('ArrangeOrderGuide')).toHaveLength(2));
    expect(server.sent('ArrangeOrderGuide')[1]).toEqual({
      customerId: null,
      productIds: ['scotch', 'brisket', 'mince'],
    });
    expect(screen.getByRole('status').textContent).toBe('Brisket moved to 2 of 3');
  });

  it('saves a par level and counts its line again, keeping counts typed while the save was on its way', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const server = fakeGraphQL({
      MyOrderGuide: { data: { myOrderGuide: GUIDE } },
      SetOrderGuideParLevel: ({ productId, parLevel }) =>
        new Promise((resolve) => {
          answer = resolve;
        }).then(() => ({
          data: {
            setOrderGuideParLevel: {
              ...GUIDE,
              lines: GUIDE.lines.map((l) => (l.product.id === productId ? { ...l, parLevel } : l)),
            },
          },
        })),
    });
    renderPage();
    const par = await screen.findByRole('textbox', { name: 'Par level for Scotch fillet' });
    fireEvent.change(field('On hand of Scotch fillet'), { target: { value: '1' } });
    fireEvent.change(par, { target: { value: '2.5' } });
    fireEvent.blur(par);
    expect(screen.getByText('Cartons, each and pieces are whole numbers')).toBeTruthy();
    fireEvent.change(par, { target: { value: '6' } });
    fireEvent.blur(par);
    await waitFor(() =>
      expect(server.sent('SetOrderGuideParLevel')).toEqual([
        { customerId: null, productId: 'scotch', parLevel: 6 },
      ]),
    );
    // Brisket is counted while the save is on its way.
    fireEvent.change(field('On hand of Brisket'), { target: { value: '1' } });
    answer(null);
    await waitFor(() => expect(field('Order quantity for Scotch fillet')).toHaveProperty('value', '5'));
    expect(field('On hand of Brisket')).toHaveProperty('value', '1');
    expect(field('Order quantity for Brisket')).toHaveProperty('value', '3');
    expect(par).toHaveProperty('value', '6');
  });
});
