import { ADMIN_MESSAGES } from '@cleaver/domain/admin-messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ShowSnackbar, SnackbarContext } from '../../../components/snackbar-context';
import { type Answer, fakeGraphQL, refused } from '../../../test/graphql-fake';
import { SettingsDialog } from './SettingsDialog';

const snackbarMessages: string[] = [];
const recordSnackbar: ShowSnackbar = (message) => {
  snackbarMessages.push(message);
};

const VARIABLES = { cutoffHour: 5, freightChargeCents: 500, freeFreightThresholdCents: 20000 };
const INVOICING = {
  gstNumber: '',
  address: '12 Abattoir Road\nOnehunga, Auckland 1061',
  paymentTerms: 'DAYS:20',
  paymentTermsLabel: '20 days',
  bankAccount: '',
  stopAfterOverdueDays: null,
  reminderAfterDays: null,
  xeroAccountCode: '200',
  xeroTaxType: '15% GST on Income',
};
const ME = {
  id: 'a1',
  firstName: 'Aroha',
  lastName: 'Admin',
  email: 'admin@demo.test',
  mustChangePassword: false,
};

function renderDialog() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <SnackbarContext value={recordSnackbar}>
        <SettingsDialog open onClose={onClose} />
      </SnackbarContext>
    </QueryClientProvider>,
  );
  return { dialog: screen.getByRole('dialog', { name: 'Settings' }), onClose };
}

const heading = (name: string) => screen.findByRole('heading', { name });

describe('SettingsDialog', () => {
  beforeEach(() => {
    snackbarMessages.length = 0;
  });
  afterEach(() => {
    cleanup();
  });

  it('opens each tile and goes back to the menu, and from Change Password back to My Account', async () => {
    fakeGraphQL({
      MyAdminAccount: () => ({ data: { myAdminAccount: ME } }),
      SettingsVariables: () => ({ data: { getSettingsVariables: VARIABLES } }),
      ClosedDays: () => ({ data: { closedDays: [] } }),
      DeliveryZones: () => ({ data: { deliveryZones: [] } }),
      ListAdmins: () => ({ data: { listAdmins: { total: 1, admins: [ME] } } }),
      ListDrivers: () => ({ data: { listDrivers: [] } }),
      InvoiceSettings: () => ({ data: { invoiceSettings: INVOICING } }),
    });
    const { dialog } = renderDialog();
    for (const tile of [
      'My Account',
      'Other Admins',
      'Drivers',
      'Setting Variables',
      'Reset Customer Password',
      'Invoicing',
    ]) {
      fireEvent.click(within(dialog).getByRole('button', { name: new RegExp(`^${tile}`) }));
      await heading(tile);
      fireEvent.click(screen.getByRole('button', { name: 'Back to Settings' }));
      await heading('Settings');
    }
    fireEvent.click(within(dialog).getByRole('button', { name: /^My Account/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Change Password' }));
    await heading('Change Password');
    fireEvent.click(screen.getByRole('button', { name: 'Back to My Account' }));
    await heading('My Account');
    // Six views, each loading its data: more than the default 5 s on a busy machine.
  }, 15_000);

  it('asks for every setting variable before saving, and keeps Save disabled while it saves', async () => {
    let release: (answer: Answer) => void = () => undefined;
    const server = fakeGraphQL({
      SettingsVariables: () => ({ data: { getSettingsVariables: VARIABLES } }),
      ClosedDays: () => ({ data: { closedDays: [] } }),
      DeliveryZones: () => ({ data: { deliveryZones: [] } }),
      UpdateSettingsVariables: () =>
        new Promise<Answer>((resolve) => {
          release = resolve;
        }),
    });
    const { dialog } = renderDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: /^Setting Variables/ }));
    const freight = await screen.findByLabelText<HTMLInputElement>(/Freight Charge \(excl\. GST\)/);
    expect(freight.value).toBe('5.00');
    fireEvent.change(freight, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ADMIN_MESSAGES.settingsFieldRequired)).toBeTruthy();
    expect(server.names()).not.toContain('UpdateSettingsVariables');

    fireEvent.change(freight, { target: { value: '12.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Save/ }).hasAttribute('disabled')).toBe(true),
    );
    // The request goes out a task after Save is pressed (lib/graphql.ts).
    await waitFor(() => expect(server.names().at(-1)).toBe('UpdateSettingsVariables'));
    expect(server.requests.at(-1)).toEqual(
      expect.objectContaining({
        operationName: 'UpdateSettingsVariables',
        variables: { input: { cutoffHour: 5, freightChargeCents: 1250, freeFreightThresholdCents: 20000 } },
      }),
    );
    release({ data: { updateSettingsVariables: { ...VARIABLES, freightChargeCents: 1250 } } });
    await waitFor(() => expect(snackbarMessages).toContain('Setting variables updated.'));
  });

  it('labels the threshold as the freight rule compares it, and says a too-large amount is too large', async () => {
    const server = fakeGraphQL({
      SettingsVariables: () => ({ data: { getSettingsVariables: VARIABLES } }),
      ClosedDays: () => ({ data: { closedDays: [] } }),
      DeliveryZones: () => ({ data: { deliveryZones: [] } }),
    });
    const { dialog } = renderDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: /^Setting Variables/ }));
    const threshold = await screen.findByLabelText<HTMLInputElement>(/^Free Freight Over \(incl\. GST\)/);
    expect(threshold.value).toBe('200.00');
    const helper = document.getElementById(threshold.getAttribute('aria-describedby') ?? '');
    expect(helper?.textContent).toBe(
      "Freight is free when an order's goods come to more than this, GST included.",
    );
    expect(screen.getByLabelText(/^Freight Charge \(excl\. GST\)/)).toBeTruthy();

    fireEvent.change(threshold, { target: { value: '100000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Free-freight threshold can be at most $99,999.00')).toBeTruthy();
    expect(server.names()).not.toContain('UpdateSettingsVariables');
  });

  it('says a Sunday or a public holiday is closed already, without asking the server', async () => {
    const server = fakeGraphQL({
      SettingsVariables: () => ({ data: { getSettingsVariables: VARIABLES } }),
      ClosedDays: () => ({ data: { closedDays: [] } }),
      DeliveryZones: () => ({ data: { deliveryZones: [] } }),
      AddClosedDay: () => ({ data: { addClosedDay: [] } }),
    });
    const { dialog } = renderDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: /^Setting Variables/ }));
    const form = await screen.findByRole('form', { name: 'Add a closed day' });
    fireEvent.change(within(form).getByLabelText(/^Reason/), { target: { value: 'Christmas shutdown' } });
    for (const [typed, message] of [
      ['27/12/2099', 'Sunday 27/12/2099 is already closed: the shop never processes on Sundays.'],
      ['26/12/2099', 'Saturday 26/12/2099 is already closed: Boxing Day.'],
    ]) {
      fireEvent.change(within(form).getByLabelText(/^Date/), { target: { value: typed } });
      fireEvent.click(within(form).getByRole('button', { name: 'Add closed day' }));
      await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe(message));
    }
    expect(server.names()).not.toContain('AddClosedDay');
  });

  it('adds a closed day typed DD/MM/YYYY, refuses a past one, lists it and removes it', async () => {
    const SHUTDOWN = { date: '2099-12-29', name: 'Christmas shutdown' };
    const server = fakeGraphQL({
      SettingsVariables: () => ({ data: { getSettingsVariables: VARIABLES } }),
      ClosedDays: () => ({ data: { closedDays: [] } }),
      DeliveryZones: () => ({ data: { deliveryZones: [] } }),
      AddClosedDay: () => ({ data: { addClosedDay: [SHUTDOWN] } }),
      RemoveClosedDay: () => ({ data: { removeClosedDay: [] } }),
    });
    const { dialog } = renderDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: /^Setting Variables/ }));
    expect(await screen.findByText('No closed days added.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Public holidays in the next 12 months' })).toBeTruthy();

    const form = screen.getByRole('form', { name: 'Add a closed day' });
    fireEvent.change(within(form).getByLabelText(/^Date/), { target: { value: '01/01/2000' } });
    fireEvent.change(within(form).getByLabelText(/^Reason/), { target: { value: 'Christmas shutdown' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add closed day' }));
    expect(await within(form).findByText('Choose today or a later date')).toBeTruthy();
    expect(server.names()).not.toContain('AddClosedDay');

    fireEvent.change(within(form).getByLabelText(/^Date/), { target: { value: '29/12/2099' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add closed day' }));
    const list = await screen.findByRole('list', { name: 'Closed days added' });
    expect(within(list).getByText('Tuesday 29/12/2099')).toBeTruthy();
    expect(server.requests.at(-1)).toEqual(
      expect.objectContaining({ operationName: 'AddClosedDay', variables: SHUTDOWN }),
    );
    expect(snackbarMessages).toContain('Closed day added.');

    fireEvent.click(
      within(list).getByRole('button', { name: 'Remove Tuesday 29/12/2099 (Christmas shutdown)' }),
    );
    expect(await screen.findByText('No closed days added.')).toBeTruthy();
    expect(server.requests.at(-1)).toEqual(
      expect.objectContaining({ operationName: 'RemoveClosedDay', variables: { date: '2099-12-29' } }),
    );
  });

  it('asks for the invoicing fields, says invoices wait for the GST number, and saves it formatted', async () => {
    const server = fakeGraphQL({
      InvoiceSettings: () => ({ data: { invoiceSettings: INVOICING } }),
      UpdateInvoiceSettings: ({ input }) => ({
        data: { updateInvoiceSettings: { ...INVOICING, ...(input as object), paymentTermsLabel: '14 days' } },
      }),
    });
    const { dialog } = renderDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: /^Invoicing/ }));
    expect(await screen.findByText(/Invoices cannot be created until the GST number is set/)).toBeTruthy();
    // Terms of days not in the list read as Other, with the days beside it.
    expect(screen.getByRole('combobox', { name: /^Payment Terms/ }).textContent).toBe('Other number of days');
    const days = screen.getByLabelText<HTMLInputElement>(/^Days/);
    expect(days.value).toBe('20');
    fireEvent.change(days, { target: { value: '' } });
    fireEvent.change(screen.getByLabelText(/^Bank Account/), { target: { value: '12-3456' } });
    fireEvent.change(screen.getByLabelText(/^Put Customers on Stop After/), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a whole number of days, 0 to 365')).toBeTruthy();
    expect(screen.getByText(/^Enter the bank account as 12-3456-0123456-00/)).toBeTruthy();
    expect(screen.getByText('Enter 1 to 365 days, or leave it empty')).toBeTruthy();
    expect(server.names()).not.toContain('UpdateInvoiceSettings');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Payment Terms/ }));
    fireEvent.click(screen.getByRole('option', { name: '14 days' }));
    expect(screen.queryByLabelText(/^Days/)).toBeNull();
    fireEvent.change(screen.getByLabelText(/^Bank Account/), { target: { value: '12 3456 0123456 00' } });
    fireEvent.change(screen.getByLabelText(/^Put Customers on Stop After/), { target: { value: '60' } });
    fireEvent.change(screen.getByLabelText(/^Send Reminders After/), { target: { value: '7' } });
    fireEvent.change(screen.getByLabelText(/^GST Number/), { target: { value: '49091850' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(snackbarMessages).toContain('Invoicing settings updated.'));
    const { paymentTermsLabel: _label, ...sent } = INVOICING;
    expect(server.requests.at(-1)).toEqual(
      expect.objectContaining({
        operationName: 'UpdateInvoiceSettings',
        variables: {
          input: {
            ...sent,
            gstNumber: '49-091-850',
            paymentTerms: 'DAYS:14',
            bankAccount: '12-3456-0123456-00',
            stopAfterOverdueDays: 60,
            reminderAfterDays: 7,
          },
        },
      }),
    );
    expect(screen.getByRole('combobox', { name: /^Payment Terms/ }).textContent).toBe('14 days');
  });

  it('shows the server’s refusal of a new admin in place', async () => {
    fakeGraphQL({
      MyAdminAccount: () => ({ data: { myAdminAccount: ME } }),
      ListAdmins: () => ({ data: { listAdmins: { total: 1, admins: [ME] } } }),
      CreateAdmin: refused('ADMIN_EMAIL_TAKEN', 'This email already exist.'),
    });
    const { dialog } = renderDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: /^Other Admins/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add new admin' }));
    fireEvent.change(await screen.findByLabelText('Email *'), { target: { value: 'admin@demo.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Account' }));
    expect(await screen.findByText('This email already exist.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Add new admin' })).toBeTruthy();
  });

  it('lists the drivers, adds one who is mailed a password, and removes one after asking', async () => {
    const TAMA = { ...ME, id: 'd1', firstName: 'Tama', lastName: 'Driver', email: 'tama@demo.test' };
    const RIA = {
      id: 'd2',
      firstName: 'Ria',
      lastName: 'Wheeler',
      email: 'ria@demo.test',
      mustChangePassword: true,
    };
    const server = fakeGraphQL({
      ListDrivers: () => ({ data: { listDrivers: [TAMA] } }),
      CreateDriver: ({ input }) => ({ data: { createDriver: { ...RIA, ...(input as object) } } }),
      RemoveDriver: ({ id }) => ({ data: { removeDriver: id } }),
    });
    const { dialog } = renderDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: /^Drivers/ }));
    await heading('Drivers');
    expect(
      screen.getByText(
        'Drivers sign in on their phone and see only the runs of the zones they drive: stops, addresses and dockets, no prices.',
      ),
    ).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Drivers' });
    expect(within(list).getByText('Tama Driver')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add driver' }));
    const add = screen.getByRole('dialog', { name: 'Add a driver' });
    expect(within(add).getByText(/emailed a temporary password, valid for 24 hours/)).toBeTruthy();
    fireEvent.click(within(add).getByRole('button', { name: 'Add driver' }));
    expect(await within(add).findByText('E-mail is required')).toBeTruthy();
    expect(server.names()).not.toContain('CreateDriver');
    fireEvent.change(within(add).getByLabelText('First Name'), { target: { value: 'Ria' } });
    fireEvent.change(within(add).getByLabelText('Last Name'), { target: { value: 'Wheeler' } });
    fireEvent.change(within(add).getByLabelText('Email *'), { target: { value: 'ria@demo.test' } });
    server.answer({ ListDrivers: () => ({ data: { listDrivers: [RIA, TAMA] } }) });
    fireEvent.click(within(add).getByRole('button', { name: 'Add driver' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a driver' })).toBeNull());
    expect(server.sent('CreateDriver')).toEqual([
      { input: { firstName: 'Ria', lastName: 'Wheeler', email: 'ria@demo.test' } },
    ]);
    expect(snackbarMessages).toContain('Driver added.');
    expect(await within(list).findByText('Ria Wheeler')).toBeTruthy();
    expect(within(list).getByText('ria@demo.test · invited')).toBeTruthy();

    fireEvent.click(within(list).getByRole('button', { name: 'Remove Tama Driver' }));
    const ask = screen.getByRole('dialog', { name: 'Remove Tama Driver?' });
    expect(ask.textContent).toContain('the zones they drive will have no driver');
    server.answer({ ListDrivers: () => ({ data: { listDrivers: [RIA] } }) });
    fireEvent.click(within(ask).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Remove Tama Driver?' })).toBeNull());
    expect(server.sent('RemoveDriver')).toEqual([{ id: 'd1' }]);
    expect(snackbarMessages).toContain('Driver removed.');
    await waitFor(() => expect(within(list).queryByText('Tama Driver')).toBeNull());
  });

  it('shows the server’s refusal of a new driver at the email, and keeps the dialog open', async () => {
    fakeGraphQL({
      ListDrivers: () => ({ data: { listDrivers: [] } }),
      CreateDriver: refused('ADMIN_EMAIL_TAKEN', 'This email already exist.'),
    });
    const { dialog } = renderDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: /^Drivers/ }));
    expect(await screen.findByText('No drivers yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add driver' }));
    const add = screen.getByRole('dialog', { name: 'Add a driver' });
    fireEvent.change(within(add).getByLabelText('Email *'), { target: { value: 'admin@demo.test' } });
    fireEvent.click(within(add).getByRole('button', { name: 'Add driver' }));
    expect(await within(add).findByText('This email already exist.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Add a driver' })).toBe(add);
  });
});
