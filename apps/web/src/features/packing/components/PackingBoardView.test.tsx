import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ShowSnackbar, SnackbarContext } from '../../../components/snackbar-context';
import type { PackingBoard, PackingLine, PackingOrder } from '../api/packing-board';
import { PackingBoardView } from './PackingBoardView';

type Sent = { query: string; variables: Record<string, unknown>; keepalive?: boolean };
type Answer = {
  data?: unknown;
  errors?: Array<{ message: string; extensions: { code: string } & Record<string, string> }>;
};

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

/** The server as the board sees it: every operation sent, and the answer given to it. */
function fakeServer(answer: (sent: Sent) => Answer = saved) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as Sent;
      sent.push(init.keepalive ? { ...body, keepalive: true } : body);
      return Response.json(answer(body));
    }),
  );
  return sent;
}

function saved({ query, variables }: Sent): Answer {
  if (query.includes('setPackedWeight')) {
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
  return { data: { markOrderPacked: { id: variables.id, status: 'PACKED' } } };
}

const saves = (sent: Sent[]) =>
  sent.filter((s) => s.query.includes('setPackedWeight')).map((s) => s.variables);

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
  vi.unstubAllGlobals();
});

describe('PackingBoardView', () => {
  it('saves on Enter and moves to the next line, and from an order’s last line to the next order', async () => {
    const sent = fakeServer();
    renderBoard();
    field('Chicken Breast').focus();
    fireEvent.change(field('Chicken Breast'), { target: { value: '2.13' } });
    fireEvent.keyDown(field('Chicken Breast'), { key: 'Enter' });
    expect(document.activeElement).toBe(field('Beef Mince'));
    fireEvent.change(field('Beef Mince'), { target: { value: '3.02' } });
    fireEvent.keyDown(field('Beef Mince'), { key: 'Enter' });
    expect(document.activeElement).toBe(field('Lamb Shoulder'));
    await waitFor(() => expect(screen.getAllByText('Saved')).toHaveLength(2));
    expect(saves(sent)).toEqual([
      { lineId: 'l1', packedWeight: 2.13 },
      { lineId: 'l2', packedWeight: 3.02 },
    ]);
  });

  it('saves while typing once the typing pauses, and the last weight typed is the one kept', async () => {
    const sent = fakeServer();
    renderBoard();
    fireEvent.change(field('Lamb Shoulder'), { target: { value: '1' } });
    fireEvent.change(field('Lamb Shoulder'), { target: { value: '1.4' } });
    fireEvent.change(field('Lamb Shoulder'), { target: { value: '1.48' } });
    expect(screen.getByText('Saving…')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Saved')).toBeTruthy(), { timeout: 2000 });
    expect(saves(sent)).toEqual([{ lineId: 'l3', packedWeight: 1.48 }]);
    // Leaving the field with nothing new sends nothing more.
    fireEvent.blur(field('Lamb Shoulder'));
    expect(saves(sent)).toHaveLength(1);
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
    const sent = fakeServer();
    renderBoard();
    fireEvent.change(field('Chicken Breast'), { target: { value: '2.1.3' } });
    fireEvent.keyDown(field('Chicken Breast'), { key: 'Enter' });
    expect(screen.getByText('Enter a weight like 2.13')).toBeTruthy();
    expect(saves(sent)).toEqual([]);
  });

  it('says when a weight was not saved, keeps it, and Retry sends it again', async () => {
    let refuse = true;
    const sent = fakeServer((request) =>
      refuse
        ? {
            data: null,
            errors: [
              { message: 'This order can no longer be packed.', extensions: { code: 'PACKING_CLOSED' } },
            ],
          }
        : saved(request),
    );
    renderBoard();
    fireEvent.change(field('Chicken Breast'), { target: { value: '2.2' } });
    fireEvent.blur(field('Chicken Breast'));
    expect(await screen.findByText('Not saved: This order can no longer be packed.')).toBeTruthy();
    expect(field('Chicken Breast').value).toBe('2.2');
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry Chicken Breast' }));
    await waitFor(() => expect(screen.getByText('Saved')).toBeTruthy());
    expect(saves(sent)).toEqual([
      { lineId: 'l1', packedWeight: 2.2 },
      { lineId: 'l1', packedWeight: 2.2 },
    ]);
  });

  it('sends a weight typed just before the page goes in a request that outlives the page', () => {
    const sent = fakeServer();
    renderBoard();
    fireEvent.change(field('Chicken Breast'), { target: { value: '2.05' } });
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toEqual([
      expect.objectContaining({ variables: { lineId: 'l1', packedWeight: 2.05 }, keepalive: true }),
    ]);
  });

  it('sends a weight again as the page goes if its save was not yet confirmed, and not once it was', async () => {
    const sent = fakeServer();
    renderBoard();
    fireEvent.change(field('Chicken Breast'), { target: { value: '2.07' } });
    // Saved on leaving the field: the request goes a task later (lib/graphql.ts), after the page has gone.
    fireEvent.blur(field('Chicken Breast'));
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toEqual([
      expect.objectContaining({ variables: { lineId: 'l1', packedWeight: 2.07 }, keepalive: true }),
    ]);
    await waitFor(() => expect(screen.getByText('Saved')).toBeTruthy());
    window.dispatchEvent(new Event('pagehide'));
    expect(saves(sent)).toEqual([
      { lineId: 'l1', packedWeight: 2.07 },
      { lineId: 'l1', packedWeight: 2.07 },
    ]);
  });

  it('ends on the newest weight when a page that went is shown again (the back-forward cache)', async () => {
    const sent = fakeServer();
    renderBoard();
    fireEvent.change(field('Chicken Breast'), { target: { value: '2.1' } });
    fireEvent.blur(field('Chicken Breast'));
    fireEvent.change(field('Chicken Breast'), { target: { value: '2.15' } });
    window.dispatchEvent(new Event('pagehide'));
    // The page carries on where it stopped: its saves go in the order they were made, the newest last.
    await waitFor(() => expect(screen.getByText('Saved')).toBeTruthy());
    expect(sent.map(({ variables, keepalive }) => [variables.packedWeight, keepalive ?? false])).toEqual([
      [2.15, true],
      [2.1, false],
      [2.15, false],
    ]);
    expect(field('Chicken Breast').value).toBe('2.15');
  });

  it('Mark packed waits for the weights on their way, then marks the order', async () => {
    const sent = fakeServer();
    const { shown } = renderBoard();
    fireEvent.change(field('Chicken Breast'), { target: { value: '1.9' } });
    fireEvent.blur(field('Chicken Breast'));
    fireEvent.click(screen.getByRole('button', { name: 'Mark packed order AAAAA' }));
    await waitFor(() => expect(shown).toEqual(['Order AAAAA packed']));
    expect(sent.map((s) => (s.query.includes('markOrderPacked') ? 'mark' : 'weight'))).toEqual([
      'weight',
      'mark',
    ]);
    expect(sent[1]?.variables).toEqual({ id: 'aaaaa', confirmFarOff: false });
  });

  it('does not pack an order with a mistyped weight as ordered, and says what to do', async () => {
    const sent = fakeServer();
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
    expect(sent).toEqual([]);
    // Cleared, the line is packed as ordered.
    fireEvent.change(field('Chicken Breast'), { target: { value: '' } });
    fireEvent.blur(field('Chicken Breast'));
    fireEvent.click(screen.getByRole('button', { name: 'Mark packed order AAAAA' }));
    await waitFor(() => expect(shown.at(-1)).toBe('Order AAAAA packed'));
    expect(sent.map((s) => (s.query.includes('markOrderPacked') ? 'mark' : 'weight'))).toEqual([
      'weight',
      'mark',
    ]);
  });

  it('tries a weight the server did not take again at Mark packed, and packs once it is saved', async () => {
    let refuse = true;
    const sent = fakeServer((request) =>
      refuse && request.query.includes('setPackedWeight')
        ? {
            data: null,
            errors: [{ message: 'The shop cannot be reached.', extensions: { code: 'SERVER_UNAVAILABLE' } }],
          }
        : saved(request),
    );
    const { shown } = renderBoard();
    fireEvent.change(field('Beef Mince'), { target: { value: '3.1' } });
    fireEvent.blur(field('Beef Mince'));
    expect(await screen.findByText(/^Not saved:/)).toBeTruthy();
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Mark packed order AAAAA' }));
    await waitFor(() => expect(shown).toEqual(['Order AAAAA packed']));
    expect(
      sent.map((s) => (s.query.includes('markOrderPacked') ? 'mark' : s.variables.packedWeight)),
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
    const sent = fakeServer((body) =>
      body.query.includes('markOrderPacked') && body.variables.confirmFarOff !== true
        ? {
            errors: [
              {
                message: `This line is packed more than 20 % off what was ordered: ${FAR_OFF}. Check the weights, then confirm Mark packed.`,
                extensions: { code: 'PACKED_WEIGHTS_FAR_OFF', lines: FAR_OFF },
              },
            ],
          }
        : saved(body),
    );
    const { shown } = renderBoard();
    fireEvent.click(screen.getByRole('button', { name: 'Mark packed order AAAAA' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check the weights of order AAAAA' });
    expect(dialog.textContent).toContain(FAR_OFF);
    // Correcting first sends nothing more.
    fireEvent.click(screen.getByRole('button', { name: 'Correct weights' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.filter((s) => s.query.includes('markOrderPacked'))).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Mark packed order AAAAA' }));
    await screen.findByRole('dialog', { name: 'Check the weights of order AAAAA' });
    fireEvent.click(screen.getByRole('button', { name: 'Mark packed anyway' }));
    await waitFor(() => expect(shown).toContain('Order AAAAA packed'));
    expect(
      sent.filter((s) => s.query.includes('markOrderPacked')).map((s) => s.variables.confirmFarOff),
    ).toEqual([false, false, true]);
  });
});
