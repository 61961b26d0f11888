import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ShowSnackbar, SnackbarContext } from '../../../components/snackbar-context';
import { fakeGraphQL } from '../../../test/graphql-fake';
import type { AdminProductRow } from '../api/admin-products';
import { ProductDialog } from './ProductDialog';

const POULTRY = { id: '0b6e3f4e-0000-4000-8000-0000000000c1', categoryName: 'Poultry' };

const DUCK: AdminProductRow = {
  id: '0b6e3f4e-0000-4000-8000-0000000000d1',
  productName: 'Whole Duck',
  productCode: 'DU-WHL-01',
  productType: 'PRODUCT',
  description: '',
  productUnit: 'EACH',
  productGroup: 'Duck',
  categoryId: POULTRY.id,
  categoryName: POULTRY.categoryName,
  defaultPrice: 3290,
  isEnabled: true,
  isInStock: true,
  leadDays: 0,
  deliveryWeekdays: null,
  imageKey: null,
  image: null,
};

/** The edit dialog on `product`, against a server that saves whatever it is sent. */
function renderEdit(product: AdminProductRow) {
  const server = fakeGraphQL({
    ProductFormData: { data: { adminProduct: { ...product, sync: [] }, productPriceLevels: [] } },
    ProductCategories: { data: { listCategories: [POULTRY] } },
    UpdateProduct: ({ input }) => ({ data: { updateProduct: { ...product, ...(input as object) } } }),
  });
  const shown: string[] = [];
  const show: ShowSnackbar = (message) => void shown.push(message);
  const onClose = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ThemeProvider theme={createTheme()}>
      <QueryClientProvider client={queryClient}>
        <SnackbarContext value={show}>
          <ProductDialog productId={product.id} onClose={onClose} />
        </SnackbarContext>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { server, onClose };
}

const daysAhead = () =>
  screen.findByRole('textbox', { name: 'Order days ahead' }) as Promise<HTMLInputElement>;
const deliveredOn = () => screen.getByRole('group', { name: 'Delivered on' });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('ProductDialog: delivery', () => {
  afterEach(cleanup);

  it('sends the days ahead and the weekdays chosen', async () => {
    const { server, onClose } = renderEdit(DUCK);
    const field = await daysAhead();
    expect(field.value).toBe('0');
    expect(within(deliveredOn()).getByRole('radio', { name: 'Any day' })).toHaveProperty('checked', true);
    // Any day: the weekdays are not a choice.
    expect(within(deliveredOn()).getByRole('checkbox', { name: 'Thursday' })).toHaveProperty(
      'disabled',
      true,
    );

    fireEvent.change(field, { target: { value: '2' } });
    fireEvent.click(within(deliveredOn()).getByRole('radio', { name: 'Only on these days' }));
    fireEvent.click(within(deliveredOn()).getByRole('checkbox', { name: 'Thursday' }));
    fireEvent.click(within(deliveredOn()).getByRole('checkbox', { name: 'Tuesday' }));
    save();

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.sent('UpdateProduct')).toEqual([
      { id: DUCK.id, input: expect.objectContaining({ leadDays: 2, deliveryWeekdays: [2, 4] }) },
    ]);
  });

  it('loads the stored choice, and sends null for Any day', async () => {
    const { server, onClose } = renderEdit({ ...DUCK, leadDays: 3, deliveryWeekdays: [4] });
    expect((await daysAhead()).value).toBe('3');
    const group = deliveredOn();
    expect(within(group).getByRole('radio', { name: 'Only on these days' })).toHaveProperty('checked', true);
    expect(within(group).getByRole('checkbox', { name: 'Thursday' })).toHaveProperty('checked', true);
    expect(within(group).getByRole('checkbox', { name: 'Monday' })).toHaveProperty('checked', false);

    fireEvent.click(within(group).getByRole('radio', { name: 'Any day' }));
    save();

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.sent('UpdateProduct')).toEqual([
      { id: DUCK.id, input: expect.objectContaining({ leadDays: 3, deliveryWeekdays: null }) },
    ]);
  });

  it('refuses 15 days ahead, an empty entry and no day ticked, sending nothing', async () => {
    const { server } = renderEdit(DUCK);
    const field = await daysAhead();
    fireEvent.change(field, { target: { value: '15' } });
    fireEvent.click(within(deliveredOn()).getByRole('radio', { name: 'Only on these days' }));
    save();

    expect(await screen.findByText('Order days ahead can be at most 14')).toBeTruthy();
    expect(within(deliveredOn()).getByText('Choose at least one day, or any day')).toBeTruthy();

    fireEvent.change(field, { target: { value: '' } });
    save();
    expect(await screen.findByText('Order days ahead must be a whole number')).toBeTruthy();
    expect(server.sent('UpdateProduct')).toEqual([]);
  });
});
