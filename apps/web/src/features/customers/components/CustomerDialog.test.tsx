import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ShowSnackbar, SnackbarContext } from '../../../components/snackbar-context';
import { fakeGraphQL, type Operations, refused } from '../../../test/graphql-fake';
import type { AdminCustomerRow } from '../api/admin-customers';
import { CustomerDialog } from './CustomerDialog';

const RESTAURANT = { id: '0b6e3f4e-0000-4000-8000-000000000001', name: 'Restaurant' };
const CENTRAL = { id: '0b6e3f4e-0000-4000-8000-0000000000c1', name: 'Central' };
const NORTH_SHORE = { id: '0b6e3f4e-0000-4000-8000-0000000000c2', name: 'North Shore' };

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
  priceLevel: RESTAURANT,
  deliveryZone: null,
  address: {
    addr1: 'Harbourside Bistro',
    addr2: '12 Quay Street',
    addr3: 'Auckland Central',
    city: 'Auckland',
    postalCode: '1010',
  },
  paymentTerms: null,
  paymentTermsLabel: '20th of the month following',
  creditLimit: null,
  orderCount: 42,
  recurringOrderCount: 1,
  accountingSync: { state: 'LEDGER', lastError: null },
  sync: [],
};

/**
 * The server as the dialog sees it: the price levels, the delivery zones, the shop's payment terms, and
 * `operations` besides.
 */
const fakeServer = (operations: Operations = {}) =>
  fakeGraphQL({
    CustomerPriceLevels: { data: { adminPriceLevels: { rows: [RESTAURANT] } } },
    CustomerDeliveryZones: { data: { deliveryZones: [CENTRAL, NORTH_SHORE] } },
    ShopPaymentTerms: { data: { invoiceSettings: { paymentTermsLabel: '20th of the month following' } } },
    CustomerCutoffReminders: { data: { customerCutoffReminders: [] } },
    CustomerOrderGuide: { data: { customerOrderGuide: { customerId: bistro.id, lines: [] } } },
    ...operations,
  });
const LOOKUPS = [
  'CustomerPriceLevels',
  'CustomerDeliveryZones',
  'ShopPaymentTerms',
  'CustomerCutoffReminders',
  'CustomerOrderGuide',
];

function renderDialog(customer: AdminCustomerRow | null, mode: 'view' | 'edit' = 'view') {
  const shown: string[] = [];
  const show: ShowSnackbar = (message) => void shown.push(message);
  const onClose = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ThemeProvider theme={createTheme()}>
      <QueryClientProvider client={queryClient}>
        <SnackbarContext value={show}>
          <CustomerDialog customer={customer} mode={mode} onClose={onClose} />
        </SnackbarContext>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { shown, onClose };
}

afterEach(() => {
  cleanup();
});

describe('CustomerDialog', () => {
  it('shows a customer in view mode and asks before mailing them', async () => {
    fakeServer();
    renderDialog(bistro);
    expect(screen.getByText('Harbourside Bistro', { selector: 'h2' })).toBeTruthy();
    expect(screen.getByText('42 orders, 1 recurring order')).toBeTruthy();
    expect(screen.getByText('In ledger')).toBeTruthy();

    fireEvent.click(screen.getByText('bistro@demo.test'));
    expect(await screen.findByText('Send an email?')).toBeTruthy();
    expect(screen.getByText('Send Email').closest('a')?.getAttribute('href')).toBe('mailto:bistro@demo.test');
  });

  it('lists the cutoff reminders the customer was sent: when, and for which processing day', async () => {
    const server = fakeServer({
      CustomerCutoffReminders: {
        data: {
          customerCutoffReminders: [
            {
              id: 'r1',
              processingDate: '2026-12-04',
              sentAt: '2026-12-03T10:00:00.000Z',
              toEmail: 'bistro@demo.test',
              hoursBefore: 6,
            },
          ],
        },
      },
    });
    renderDialog(bistro);
    const section = screen.getByRole('region', { name: 'Cutoff reminders sent' });
    const table = await within(section).findByRole('table', { name: 'Cutoff reminders sent' });
    expect(server.sent('CustomerCutoffReminders')).toEqual([{ customerId: bistro.id }]);
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['03/12/2026 11:00 pm', 'Friday 04/12/2026']);
  });

  it('shows a push the production system refused, with its reason', () => {
    fakeServer();
    const refused = 'The production system refused it (400): Customer code HARB001 is unknown';
    renderDialog({
      ...bistro,
      accountingSync: { state: 'SYNCED', lastError: null },
      sync: [
        { system: 'production', status: 'FAILED', lastError: refused },
        { system: 'accounting', status: 'SENT', lastError: null },
      ],
    });
    expect(screen.getByText('Production: Failed')).toBeTruthy();
    expect(screen.getByText(refused)).toBeTruthy();
    // The accounting push is the Accounting row's: not shown twice.
    expect(screen.queryByText('Accounting: Sent')).toBeNull();
    expect(screen.getByText('Synced')).toBeTruthy();
  });

  it('switches from view mode to edit mode with the customer’s values', async () => {
    fakeServer();
    renderDialog(bistro);
    fireEvent.click(screen.getByText('Edit'));
    expect(await screen.findByText('Edit Customer')).toBeTruthy();
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('bistro@demo.test');
  });

  it('asks before calling a mobile', async () => {
    fakeServer();
    renderDialog(bistro);
    fireEvent.click(screen.getByText('021 482 3307'));
    const ask = await screen.findByRole('dialog', { name: 'Call this number?' });
    expect(within(ask).getByText('Call Harbourside Bistro on 021 482 3307?')).toBeTruthy();
    expect(within(ask).getByText('Call').closest('a')?.getAttribute('href')).toBe('tel:0214823307');
  });

  it('marks the required fields and names what is missing before sending anything', async () => {
    const server = fakeServer();
    const { shown } = renderDialog(null);
    const dialog = screen.getByRole('dialog', { name: 'Add Customer' });
    for (const label of ['Customer Code', 'First Name', 'Last Name', 'Email']) {
      expect(
        (within(dialog).getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement).required,
        label,
      ).toBe(true);
    }
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('E-mail is required')).toBeTruthy();
    expect(within(dialog).getAllByText('Name is required')).toHaveLength(4);
    expect(shown).toEqual(['Please fill in the required fields']);
    expect(server.names().filter((name) => !LOOKUPS.includes(name))).toEqual([]);
  });

  it('shows a taken email at the field with the spec’s message for an edit, and goes back to view mode once saved', async () => {
    const server = fakeServer({
      UpdateCustomer: refused(
        'EMAIL_TAKEN',
        'This email already exists, please try a different email address',
      ),
    });
    const { shown } = renderDialog(bistro, 'edit');
    const dialog = screen.getByRole('dialog', { name: 'Edit Customer' });
    fireEvent.change(within(dialog).getByLabelText(/^Email/), { target: { value: 'takeaway@demo.test' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Error updating customer. Email already exists.')).toBeTruthy();
    expect(shown).toEqual(['Error updating customer. Email already exists.']);
    expect(server.sent('UpdateCustomer')).toHaveLength(1);
    expect(server.sent('UpdateCustomer')[0]).toMatchObject({
      id: bistro.id,
      input: { email: 'takeaway@demo.test', customerCode: 'HARB001', priceLevelId: RESTAURANT.id },
    });

    server.answer({
      UpdateCustomer: { data: { updateCustomer: { ...bistro, companyName: 'Harbourside Bistro & Bar' } } },
    });
    fireEvent.change(within(dialog).getByLabelText(/^Email/), { target: { value: 'bistro@demo.test' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('dialog', { name: 'Harbourside Bistro & Bar' })).toBeTruthy();
    expect(shown.at(-1)).toBe('Customer updated successfully.');
  });

  it('shows the payment terms and credit limit, the shop’s terms named as such', () => {
    fakeServer();
    renderDialog(bistro);
    expect(screen.getByText('20th of the month following (shop default)')).toBeTruthy();
    expect(screen.getByText('No limit')).toBeTruthy();
  });

  it('shows a customer’s own terms and credit limit', () => {
    fakeServer();
    renderDialog({
      ...bistro,
      paymentTerms: 'COD',
      paymentTermsLabel: 'Cash on delivery',
      creditLimit: 500_000,
    });
    expect(screen.getByText('Cash on delivery')).toBeTruthy();
    expect(screen.getByText('$5,000.00')).toBeTruthy();
  });

  it('saves other days of terms and a credit limit typed in dollars, and names a limit that is not money', async () => {
    const server = fakeServer({ UpdateCustomer: { data: { updateCustomer: bistro } } });
    renderDialog(bistro, 'edit');
    const dialog = screen.getByRole('dialog', { name: 'Edit Customer' });
    const terms = within(dialog).getByRole('combobox', { name: /^Payment Terms/ });
    await waitFor(() => expect(terms.textContent).toBe('Shop default (20th of the month following)'));
    fireEvent.mouseDown(terms);
    fireEvent.click(await screen.findByRole('option', { name: 'Other number of days' }));
    fireEvent.change(within(dialog).getByLabelText(/^Days/), { target: { value: '30' } });
    const limit = within(dialog).getByLabelText(/^Credit Limit/);
    fireEvent.change(limit, { target: { value: 'lots' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Enter dollars up to $1,000,000.00, or leave it empty for no limit'),
    ).toBeTruthy();
    expect(server.sent('UpdateCustomer')).toEqual([]);

    fireEvent.change(limit, { target: { value: '$5,000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.sent('UpdateCustomer')).toHaveLength(1));
    expect(server.sent('UpdateCustomer')[0]).toMatchObject({
      id: bistro.id,
      input: { customerCode: 'HARB001', paymentTerms: 'DAYS:30', creditLimit: 500_000 },
    });
  });

  it('reads a customer’s own terms into the form and sends the shop default as none', async () => {
    const server = fakeServer({ UpdateCustomer: { data: { updateCustomer: bistro } } });
    renderDialog(
      { ...bistro, paymentTerms: 'DAYS:14', paymentTermsLabel: '14 days', creditLimit: 250_050 },
      'edit',
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit Customer' });
    const terms = within(dialog).getByRole('combobox', { name: /^Payment Terms/ });
    expect(terms.textContent).toBe('14 days');
    expect((within(dialog).getByLabelText(/^Credit Limit/) as HTMLInputElement).value).toBe('2500.50');
    fireEvent.mouseDown(terms);
    fireEvent.click(
      await screen.findByRole('option', { name: 'Shop default (20th of the month following)' }),
    );
    fireEvent.change(within(dialog).getByLabelText(/^Credit Limit/), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.sent('UpdateCustomer')).toHaveLength(1));
    expect(server.sent('UpdateCustomer')[0]).toMatchObject({
      input: { paymentTerms: null, creditLimit: null },
    });
  });

  it('shows the customer’s delivery zone, or none', () => {
    fakeServer();
    renderDialog({ ...bistro, deliveryZone: CENTRAL });
    const zone = screen.getByText('Delivery Zone');
    expect(zone.nextElementSibling?.textContent).toBe('Central');
    cleanup();
    renderDialog(bistro);
    expect(screen.getByText('Delivery Zone').nextElementSibling?.textContent).toBe('No zone');
  });

  it('puts a new customer in the delivery zone chosen', async () => {
    const server = fakeGraphQL({
      CustomerPriceLevels: { data: { adminPriceLevels: { rows: [RESTAURANT] } } },
      CustomerDeliveryZones: { data: { deliveryZones: [CENTRAL, NORTH_SHORE] } },
      ShopPaymentTerms: { data: { invoiceSettings: { paymentTermsLabel: '20th of the month following' } } },
      CreateCustomer: { data: { createCustomer: { ...bistro, deliveryZone: NORTH_SHORE } } },
    });
    const { shown, onClose } = renderDialog(null);
    const dialog = screen.getByRole('dialog', { name: 'Add Customer' });
    const zone = within(dialog).getByRole('combobox', { name: /^Delivery Zone/ });
    expect(zone.textContent).toBe('No zone');
    for (const [label, value] of [
      ['Customer Code', 'HARB002'],
      ['First Name', 'Mere'],
      ['Last Name', 'Tane'],
      ['Email', 'deli@demo.test'],
    ]) {
      fireEvent.change(within(dialog).getByLabelText(new RegExp(`^${label}`)), { target: { value } });
    }
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /^Customer Level/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'A' }));
    fireEvent.mouseDown(zone);
    fireEvent.click(await screen.findByRole('option', { name: 'North Shore' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.sent('CreateCustomer')[0]).toMatchObject({
      input: { customerCode: 'HARB002', deliveryZoneId: NORTH_SHORE.id },
    });
    expect(shown.at(-1)).toBe('Customer created successfully.');
  });

  it('takes an edited customer out of their zone, and keeps a zone that is gone from the list', async () => {
    const server = fakeServer({
      CustomerDeliveryZones: { data: { deliveryZones: [NORTH_SHORE] } },
      UpdateCustomer: { data: { updateCustomer: bistro } },
    });
    renderDialog({ ...bistro, deliveryZone: CENTRAL }, 'edit');
    const dialog = screen.getByRole('dialog', { name: 'Edit Customer' });
    const zone = within(dialog).getByRole('combobox', { name: /^Delivery Zone/ });
    expect(zone.textContent).toBe('Central');
    fireEvent.mouseDown(zone);
    await screen.findByRole('option', { name: 'North Shore' });
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['No zone', 'North Shore', 'Central']);
    fireEvent.click(screen.getByRole('option', { name: 'No zone' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.sent('UpdateCustomer')).toHaveLength(1));
    expect(server.sent('UpdateCustomer')[0]).toMatchObject({
      id: bistro.id,
      input: { deliveryZoneId: null },
    });
  });

  it('says at the zone when it was deleted meanwhile', async () => {
    fakeServer({
      UpdateCustomer: refused(
        'DELIVERY_ZONE_NOT_FOUND',
        'That delivery zone no longer exists. Reload the page and choose another.',
      ),
    });
    renderDialog({ ...bistro, deliveryZone: CENTRAL }, 'edit');
    const dialog = screen.getByRole('dialog', { name: 'Edit Customer' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const zone = within(dialog).getByRole('combobox', { name: /^Delivery Zone/ });
    await waitFor(() =>
      expect(document.getElementById(zone.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        'That delivery zone no longer exists. Reload the page and choose another.',
      ),
    );
  });
});
