import { aucklandDateString } from '@cleaver/domain/dates';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ShowSnackbar, SnackbarContext } from '../../../components/snackbar-context';
import { fakeGraphQL, refused } from '../../../test/graphql-fake';
import type { DriverRun, DriverStop } from '../api/driver-runs';
import { DriverRunsPage } from './DriverRunsPage';

const stop = (orderId: string, companyName: string, more: Partial<DriverStop> = {}) =>
  ({
    orderId,
    shortId: orderId.toUpperCase(),
    customerId: `c-${orderId}`,
    companyName,
    contactName: 'Sam Cook',
    phone: '021 555 0101',
    address: ['12 Quay Street', 'Auckland 1010'],
    notes: '',
    purchaseOrder: '',
    status: 'PACKED',
    lineCount: 3,
    cartons: 2,
    deliveredAt: null,
    receivedBy: null,
    ...more,
  }) satisfies DriverStop;

const HARBOUR = stop('o1', 'Harbourside Bistro', {
  notes: 'Back door, ring the bell',
  purchaseOrder: 'PO-77',
});
const TAKEAWAY = stop('o2', 'Takeaway Co', { lineCount: 1, cartons: 0, contactName: 'Ana' });
const GRILL = stop('o3', 'Ponsonby Grill');
// 9:05 am in Auckland (daylight time) on 5 March 2025.
const GRILL_DELIVERED = { ...GRILL, deliveredAt: '2025-03-04T20:05:00.000Z', receivedBy: 'Mere' };

const CENTRAL: DriverRun = {
  zoneId: 'z1',
  zoneName: 'Central',
  finishedAt: null,
  stops: [HARBOUR, TAKEAWAY, GRILL],
};

// A past day: its stops can be marked delivered and its run finished.
const DATE = '2025-03-05';

function renderPage(path = `/driver?date=${DATE}`) {
  const shown: string[] = [];
  const show: ShowSnackbar = (message) => void shown.push(message);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ThemeProvider theme={createTheme({ cssVariables: true })}>
      <QueryClientProvider client={queryClient}>
        <SnackbarContext value={show}>
          <MemoryRouter initialEntries={[path]}>
            <DriverRunsPage />
          </MemoryRouter>
        </SnackbarContext>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { shown };
}

const stopsOf = (zoneName: string) => screen.getByRole('list', { name: `Stops of ${zoneName}` });
const companiesOf = (zoneName: string) =>
  within(stopsOf(zoneName))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

async function openDialog(company: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Mark delivered: ${company}` }));
  return screen.getByRole('dialog', { name: `Delivered to ${company}` });
}

const stubbed: Array<[object, string]> = [];

/** Gives `target` a property jsdom lacks, for this test only. */
function stubProperty(target: object, name: string, value: unknown) {
  Object.defineProperty(target, name, { configurable: true, value });
  stubbed.push([target, name]);
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  for (const [target, name] of stubbed.splice(0)) Reflect.deleteProperty(target, name);
});

describe('DriverRunsPage', { timeout: 15_000 }, () => {
  it("lists the driver's stops in drop order, with whom to call, where to go and the PDFs", async () => {
    const server = fakeGraphQL({
      DriverDeliveryRuns: {
        data: { myDeliveryRuns: [{ ...CENTRAL, stops: [HARBOUR, TAKEAWAY, GRILL_DELIVERED] }] },
      },
    });
    renderPage();
    await screen.findByRole('heading', { name: /^Central/ });
    expect(server.sent('DriverDeliveryRuns')).toEqual([{ date: DATE }]);
    expect(companiesOf('Central')).toEqual(['Harbourside Bistro', 'Takeaway Co', 'Ponsonby Grill']);

    const [harbour, takeaway, grill] = within(stopsOf('Central')).getAllByRole('listitem');
    expect(within(harbour!).getByRole('link', { name: '021 555 0101' }).getAttribute('href')).toBe(
      'tel:0215550101',
    );
    expect(
      within(harbour!)
        .getByRole('link', { name: /12 Quay Street/ })
        .getAttribute('href'),
    ).toBe('https://www.google.com/maps/search/?api=1&query=12%20Quay%20Street%2C%20Auckland%201010');
    within(harbour!).getByText('Notes: Back door, ring the bell');
    within(harbour!).getByText('3 lines · 2 cartons · PO PO-77');
    within(takeaway!).getByText('1 line');
    within(grill!).getByText('Delivered 9:05 am on 05/03/2025 to Mere');
    expect(within(grill!).queryByRole('button', { name: /^Mark delivered/ })).toBeNull();

    expect(hrefOf('Print run sheet for Central')).toBe(`/api/driver/run-sheet.pdf?date=${DATE}&zone=z1`);
    expect(hrefOf('Dockets for Central')).toBe(`/api/driver/dockets.pdf?date=${DATE}&zone=z1`);
    expect(hrefOf('Docket for Takeaway Co')).toBe('/api/driver/dockets.pdf?order=o2');
    expect(screen.getByRole('link', { name: 'Docket for Takeaway Co' }).getAttribute('target')).toBe(
      '_blank',
    );
  });

  it('opens on today in Auckland, and steps a day at a time', async () => {
    const today = aucklandDateString(Date.now());
    const server = fakeGraphQL({ DriverDeliveryRuns: { data: { myDeliveryRuns: [] } } });
    renderPage('/driver');
    await screen.findByText(/^No deliveries for you on \d\d\/\d\d\/\d{4}\.$/);
    expect(server.sent('DriverDeliveryRuns')).toEqual([{ date: today }]);
    fireEvent.click(screen.getByRole('button', { name: 'Next day' }));
    await waitFor(() => expect(server.sent('DriverDeliveryRuns')).toHaveLength(2));
    expect(server.sent('DriverDeliveryRuns')[1]?.date).not.toBe(today);
    fireEvent.click(screen.getByRole('button', { name: 'Back to today' }));
    await screen.findByText(/^No deliveries for you on/);
    expect(screen.getByRole('textbox', { name: 'Delivery date' })).toHaveProperty(
      'value',
      today.split('-').reverse().join('/'),
    );
  });

  it('says so when the driver has no deliveries on the date', async () => {
    fakeGraphQL({ DriverDeliveryRuns: { data: { myDeliveryRuns: [] } } });
    renderPage();
    await screen.findByText('No deliveries for you on 05/03/2025.');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('marks a stop delivered to whom the driver names, and shows it so', async () => {
    let delivered = false;
    const server = fakeGraphQL({
      DriverDeliveryRuns: () => ({
        data: {
          myDeliveryRuns: [
            {
              ...CENTRAL,
              stops: delivered
                ? [
                    { ...HARBOUR, deliveredAt: '2025-03-04T20:05:00.000Z', receivedBy: 'Mere Tane' },
                    TAKEAWAY,
                    GRILL,
                  ]
                : [HARBOUR, TAKEAWAY, GRILL],
            },
          ],
        },
      }),
      DriverMarkDelivered: () => {
        delivered = true;
        return {
          data: { markDelivered: { deliveredAt: '2025-03-04T20:05:00.000Z', receivedBy: 'Mere Tane' } },
        };
      },
    });
    const { shown } = renderPage();
    const dialog = await openDialog('Harbourside Bistro');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Received by' }), {
      target: { value: '  Mere Tane ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm delivery' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.sent('DriverMarkDelivered')).toEqual([
      { input: { orderId: 'o1', receivedBy: 'Mere Tane', photoId: null, signatureId: null } },
    ]);
    expect(shown).toEqual(['Harbourside Bistro is marked delivered.']);
    await screen.findByText('Delivered 9:05 am on 05/03/2025 to Mere Tane');
    expect(screen.queryByRole('button', { name: 'Mark delivered: Harbourside Bistro' })).toBeNull();
  });

  it('asks who took the delivery before sending anything', async () => {
    const server = fakeGraphQL({ DriverDeliveryRuns: { data: { myDeliveryRuns: [CENTRAL] } } });
    renderPage();
    const dialog = await openDialog('Takeaway Co');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Received by' }), {
      target: { value: '   ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm delivery' }));
    await within(dialog).findByText('Enter who took the delivery.');
    expect(server.names()).not.toContain('DriverMarkDelivered');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    screen.getByRole('button', { name: 'Mark delivered: Takeaway Co' });
  });

  it("shows the server's refusal in the dialog and keeps it open", async () => {
    const server = fakeGraphQL({
      DriverDeliveryRuns: { data: { myDeliveryRuns: [CENTRAL] } },
      DriverMarkDelivered: refused('ALREADY_DELIVERED', 'This stop is already marked delivered.'),
    });
    const { shown } = renderPage();
    const dialog = await openDialog('Ponsonby Grill');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Received by' }), {
      target: { value: 'Ana' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm delivery' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This stop is already marked delivered.',
    );
    expect(screen.getByRole('dialog', { name: 'Delivered to Ponsonby Grill' })).toBeTruthy();
    expect(shown).toEqual([]);
    // The list is read again: another phone may have recorded it.
    await waitFor(() => expect(server.sent('DriverDeliveryRuns')).toHaveLength(2));
  });

  it('sends the photo and the signature taken, then records the delivery with them', async () => {
    // jsdom has no object URLs nor pointer capture; the canvas draws nothing and makes a PNG of nothing.
    stubProperty(URL, 'createObjectURL', () => 'blob:photo');
    stubProperty(URL, 'revokeObjectURL', () => {});
    stubProperty(HTMLCanvasElement.prototype, 'setPointerCapture', () => {});
    const ink = {
      fillRect: vi.fn(),
      clearRect: vi.fn(),
      beginPath: vi.fn(),
      moveTo: vi.fn(),
      lineTo: vi.fn(),
      stroke: vi.fn(),
    };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      ink as unknown as CanvasRenderingContext2D,
    );
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) =>
      done(new Blob(['png'], { type: 'image/png' })),
    );
    const kinds: string[] = [];
    const server = fakeGraphQL(
      {
        DriverDeliveryRuns: { data: { myDeliveryRuns: [CENTRAL] } },
        DriverMarkDelivered: {
          data: { markDelivered: { deliveredAt: '2025-03-04T20:05:00.000Z', receivedBy: 'Ana' } },
        },
      },
      {
        routes: {
          '/api/delivery/images': (init) => {
            const kind = String((init.body as FormData).get('kind'));
            kinds.push(kind);
            return Response.json({ id: kind === 'photo' ? 'p1' : 's1' }, { status: 201 });
          },
        },
      },
    );
    renderPage();
    const dialog = await openDialog('Takeaway Co');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Received by' }), {
      target: { value: 'Ana' },
    });
    const camera = within(dialog).getByLabelText('Take photo');
    expect(camera.getAttribute('capture')).toBe('environment');
    fireEvent.change(camera, { target: { files: [new File(['jpeg'], 'door.jpg', { type: 'image/jpeg' })] } });
    within(dialog).getByRole('img', { name: 'Delivery photo preview' });
    within(dialog).getByRole('button', { name: 'Remove photo' });

    const clear = within(dialog).getByRole('button', { name: 'Clear signature' });
    expect(clear).toHaveProperty('disabled', true);
    fireEvent.pointerDown(within(dialog).getByRole('img', { name: 'Signature pad' }), { pointerId: 1 });
    expect(clear).toHaveProperty('disabled', false);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm delivery' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(kinds.sort()).toEqual(['photo', 'signature']);
    expect(server.sent('DriverMarkDelivered')).toEqual([
      { input: { orderId: 'o2', receivedBy: 'Ana', photoId: 'p1', signatureId: 's1' } },
    ]);
  });

  it('finishes a run after saying how many stops are not delivered', async () => {
    let finished = false;
    const server = fakeGraphQL({
      DriverDeliveryRuns: () => ({
        data: {
          myDeliveryRuns: [
            {
              ...CENTRAL,
              stops: [HARBOUR, TAKEAWAY, GRILL_DELIVERED],
              finishedAt: finished ? '2025-03-05T02:42:00.000Z' : null,
            },
          ],
        },
      }),
      DriverFinishRun: () => {
        finished = true;
        return { data: { finishDeliveryRun: '2025-03-05T02:42:00.000Z' } };
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Finish run for Central' }));
    const question = screen.getByRole('dialog', { name: 'Finish the Central run?' });
    within(question).getByText('2 stops are not marked delivered. They go to the office’s list.');
    fireEvent.click(within(question).getByRole('button', { name: 'Finish run' }));
    await screen.findByText('Run finished at 3:42 pm on 05/03/2025');
    expect(server.sent('DriverFinishRun')).toEqual([{ zoneId: 'z1', date: DATE }]);
    expect(screen.queryByRole('button', { name: 'Finish run for Central' })).toBeNull();
  });

  it('says when the deliveries could not be loaded, and tries again', async () => {
    const server = fakeGraphQL({ DriverDeliveryRuns: refused('INTERNAL', 'Something went wrong.') });
    renderPage();
    await screen.findByText('Your deliveries could not be loaded.');
    server.answer({ DriverDeliveryRuns: { data: { myDeliveryRuns: [CENTRAL] } } });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: /^Central/ });
  });
});
