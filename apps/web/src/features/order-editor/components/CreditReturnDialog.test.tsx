import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SnackbarContext } from '../../../components/snackbar-context';
import { fakeGraphQL, refused } from '../../../test/graphql-fake';
import type { AdminOrder } from '../api/admin-order';
import { CreditReturnDialog } from './CreditReturnDialog';

// Invoice 1001 billed 2 kg of Beef Mince at $12.50 and 3 cartons of sausages at $40.00.
const ORDER = {
  id: 'order-1',
  shortId: 'ORDER',
  status: 'COMPLETED',
  customer: { companyName: 'Harbourside Bistro' },
  invoice: { number: 1001, revision: 1 },
  lines: [
    {
      id: 'line-1',
      productName: 'Beef Mince',
      productUnit: 'KG',
      quantity: 2,
      packedWeight: 2,
      unitPrice: 1250,
    },
    {
      id: 'line-2',
      productName: 'Pork Sausages',
      productUnit: 'CTN',
      quantity: 3,
      packedWeight: null,
      unitPrice: 4000,
    },
  ],
  correctionNotes: [],
} as unknown as AdminOrder;
const [MINCE, SAUSAGES] = ORDER.lines as [AdminOrder['lines'][number], AdminOrder['lines'][number]];

const PREVIEW = {
  kind: 'CREDIT',
  title: 'Credit Note',
  subTotal: 1500,
  gst: 225,
  total: 1725,
  lines: [
    {
      productName: 'Beef Mince',
      unit: 'KG',
      amount: -1500,
      before: { quantity: 2, unitPrice: 1250, amount: 2500 },
      after: { quantity: 0.8, unitPrice: 1250, amount: 1000 },
    },
  ],
};

const CREDIT_NOTE: AdminOrder['correctionNotes'][number] = {
  id: 'note-1',
  xeroProblem: null,
  kind: 'CREDIT',
  number: 'CN-0001',
  title: 'Credit Note',
  issuedAt: '2026-11-25T02:00:00.000Z',
  reason: 'Returned: warm on arrival',
  invoiceNumber: 1001,
  total: 1725,
  gst: 225,
  pdfUrl: '/api/notes/note-1.pdf',
};

function renderDialog(line = MINCE) {
  const shown: string[] = [];
  const onClose = vi.fn();
  const onReturned = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SnackbarContext value={(message) => shown.push(message)}>
        <CreditReturnDialog order={ORDER} line={line} onClose={onClose} onReturned={onReturned} />
      </SnackbarContext>
    </QueryClientProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: `Credit / Return — ${line.productName}` });
  return { dialog, shown, onClose, onReturned };
}

const issueButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'Issue credit note' }) as HTMLButtonElement;

describe('CreditReturnDialog', () => {
  afterEach(() => {
    cleanup();
  });

  it('previews the credit note as staff type, then issues it and hands the order back', async () => {
    const returned = { ...ORDER, version: 5, correctionNotes: [CREDIT_NOTE] };
    const server = fakeGraphQL({
      ReturnPreview: { data: { returnPreview: PREVIEW } },
      RecordReturn: { data: { recordReturn: returned } },
    });
    const { dialog, shown, onClose, onReturned } = renderDialog();
    expect(dialog.textContent).toContain('Billed 2.000 KG. Invoice 1001 stays as issued');
    expect(issueButton(dialog).disabled).toBe(true);

    fireEvent.change(within(dialog).getByLabelText(/^Returned \(KG\)/), { target: { value: '1.2' } });
    fireEvent.change(within(dialog).getByLabelText('Details'), { target: { value: 'warm on arrival' } });
    const status = within(dialog).getByRole('status');
    await waitFor(() => expect(status.textContent).toContain('Credit Note: $17.25 incl. GST (GST $2.25)'));
    expect(status.textContent).toContain('Beef Mince: 2.000 KG, $25.00 → 0.800 KG, $10.00 excl. GST');
    // Typed within the pause: asked once, with what was typed last.
    expect(server.sent('ReturnPreview')).toEqual([
      {
        input: {
          orderId: 'order-1',
          lineId: 'line-1',
          returned: 1.2,
          reason: 'RETURNED',
          reasonText: 'warm on arrival',
          sendCustomerEmail: false,
        },
      },
    ]);

    fireEvent.click(
      within(dialog).getByRole('checkbox', { name: 'Email the credit note to Harbourside Bistro' }),
    );
    await waitFor(() => expect(issueButton(dialog).disabled).toBe(false));
    fireEvent.click(issueButton(dialog));
    await waitFor(() => expect(onReturned).toHaveBeenCalledWith(returned));
    expect(server.sent('RecordReturn')).toEqual([
      {
        input: {
          orderId: 'order-1',
          lineId: 'line-1',
          returned: 1.2,
          reason: 'RETURNED',
          reasonText: 'warm on arrival',
          sendCustomerEmail: true,
        },
      },
    ]);
    expect(shown).toEqual(['Credit note CN-0001 issued.']);
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the server’s refusal in place, and Issue credit note stays off', async () => {
    const cancelled = 'Order ORDER is cancelled: there is nothing to return.';
    const server = fakeGraphQL({ ReturnPreview: refused('BAD_INPUT', cancelled) });
    const { dialog } = renderDialog();
    fireEvent.change(within(dialog).getByLabelText(/^Returned/), { target: { value: '0.5' } });
    await waitFor(() => expect(within(dialog).getByRole('status').textContent).toBe(cancelled));
    expect(issueButton(dialog).disabled).toBe(true);
    fireEvent.click(issueButton(dialog));
    expect(server.names()).toEqual(['ReturnPreview']);
  });

  it('says in place, without asking the server, what cannot be credited: more than billed, part of a carton', async () => {
    const server = fakeGraphQL();
    const { dialog } = renderDialog(SAUSAGES);
    const returned = within(dialog).getByLabelText(/^Returned \(CTN\)/);
    expect(dialog.textContent).toContain('Billed 3 CTN');
    fireEvent.change(returned, { target: { value: '4' } });
    expect(dialog.textContent).toContain('You cannot credit more than was billed on this line.');
    fireEvent.change(returned, { target: { value: '1.5' } });
    expect(dialog.textContent).toContain('Enter whole units: CTN lines come back whole.');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(server.requests).toEqual([]);
    expect(issueButton(dialog).disabled).toBe(true);
  });

  it('shows a refusal of the return itself in the dialog', async () => {
    const more = 'You cannot credit more than was billed on this line.';
    const server = fakeGraphQL({
      ReturnPreview: { data: { returnPreview: PREVIEW } },
      RecordReturn: refused('BAD_INPUT', more),
    });
    const { dialog, onReturned } = renderDialog();
    fireEvent.change(within(dialog).getByLabelText(/^Returned/), { target: { value: '1.2' } });
    await waitFor(() => expect(issueButton(dialog).disabled).toBe(false));
    fireEvent.click(issueButton(dialog));
    await waitFor(() => expect(within(dialog).getByText(more)).toBeTruthy());
    expect(server.sent('RecordReturn')).toHaveLength(1);
    expect(onReturned).not.toHaveBeenCalled();
  });
});
