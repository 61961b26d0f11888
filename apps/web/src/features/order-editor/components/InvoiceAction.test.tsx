import { ADMIN_MESSAGES } from '@cleaver/domain/admin-messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ShowSnackbar, SnackbarContext } from '../../../components/snackbar-context';
import { fakeGraphQL, refused } from '../../../test/graphql-fake';
import type { AdminOrder } from '../api/admin-order';
import { InvoiceAction } from './InvoiceAction';

const shown: Array<{ message: string; severity?: string }> = [];
const recordSnackbar: ShowSnackbar = (message, severity) => {
  shown.push({ message, severity });
};

const ORDER = {
  id: 'order-1',
  shortId: 'ORDER',
  status: 'PACKED',
  customer: { companyName: 'Harbourside Bistro' },
  invoice: null,
} as unknown as AdminOrder;

function renderAction(order: AdminOrder, dirty = false) {
  const onInvoiced = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SnackbarContext value={recordSnackbar}>
        <InvoiceAction order={order} isDirty={() => dirty} disabled={false} onInvoiced={onInvoiced} />
      </SnackbarContext>
    </QueryClientProvider>,
  );
  return onInvoiced;
}

describe('InvoiceAction', () => {
  beforeEach(() => {
    shown.length = 0;
  });
  afterEach(() => {
    cleanup();
  });

  it('asks to confirm, then whether to email; the answer is sendCustomerEmail and the order reloads', async () => {
    const invoiced = { ...ORDER, status: 'COMPLETED', invoice: { number: 1001, revision: 1 } };
    const server = fakeGraphQL({ CreateInvoice: { data: { createInvoice: invoiced } } });
    const onInvoiced = renderAction(ORDER);
    fireEvent.click(screen.getByRole('button', { name: 'Create Invoice' }));
    const confirm = screen.getByRole('dialog', { name: 'Create invoice for Harbourside Bistro?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    screen.getByRole('dialog', { name: ADMIN_MESSAGES.emailAfterCreate });
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(onInvoiced).toHaveBeenCalledWith(invoiced));
    expect(server.sent('CreateInvoice')).toEqual([{ orderId: 'order-1', sendCustomerEmail: true }]);
    expect(shown).toContainEqual({ message: ADMIN_MESSAGES.invoiceCreated, severity: 'success' });
  });

  it('an invoiced order offers Email Invoice: one question, then the invoice is mailed as issued', async () => {
    const order = {
      ...ORDER,
      status: 'COMPLETED',
      invoice: { number: 1001, revision: 1 },
    } as unknown as AdminOrder;
    const server = fakeGraphQL({ CreateInvoice: { data: { createInvoice: order } } });
    // Edits not saved do not hold it up: the invoice is mailed as it was issued.
    const onInvoiced = renderAction(order, true);
    expect(screen.queryByRole('button', { name: 'Create Invoice' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Email Invoice' }));
    const question = screen.getByRole('dialog', { name: 'Email invoice 1001 to Harbourside Bistro?' });
    expect(question.textContent).toContain('it never changes');
    expect(question.textContent).toContain('credit or debit notes');
    fireEvent.click(within(question).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onInvoiced).toHaveBeenCalledWith(order));
    expect(server.sent('CreateInvoice')).toEqual([{ orderId: 'order-1', sendCustomerEmail: true }]);
    expect(shown).toContainEqual({
      message: 'Invoice 1001 emailed to Harbourside Bistro.',
      severity: 'success',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Cancel sends nothing', () => {
    const server = fakeGraphQL();
    renderAction({ ...ORDER, invoice: { number: 1001, revision: 1 } } as unknown as AdminOrder);
    fireEvent.click(screen.getByRole('button', { name: 'Email Invoice' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.requests).toEqual([]);
  });

  it('shows the server’s reason when refused, and the spec text when it fails', async () => {
    const gst = 'Invoices cannot be created until the GST number is set. Add it in Settings → Invoicing.';
    const server = fakeGraphQL({ CreateInvoice: refused('INVOICE_GST_NUMBER_MISSING', gst) });
    const onInvoiced = renderAction(ORDER);
    const attempt = async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create Invoice' }));
      fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
      fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    };
    await attempt();
    expect(shown.at(-1)).toEqual({ message: gst, severity: 'error' });
    server.answer({ CreateInvoice: refused('INTERNAL', 'boom') });
    await attempt();
    expect(shown.at(-1)).toEqual({ message: ADMIN_MESSAGES.invoiceFailed, severity: 'error' });
    expect(server.sent('CreateInvoice')).toHaveLength(2);
    expect(onInvoiced).not.toHaveBeenCalled();
  });

  it('asks to save unsaved changes first and opens no dialog', () => {
    const server = fakeGraphQL();
    renderAction(ORDER, true);
    fireEvent.click(screen.getByRole('button', { name: 'Create Invoice' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(shown.at(-1)?.message).toMatch(/not saved\. Update Order first/);
    expect(server.requests).toEqual([]);
  });
});
