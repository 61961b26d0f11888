import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ShowSnackbar, SnackbarContext } from '../../../components/snackbar-context';
import { fakeGraphQL } from '../../../test/graphql-fake';
import type { AdminCustomerRow } from '../api/admin-customers';
import { CustomerDialog } from './CustomerDialog';

const bistro: AdminCustomerRow = {
  id: '0b6e3f4e-0000-4000-8000-0000000000aa',
  customerCode: 'HARB001',
  firstName: 'Sophie',
  lastName: 'Tane',
  email: 'bistro@demo.test',
  mobile: '021 482 3307',
  companyName: 'Harbourside Bistro',
  customerLevel: 'A',
  isActive: true,
  onStop: false,
  onStopReason: '',
  onStopSince: null,
  priceLevel: null,
  deliveryZone: null,
  address: { addr1: 'Harbourside Bistro', addr2: '', addr3: '', city: 'Auckland', postalCode: '1010' },
  paymentTerms: null,
  paymentTermsLabel: '20th of the month following',
  creditLimit: null,
  orderCount: 42,
  recurringOrderCount: 1,
  accountingSync: { state: 'LEDGER', lastError: null },
  sync: [],
};

const ON_STOP: AdminCustomerRow = {
  ...bistro,
  onStop: true,
  onStopReason: 'Cheque bounced',
  onStopSince: '2026-12-03T01:00:00.000Z',
};

function renderDialog(customer: AdminCustomerRow) {
  const shown: string[] = [];
  const show: ShowSnackbar = (message) => void shown.push(message);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ThemeProvider theme={createTheme()}>
      <QueryClientProvider client={queryClient}>
        <SnackbarContext value={show}>
          <CustomerDialog customer={customer} mode="view" onClose={vi.fn()} />
        </SnackbarContext>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { shown };
}

afterEach(cleanup);

describe('On stop in the customer dialog', () => {
  it('puts a customer on stop only with a reason, then shows the chip and why', async () => {
    const server = fakeGraphQL({
      CustomerCutoffReminders: { data: { customerCutoffReminders: [] } },
      CustomerOrderGuide: { data: { customerOrderGuide: { customerId: bistro.id, lines: [] } } },
      SetCustomerOnStop: { data: { setCustomerOnStop: ON_STOP } },
    });
    const { shown } = renderDialog(bistro);
    const customerDialog = screen.getByRole('dialog', { name: 'Harbourside Bistro' });
    within(customerDialog).getByText('Supplied');

    fireEvent.click(within(customerDialog).getByRole('button', { name: 'Put on stop' }));
    const asking = screen.getByRole('dialog', { name: 'Put Harbourside Bistro on stop?' });
    fireEvent.click(within(asking).getByRole('button', { name: 'Put on stop' }));
    expect(await within(asking).findByText('Say why the customer is put on stop.')).toBeTruthy();
    expect(server.sent('SetCustomerOnStop')).toEqual([]);

    fireEvent.change(within(asking).getByRole('textbox', { name: 'Reason' }), {
      target: { value: '  Cheque bounced ' },
    });
    fireEvent.click(within(asking).getByRole('button', { name: 'Put on stop' }));
    await within(customerDialog).findByText('On stop');
    expect(server.sent('SetCustomerOnStop')).toEqual([
      { id: bistro.id, onStop: true, reason: 'Cheque bounced' },
    ]);
    within(customerDialog).getByText('Cheque bounced · since 03/12/2026');
    // Named once the asking dialog has gone (until then the customer's sits behind it, hidden).
    await within(customerDialog).findByRole('button', { name: 'Take off stop' });
    expect(screen.queryByRole('dialog', { name: 'Put Harbourside Bistro on stop?' })).toBeNull();
    expect(shown).toEqual(['Customer updated successfully.']);
  });

  it('asks before taking a customer off stop', async () => {
    const server = fakeGraphQL({
      CustomerCutoffReminders: { data: { customerCutoffReminders: [] } },
      CustomerOrderGuide: { data: { customerOrderGuide: { customerId: bistro.id, lines: [] } } },
      SetCustomerOnStop: { data: { setCustomerOnStop: bistro } },
    });
    renderDialog(ON_STOP);
    const customerDialog = screen.getByRole('dialog', { name: 'Harbourside Bistro' });
    fireEvent.click(within(customerDialog).getByRole('button', { name: 'Take off stop' }));
    const asking = screen.getByRole('dialog', { name: 'Take Harbourside Bistro off stop?' });
    fireEvent.click(within(asking).getByRole('button', { name: 'Take off stop' }));
    await within(customerDialog).findByText('Supplied');
    expect(server.sent('SetCustomerOnStop')).toEqual([{ id: bistro.id, onStop: false, reason: null }]);
  });
});
