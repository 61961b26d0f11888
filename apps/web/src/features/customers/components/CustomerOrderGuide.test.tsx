import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeGraphQL, type Operations, refused } from '../../../test/graphql-fake';
import type { OrderGuide, OrderGuideLine } from '../../order-guide/api/order-guide';
import { CustomerOrderGuide } from './CustomerOrderGuide';

const CUSTOMER_ID = '0b6e3f4e-0000-4000-8000-0000000000aa';

const line = (
  id: string,
  productName: string,
  productUnit: OrderGuideLine['product']['productUnit'],
  categoryName: string,
  ordered: Pick<OrderGuideLine, 'parLevel' | 'lastQuantity' | 'lastOrderedOn' | 'timesOrdered'>,
): OrderGuideLine => ({
  product: {
    id,
    productName,
    productCode: `${id.toUpperCase()}01`,
    productUnit,
    categoryName,
    isInStock: true,
    image: null,
    price: { price: 1850 },
  },
  ...ordered,
});

const MINCE = line('mince', 'Beef mince', 'KG', 'Beef', {
  parLevel: 10,
  lastQuantity: 12.5,
  lastOrderedOn: '2026-12-03',
  timesOrdered: 14,
});
const SCOTCH = line('scotch', 'Scotch fillet', 'CTN', 'Beef', {
  parLevel: null,
  lastQuantity: 2,
  lastOrderedOn: '2026-11-28',
  timesOrdered: 1,
});
const THIGHS = line('thighs', 'Chicken thighs', 'CTN', 'Poultry', {
  parLevel: 4,
  lastQuantity: null,
  lastOrderedOn: null,
  timesOrdered: 0,
});
const GUIDE: OrderGuide = { customerId: CUSTOMER_ID, lines: [MINCE, SCOTCH, THIGHS] };

const fakeServer = (operations: Operations = {}) =>
  fakeGraphQL({ CustomerOrderGuide: { data: { customerOrderGuide: GUIDE } }, ...operations });

function renderGuide() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ThemeProvider theme={createTheme()}>
      <QueryClientProvider client={queryClient}>
        <CustomerOrderGuide customerId={CUSTOMER_ID} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

const parLevelOf = (name: string) => screen.getByRole('textbox', { name: `Par level for ${name}` });

afterEach(() => {
  cleanup();
});

describe('CustomerOrderGuide', () => {
  it('groups the lines by category, with what the customer ordered of each', async () => {
    const server = fakeServer();
    renderGuide();
    const section = screen.getByRole('region', { name: 'Order guide' });
    const beef = await within(section).findByRole('list', { name: 'Beef' });
    expect(server.sent('CustomerOrderGuide')).toEqual([{ customerId: CUSTOMER_ID }]);
    const names = (list: HTMLElement) =>
      within(list)
        .getAllByRole('listitem')
        .map((item) => within(item).getByText(/^(Beef|Scotch|Chicken)/).textContent);
    expect(names(beef)).toEqual(['Beef mince', 'Scotch fillet']);
    expect(names(screen.getByRole('list', { name: 'Poultry' }))).toEqual(['Chicken thighs']);
    expect(within(beef).getByText('Ordered 14 times in 90 days · last 12.5 KG on 03/12/2026')).toBeTruthy();
    expect(screen.getByText('Added by hand')).toBeTruthy();
    expect((parLevelOf('Beef mince') as HTMLInputElement).value).toBe('10');
    expect((parLevelOf('Scotch fillet') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('button', { name: 'Move Beef mince up' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Move Scotch fillet down' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Move Chicken thighs up' })).toHaveProperty('disabled', true);
    expect(screen.queryByText(/\$18\.50/)).toBeNull();
  });

  it('says how an empty guide fills', async () => {
    fakeServer({
      CustomerOrderGuide: { data: { customerOrderGuide: { customerId: CUSTOMER_ID, lines: [] } } },
    });
    renderGuide();
    expect(
      await screen.findByText(
        "No order guide yet: it fills from this customer's orders of the last 90 days, or add products below.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Add a product to the guide' })).toBeTruthy();
  });

  it('refuses a part carton as a par level without sending it, and saves a whole one for the customer', async () => {
    const server = fakeServer({
      SetOrderGuideParLevel: ({ productId, parLevel }) => ({
        data: {
          setOrderGuideParLevel: {
            ...GUIDE,
            lines: GUIDE.lines.map((l) => (l.product.id === productId ? { ...l, parLevel } : l)),
          },
        },
      }),
    });
    renderGuide();
    await screen.findByRole('list', { name: 'Beef' });
    const par = parLevelOf('Scotch fillet') as HTMLInputElement;

    fireEvent.change(par, { target: { value: '2.5' } });
    fireEvent.blur(par);
    expect(await screen.findByText('Cartons, each and pieces are whole numbers')).toBeTruthy();
    expect(par.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(par, { target: { value: '3' } });
    fireEvent.keyDown(par, { key: 'Enter' });
    fireEvent.blur(par);
    await waitFor(() => expect(screen.queryByText('Cartons, each and pieces are whole numbers')).toBeNull());
    await waitFor(() =>
      expect(server.sent('SetOrderGuideParLevel')).toEqual([
        { customerId: CUSTOMER_ID, productId: 'scotch', parLevel: 3 },
      ]),
    );
    expect(par.value).toBe('3');
  });

  it('shows the server’s refusal of a par level at its field', async () => {
    fakeServer({ SetOrderGuideParLevel: refused('BAD_INPUT', 'A par level is at most 9,999') });
    renderGuide();
    await screen.findByRole('list', { name: 'Beef' });
    const par = parLevelOf('Beef mince');
    fireEvent.change(par, { target: { value: '12' } });
    fireEvent.blur(par);
    expect(await screen.findByText('A par level is at most 9,999')).toBeTruthy();
    expect((par as HTMLInputElement).value).toBe('12');
  });

  it('moves a line down within its category, sending the whole guide’s new order', async () => {
    const server = fakeServer({
      ArrangeOrderGuide: { data: { arrangeOrderGuide: { ...GUIDE, lines: [SCOTCH, MINCE, THIGHS] } } },
    });
    renderGuide();
    await screen.findByRole('list', { name: 'Beef' });
    const down = screen.getByRole('button', { name: 'Move Beef mince down' });
    down.focus();
    fireEvent.click(down);
    await waitFor(() =>
      expect(server.sent('ArrangeOrderGuide')).toEqual([
        { customerId: CUSTOMER_ID, productIds: ['scotch', 'mince', 'thighs'] },
      ]),
    );
    const beef = screen.getByRole('list', { name: 'Beef' });
    await waitFor(() =>
      expect(within(beef).getAllByRole('listitem')[0]?.textContent).toMatch(/^Scotch fillet/),
    );
    // Last in its category now, so its Move up button keeps the keyboard's place.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Beef mince up' }));
  });

  it('takes a line off the guide', async () => {
    const server = fakeServer({
      RemoveOrderGuideProduct: { data: { removeOrderGuideProduct: { ...GUIDE, lines: [MINCE, SCOTCH] } } },
    });
    renderGuide();
    await screen.findByRole('list', { name: 'Poultry' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Chicken thighs from the order guide' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Poultry' })).toBeNull());
    expect(server.sent('RemoveOrderGuideProduct')).toEqual([
      { customerId: CUSTOMER_ID, productId: 'thighs' },
    ]);
  });
});
