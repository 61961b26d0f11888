import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type ShowSnackbar, SnackbarContext } from '../../../components/snackbar-context';
import { fakeGraphQL, type Operations, refused } from '../../../test/graphql-fake';
import type { DeliveryZoneRow } from '../api/delivery-zones';
import { DeliveryZonesSection } from './DeliveryZonesSection';

const CENTRAL: DeliveryZoneRow = {
  id: '0b6e3f4e-0000-4000-8000-0000000000c1',
  name: 'Central',
  weekdays: [2, 4],
  cutoffHour: 3,
  freightChargeCents: 1500,
  freeFreightThresholdCents: 30000,
  minimumOrderCents: 15000,
  customerCount: 3,
  driverId: '0b6e3f4e-0000-4000-8000-0000000000d1',
  driverName: 'Tama Driver',
};
const NORTH: DeliveryZoneRow = {
  id: '0b6e3f4e-0000-4000-8000-0000000000c2',
  name: 'North Shore',
  weekdays: [1, 3, 5],
  cutoffHour: null,
  freightChargeCents: 2000,
  freeFreightThresholdCents: 40000,
  minimumOrderCents: 0,
  customerCount: 1,
  driverId: null,
  driverName: null,
};
const TAMA = {
  id: '0b6e3f4e-0000-4000-8000-0000000000d1',
  firstName: 'Tama',
  lastName: 'Driver',
  email: 'tama@demo.test',
};
const RIA = {
  id: '0b6e3f4e-0000-4000-8000-0000000000d2',
  firstName: 'Ria',
  lastName: 'Wheeler',
  email: 'ria@demo.test',
};
const DRIVERS = { data: { listDrivers: [TAMA, RIA] } };

function renderSection(operations: Operations) {
  const server = fakeGraphQL(operations);
  const shown: string[] = [];
  const show: ShowSnackbar = (message) => void shown.push(message);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ThemeProvider theme={createTheme()}>
      <QueryClientProvider client={queryClient}>
        <SnackbarContext value={show}>
          <DeliveryZonesSection shopCutoffHour={5} />
        </SnackbarContext>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { server, shown };
}

async function openAddDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Add delivery zone' }));
  return screen.getByRole('dialog', { name: 'Add delivery zone' });
}

function fillZone(
  dialog: HTMLElement,
  zone: { name: string; days: string[]; freight: string; from: string },
) {
  fireEvent.change(within(dialog).getByLabelText(/^Zone name/), { target: { value: zone.name } });
  const days = within(dialog).getByRole('group', { name: /^Delivery days/ });
  for (const day of zone.days) fireEvent.click(within(days).getByRole('checkbox', { name: day }));
  fireEvent.change(within(dialog).getByLabelText(/^Freight charge/), { target: { value: zone.freight } });
  fireEvent.change(within(dialog).getByLabelText(/^Free freight from/), { target: { value: zone.from } });
}

afterEach(() => {
  cleanup();
});

describe('DeliveryZonesSection', () => {
  it('lists each zone’s days, cutoff, freight, minimum and customers, with actions named after it', async () => {
    renderSection({ DeliveryZones: { data: { deliveryZones: [CENTRAL, NORTH] } } });
    const list = await screen.findByRole('list', { name: 'Delivery zones' });
    const [central, north] = within(list).getAllByRole('listitem');
    for (const text of [
      'Central',
      'Tuesday and Thursday',
      'Cutoff 03:00',
      'Freight $15.00, free from $300.00',
      'Minimum $150.00 excl. GST',
      '3 customers',
      'Driver: Tama Driver',
    ]) {
      expect(within(central as HTMLElement).getByText(text)).toBeTruthy();
    }
    for (const text of [
      'Monday, Wednesday and Friday',
      'Shop’s cutoff',
      'No minimum',
      '1 customer',
      'No driver',
    ]) {
      expect(within(north as HTMLElement).getByText(text)).toBeTruthy();
    }
    expect(within(list).getByRole('button', { name: 'Edit Central' })).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Delete North Shore' })).toBeTruthy();
  });

  it('says a zone’s cutoff later than the shop’s has no effect', async () => {
    renderSection({ DeliveryZones: { data: { deliveryZones: [{ ...CENTRAL, cutoffHour: 7 }] } } });
    expect(await screen.findByText('Cutoff 07:00 (no effect: the shop’s is 05:00)')).toBeTruthy();
  });

  it('asks for a name and at least one day before sending anything', async () => {
    const { server } = renderSection({
      DeliveryZones: { data: { deliveryZones: [] } },
      DeliveryZoneDrivers: DRIVERS,
    });
    expect(await screen.findByText('No delivery zones yet.')).toBeTruthy();
    const dialog = await openAddDialog();
    fireEvent.change(within(dialog).getByLabelText(/^Zone name/), { target: { value: '   ' } });
    fireEvent.change(within(dialog).getByLabelText(/^Freight charge/), { target: { value: 'lots' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Zone name is required')).toBeTruthy();
    expect(within(dialog).getByText('Choose at least one delivery day')).toBeTruthy();
    expect(within(dialog).getByText('Enter dollars and cents, e.g. 15.00')).toBeTruthy();
    expect(within(dialog).getByText('Required Field')).toBeTruthy();
    expect(server.names()).not.toContain('CreateDeliveryZone');
  });

  it('saves a new zone in cents with the days in order, and reads the list again', async () => {
    const { server, shown } = renderSection({
      DeliveryZones: { data: { deliveryZones: [] } },
      DeliveryZoneDrivers: DRIVERS,
      CreateDeliveryZone: ({ input }) => ({ data: { createDeliveryZone: { ...CENTRAL, ...input } } }),
    });
    const dialog = await openAddDialog();
    fillZone(dialog, { name: ' Central ', days: ['Thursday', 'Tuesday'], freight: '15', from: '$300.50' });
    fireEvent.change(within(dialog).getByLabelText(/^Minimum order \(excl\. GST\)/), {
      target: { value: '150' },
    });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /^Cutoff/ }));
    fireEvent.click(await screen.findByRole('option', { name: '03:00' }));
    server.answer({ DeliveryZones: { data: { deliveryZones: [CENTRAL] } } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.sent('CreateDeliveryZone')).toEqual([
      {
        input: {
          name: 'Central',
          weekdays: [2, 4],
          cutoffHour: 3,
          freightChargeCents: 1500,
          freeFreightThresholdCents: 30050,
          minimumOrderCents: 15000,
          driverId: null,
        },
      },
    ]);
    expect(shown).toEqual(['Delivery zone added.']);
    expect(await screen.findByRole('button', { name: 'Edit Central' })).toBeTruthy();
  });

  it('shows the server’s refusal in the dialog and keeps it open', async () => {
    const { server } = renderSection({
      DeliveryZones: { data: { deliveryZones: [CENTRAL] } },
      DeliveryZoneDrivers: DRIVERS,
      CreateDeliveryZone: refused(
        'DELIVERY_ZONE_EXISTS',
        'A delivery zone with this name already exists. Please choose another name.',
      ),
    });
    const dialog = await openAddDialog();
    fillZone(dialog, { name: 'central', days: ['Monday'], freight: '0', from: '0' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        'A delivery zone with this name already exists. Please choose another name.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Add delivery zone' })).toBe(dialog);
    expect(server.sent('CreateDeliveryZone')[0]).toMatchObject({
      input: { name: 'central', weekdays: [1], cutoffHour: null, minimumOrderCents: 0 },
    });
  });

  it('edits a zone from its saved values, and sends the shop’s cutoff and no minimum as such', async () => {
    const { server, shown } = renderSection({
      DeliveryZones: { data: { deliveryZones: [CENTRAL] } },
      DeliveryZoneDrivers: DRIVERS,
      UpdateDeliveryZone: ({ input }) => ({ data: { updateDeliveryZone: { ...CENTRAL, ...input } } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Central' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit delivery zone' });
    expect((within(dialog).getByLabelText(/^Zone name/) as HTMLInputElement).value).toBe('Central');
    expect((within(dialog).getByLabelText(/^Freight charge/) as HTMLInputElement).value).toBe('15.00');
    expect((within(dialog).getByRole('checkbox', { name: 'Tuesday' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect((within(dialog).getByRole('checkbox', { name: 'Monday' }) as HTMLInputElement).checked).toBe(
      false,
    );
    const cutoff = within(dialog).getByRole('combobox', { name: /^Cutoff/ });
    expect(cutoff.textContent).toBe('03:00');

    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Tuesday' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Saturday' }));
    fireEvent.change(within(dialog).getByLabelText(/^Minimum order/), { target: { value: '' } });
    fireEvent.mouseDown(cutoff);
    fireEvent.click(await screen.findByRole('option', { name: 'Shop’s cutoff' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.sent('UpdateDeliveryZone')).toHaveLength(1));
    expect(server.sent('UpdateDeliveryZone')[0]).toEqual({
      id: CENTRAL.id,
      input: {
        name: 'Central',
        weekdays: [4, 6],
        cutoffHour: null,
        freightChargeCents: 1500,
        freeFreightThresholdCents: 30000,
        minimumOrderCents: 0,
        driverId: TAMA.id,
      },
    });
    await waitFor(() => expect(shown).toEqual(['Delivery zone saved.']));
  });

  it('offers the drivers by name and No driver, and sends the driver chosen or null', async () => {
    const { server } = renderSection({
      DeliveryZones: { data: { deliveryZones: [CENTRAL, NORTH] } },
      DeliveryZoneDrivers: DRIVERS,
      UpdateDeliveryZone: ({ input }) => ({ data: { updateDeliveryZone: { ...CENTRAL, ...input } } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit North Shore' }));
    let dialog = screen.getByRole('dialog', { name: 'Edit delivery zone' });
    const driver = within(dialog).getByRole('combobox', { name: /^Driver/ });
    expect(driver.textContent).toBe('No driver');
    fireEvent.mouseDown(driver);
    const options = await screen.findByRole('listbox', { name: /^Driver/ });
    await within(options).findByRole('option', { name: 'Ria Wheeler' });
    expect(
      within(options)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['No driver', 'Tama Driver', 'Ria Wheeler']);
    fireEvent.click(within(options).getByRole('option', { name: 'Ria Wheeler' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.sent('UpdateDeliveryZone')).toHaveLength(1));
    expect(server.sent('UpdateDeliveryZone')[0]).toMatchObject({ id: NORTH.id, input: { driverId: RIA.id } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The first dialog's fade-out keeps the page hidden from the accessibility tree a moment after it has gone.
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Central' }));
    dialog = screen.getByRole('dialog', { name: 'Edit delivery zone' });
    expect(within(dialog).getByRole('combobox', { name: /^Driver/ }).textContent).toBe('Tama Driver');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /^Driver/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'No driver' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.sent('UpdateDeliveryZone')).toHaveLength(2));
    expect(server.sent('UpdateDeliveryZone')[1]).toMatchObject({ id: CENTRAL.id, input: { driverId: null } });
  });

  it('shows the server’s refusal of a driver in the dialog', async () => {
    renderSection({
      DeliveryZones: { data: { deliveryZones: [NORTH] } },
      DeliveryZoneDrivers: DRIVERS,
      UpdateDeliveryZone: refused('BAD_INPUT', 'Choose one of the drivers.'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit North Shore' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit delivery zone' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /^Driver/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Tama Driver' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose one of the drivers.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Edit delivery zone' })).toBe(dialog);
  });

  it('asks before deleting, says what becomes of the customers, and drops the zone', async () => {
    const { server, shown } = renderSection({
      DeliveryZones: { data: { deliveryZones: [CENTRAL, NORTH] } },
      DeleteDeliveryZone: { data: { deleteDeliveryZone: 3 } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Central' }));
    const ask = screen.getByRole('dialog', { name: 'Delete Central?' });
    expect(ask.textContent).toContain(
      '3 customers in it will be in no zone: they can order for delivery on any day, with the freight in Settings.',
    );
    server.answer({ DeliveryZones: { data: { deliveryZones: [NORTH] } } });
    fireEvent.click(within(ask).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.sent('DeleteDeliveryZone')).toEqual([{ id: CENTRAL.id }]);
    expect(shown).toEqual(['Central deleted. 3 customers now in no zone.']);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit Central' })).toBeNull());
  });

  it('keeps the question open with the refusal when the zone is gone already', async () => {
    renderSection({
      DeliveryZones: { data: { deliveryZones: [NORTH] } },
      DeleteDeliveryZone: refused('NOT_FOUND', 'That delivery zone no longer exists.'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete North Shore' }));
    const ask = screen.getByRole('dialog', { name: 'Delete North Shore?' });
    expect(ask.textContent).toContain('1 customer in it will be in no zone');
    fireEvent.click(within(ask).getByRole('button', { name: 'Delete' }));
    expect(await within(ask).findByText('That delivery zone no longer exists.')).toBeTruthy();
  });
});
