import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type ShowSnackbar, SnackbarContext } from '../../../components/snackbar-context';
import { type Answer, fakeGraphQL, type Operations, refused } from '../../../test/graphql-fake';
import type { PackingBoard, PackingLine, PackingOrder } from '../api/packing-board';
import { PackingBoardView } from './PackingBoardView';

const line = (
  id: string,
  productName: string,
  quantity: number,
  packedWeight: number | null = null,
): PackingLine => ({
  id,
  productName,
  productCode: id.toUpperCase(),
  productUnit: 'KG',
  quantity,
  packedWeight,
  notes: '',
  farOff: false,
});

const order = (
  id: string,
  companyName: string,
  lines: PackingLine[],
  status: PackingOrder['status'] = 'PENDING',
) =>
  ({
    id,
    shortId: id.toUpperCase(),
    version: 1,
    companyName,
    isDelivery: true,
    purchaseOrder: '',
    notes: '',
    status,
    lines,
  }) satisfies PackingOrder;

const BOARD: PackingBoard = {
  processingDate: '2026-11-26',
  orders: [
    order('aaaaa', 'Harbourside Bistro', [line('l1', 'Chicken Breast', 2), line('l2', 'Beef Mince', 3)]),
    order('bbbbb', 'Takeaway Co', [line('l3', 'Lamb Shoulder', 1.5)]),
  ],
};

/** The server as the board sees it: every weight and every Mark packed saved, unless `operations` say otherwise. */
const fakeServer = (operations: Operations = {}) =>
  fakeGraphQL({ SetPackedWeight: weightSaved, MarkOrderPacked: packed, ...operations });

function weightSaved(variables: Record<string, unknown>): Answer {
  return {
    data: {
      setPackedWeight: {
        orderId: 'aaaaa',
        version: 2,
        line: { id: variables.lineId, packedWeight: variables.packedWeight, farOff: false },
      },
    },
  };
}

function packed(variables: Record<string, unknown>): Answer {
  return { data: { markOrderPacked: { id: variables.id, status: 'PACKED' } } };
}

function renderBoard(board: PackingBoard = BOARD) {
  const shown: string[] = [];
  const show: ShowSnackbar = (message) => void shown.push(message);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ThemeProvider theme={createTheme({ cssVariables: true })}>
      <QueryClientProvider client={queryClient}>
        <SnackbarContext value={show}>
          <PackingBoardView board={board} />
        </SnackbarContext>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { shown };
}

const field = (product: string) => screen.getByLabelText(`Packed weight for ${product}`) as HTMLInputElement;

afterEach(async () => {
  cleanup();
  // A weight typed and not yet saved is saved as the board goes, and requests go out a task later
  // (lib/graphql.ts): to this test's server, not the next one's.
  await new Promise((resolve) => setTimeout(resolve, 50));
});

describe('PackingBoardView', () => {
  it('saves on Enter and moves to the next line, and from an order’s last line to the next order', async () => {
    const server = fakeServer();
    renderBoard();
    field('Chicken Breast').focus();
    fireEvent.change(field('Chicken Breast'), { target: { value: '2.13' } });
    fireEvent.keyDown(field('Chicken Breast'), { key: 'Enter' });
    expect(document.activeElement).toBe(field('Beef Mince'));
    fireEvent.change(field('Beef Mince'), { target: { value: '3.02' } });
    fireEvent.keyDown(field('Beef Mince'), { key: 'Enter' });
    expect(document.activeElement).toBe(field('Lamb Shoulder'));
    await waitFor(() => expect(screen.getAllByText('Saved')).toHaveLength(2));
    expect(server.sent('SetPackedWeight')).toEqual([
      { lineId: 'l1', packedWeight: 2.13 },
      { lineId: 'l2', packedWeight: 3.02 },
    ]);
  });

  it("opens each order's delivery docket in a tab of its own", () => {
    fakeServer();
    renderBoard();
    const docket = screen.getByRole('link', { name: 'Print docket for order BBBBB' });
    expect(docket.getAttribute('href')).toBe('/api/admin/dockets.pdf?order=bbbbb');
    expect(docket.getAttribute('target')).toBe('_blank');
  });

  it('saves while typing once the typing pauses, and the last weight typed is the one kept', async () => {
    const server = fakeServer();
    renderBoard();
    fireEvent.change(field('Lamb Shoulder'), { target: { value: '1' } });
    fireEvent.change(field('Lamb Shoulder'), { target: { value: '1.4' } });
    fireEvent.change(field('Lamb Shoulder'), { target: { value: '1.48' } });
    expect(screen.getByText('Saving…')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Saved')).toBeTruthy(), { timeout: 2000 });
    expect(server.sent('SetPackedWeight')).toEqual([{ lineId: 'l3', packedWeight: 1.48 }]);
    // Leaving the field with nothing new sends nothing more.
    fireEvent.blur(field('Lamb Shoulder'));
    expect(server.sent('SetPackedWeight')).toHaveLength(1);
  });

  it('flags a line far from what was ordered in words as it is typed, not by colour alone', () => {
    fakeServer();
    renderBoard();
    fireEvent.change(field('Chicken Breast'), { target: { value: '2.5' } });
    expect(screen.getByText('Far off: 25 % over ordered')).toBeTruthy();
    fireEvent.change(field('Chicken Breast'), { target: { value: '2.1' } });
    expect(screen.queryByText(/Far off/)).toBeNull();
  });

  it('does not send a mistake, and says what is wrong', () => {
    const server = fakeServer();
    renderBoard();
    fireEvent.change(field('Chicken Breast'), { target: { value: '2.1.3' } });
    fireEvent.keyDown(field('Chicken Breast'), { key: 'Enter' });
    expect(screen.getByText('Enter a weight like 2.13')).toBeTruthy();
    expect(server.sent('SetPackedWeight')).toEqual([]);
  });

  it('says when a weight was not saved, keeps it, and Retry sends it again', async () => {
    let refuse = true;
    const closed = refused('PACKING_CLOSED', 'This order can no longer be packed.');
    const server = fakeServer({
      SetPackedWeight: (variables) => (refuse ? closed : weightSaved(variables)),
      MarkOrderPacked: (variables) => (refuse ? closed : packed(variables)),
    });
    renderBoard();
    fireEvent.change(field('Chicken Breast'), { target: { value: '2.2' } });
    fireEvent.blur(field('Chicken Breast'));
    expect(await screen.findByText('Not saved: This order can no longer be packed.')).toBeTruthy();
    expect(field('Chicken Breast').value).toBe('2.2');
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry Chicken Breast' }));
    await waitFor(() => expect(screen.getByText('Saved')).toBeTruthy());
    expect(server.sent('SetPackedWeight')).toEqual([
      { lineId: 'l1', packedWeight: 2.2 },
      { lineId: 'l1', packedWeight: 2.2 },
    ]);
  });

  it('sends a weight typed just before the page goes in a request that outlives the page', () => {
    const server = fakeServer();
    renderBoard();
    fireEvent.change(field('Chicken Breast'), { target: { value: '2.05' } });
    window.dispatchEvent(new Event('pagehide'));
    expect(server.requests).toEqual([
      expect.objectContaining({ variables: { lineId: 'l1', packedWeight: 2.05 }, keepalive: true }),
    ]);
  });

  it('sends a weight again as the page goes if its save was not yet confirmed, and not once it was', async () => {
    const server = fakeServer();
    renderBoard();
    fireEvent.change(field('Chicken Breast'), { target: { value: '2.07' } });
    // Saved on leaving the field: the request goes a task later (lib/graphql.ts), after the page has gone.
    fireEvent.blur(field('Chicken Breast'));
    window.dispatchEvent(new Event('pagehide'));
    expect(server.requests).toEqual([
      expect.objectContaining({ variables: { lineId: 'l1', packedWeight: 2.07 }, keepalive: true }),
    ]);
    await waitFor(() => expect(screen.getByText('Saved')).toBeTruthy());
    window.dispatchEvent(new Event('pagehide'));
    expect(server.sent('SetPackedWeight')).toEqual([
      { lineId: 'l1', packedWeight: 2.07 },
      { lineId: 'l1', packedWeight: 2.07 },
    ]);
  });

  it('ends on the newest weight when a page that went is shown again (the back-forward cache)', async () => {
    const server = fakeServer();
    renderBoard();
    fireEvent.change(field('Chicken Breast'), { target: { value: '2.1' } });
    fireEvent.blur(field('Chicken Breast'));
    fireEvent.change(field('Chicken Breast'), { target: { value: '2.15' } });
    window.dispatchEvent(new Event('pagehide'));
    // The page carries on where it stopped: its saves go in the order they were made, the newest last.
    await waitFor(() => expect(screen.getByText('Saved')).toBeTruthy());
    expect(server.requests.map(({ variables, keepalive }) => [variables.packedWeight, keepalive])).toEqual([
      [2.15, true],
      [2.1, false],
      [2.15, false],
    ]);
    expect(field('Chicken Breast').value).toBe('2.15');
  });

  it('Mark packed waits for the weights on their way, then marks the order', async () => {
    const server = fakeServer();
    const { shown } = renderBoard();
    fireEvent.change(field('Chicken Breast'), { target: { value: '1.9' } });
    fireEvent.blur(field('Chicken Breast'));
    fireEvent.click(screen.getByRole('button', { name: 'Mark packed order AAAAA' }));
    await waitFor(() => expect(shown).toEqual(['Order AAAAA packed']));
    expect(server.names()).toEqual(['SetPackedWeight', 'MarkOrderPacked']);
    expect(server.requests[1]?.variables).toEqual({ id: 'aaaaa', confirmFarOff: false });
  });

  it('does not pack an order with a mistyped weight as ordered, and says what to do', async () => {
    const server = fakeServer();
    const { shown } = renderBoard();
    fireEvent.change(field('Chicken Breast'), { target: { value: '2,7' } });
    fireEvent.blur(field('Chicken Breast'));
    fireEvent.click(screen.getByRole('button', { name: 'Mark packed order AAAAA' }));
    await waitFor(() =>
      expect(shown).toEqual([
        'Order AAAAA not packed: a weight is not saved. Correct the lines marked in red, or clear them to pack ' +
          'them as ordered.',
      ]),
    );
    expect(document.activeElement).toBe(field('Chicken Breast'));
    expect(server.requests).toEqual([]);
    // Cleared, the line is packed as ordered.
    fireEvent.change(field('Chicken Breast'), { target: { value: '' } });
    fireEvent.blur(field('Chicken Breast'));
    fireEvent.click(screen.getByRole('button', { name: 'Mark packed order AAAAA' }));
    await waitFor(() => expect(shown.at(-1)).toBe('Order AAAAA packed'));
    expect(server.names()).toEqual(['SetPackedWeight', 'MarkOrderPacked']);
  });

  it('tries a weight the server did not take again at Mark packed, and packs once it is saved', async () => {
    let refuse = true;
    const server = fakeServer({
      SetPackedWeight: (variables) =>
        refuse ? refused('SERVER_UNAVAILABLE', 'The shop cannot be reached.') : weightSaved(variables),
    });
    const { shown } = renderBoard();
    fireEvent.change(field('Beef Mince'), { target: { value: '3.1' } });
    fireEvent.blur(field('Beef Mince'));
    expect(await screen.findByText(/^Not saved:/)).toBeTruthy();
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Mark packed order AAAAA' }));
    await waitFor(() => expect(shown).toEqual(['Order AAAAA packed']));
    expect(
      server.requests.map((s) => (s.operationName === 'MarkOrderPacked' ? 'mark' : s.variables.packedWeight)),
    ).toEqual([3.1, 3.1, 'mark']);
  });

  it('shows a PACKED order as done with its lines folded away, still editable', () => {
    fakeServer();
    renderBoard({
      processingDate: '2026-11-26',
      orders: [order('ccccc', 'Harbourside Bistro', [line('l4', 'Pork Belly', 2, 2.05)], 'PACKED')],
    });
    expect(screen.getByText(/Packed · 1 line/)).toBeTruthy();
    expect(screen.queryByLabelText('Packed weight for Pork Belly')).toBeNull();
    expect(screen.queryByRole('button', { name: /Mark packed/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Edit weights of order CCCCC' }));
    expect(field('Pork Belly').value).toBe('2.05');
  });

  it('asks before packing lines the server finds far off, names them, and packs only once confirmed', async () => {
    const FAR_OFF = 'Chicken Breast: 2.600 KG packed, 2.00 KG ordered (30 % over ordered)';
    const server = fakeServer({
      MarkOrderPacked: (variables) =>
        variables.confirmFarOff !== true
          ? refused(
              'PACKED_WEIGHTS_FAR_OFF',
              `This line is packed more than 20 % off what was ordered: ${FAR_OFF}. Check the weights, then confirm Mark packed.`,
              { lines: FAR_OFF },
            )
          : packed(variables),
    });
    const { shown } = renderBoard();
    fireEvent.click(screen.getByRole('button', { name: 'Mark packed order AAAAA' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check the weights of order AAAAA' });
    expect(dialog.textContent).toContain(FAR_OFF);
    // Correcting first sends nothing more.
    fireEvent.click(screen.getByRole('button', { name: 'Correct weights' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.sent('MarkOrderPacked')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Mark packed order AAAAA' }));
    await screen.findByRole('dialog', { name: 'Check the weights of order AAAAA' });
    fireEvent.click(screen.getByRole('button', { name: 'Mark packed anyway' }));
    await waitFor(() => expect(shown).toContain('Order AAAAA packed'));
    expect(server.sent('MarkOrderPacked').map((variables) => variables.confirmFarOff)).toEqual([
      false,
      false,
      true,
    ]);
  });
});
