import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeGraphQL } from '../../../test/graphql-fake';
import type { MyLedger } from '../api/my-ledger';
import { AccountTab } from './AccountTab';

const LEDGER: MyLedger = {
  source: 'Cleaver ledger',
  readAt: new Date().toISOString(),
  account: { balance: 84_000, overdue: 34_000, credit: 2_500, termsLabel: '20th of the month following' },
  openDocuments: [
    {
      id: 'i1',
      kind: 'INVOICE',
      number: '1042',
      issuedDate: '2026-10-05',
      dueDate: '2026-11-20',
      total: 46_000,
      open: 34_000,
      daysOverdue: 13,
      pdfUrl: '/api/invoices/i1/pdf',
    },
    {
      id: 'd1',
      kind: 'DEBIT_NOTE',
      number: 'DN-0003',
      issuedDate: '2026-11-02',
      dueDate: '2026-12-20',
      total: 5_000,
      open: 5_000,
      daysOverdue: 0,
      pdfUrl: '/api/debit-notes/d1/pdf',
    },
  ],
  payments: [
    {
      id: 'p2',
      receivedOn: '2026-11-25',
      amount: 12_000,
      method: 'BANK_TRANSFER',
      reference: 'HB001',
      reversedAt: null,
    },
    {
      id: 'p1',
      receivedOn: '2026-11-10',
      amount: 9_900,
      method: 'CHEQUE',
      reference: '',
      reversedAt: '2026-11-12T01:00:00.000Z',
    },
  ],
};

function renderTab(ledger: MyLedger) {
  const server = fakeGraphQL({
    MyLedger: { data: { myLedger: ledger } },
    MyStatements: { data: { myStatements: [] } },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ThemeProvider theme={createTheme({ cssVariables: true })}>
      <QueryClientProvider client={queryClient}>
        <AccountTab />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return server;
}

afterEach(() => {
  cleanup();
});

describe('AccountTab', () => {
  it('shows the balance, what is overdue, credit and terms', async () => {
    const server = renderTab(LEDGER);
    expect(await screen.findByText('$840.00')).toBeTruthy();
    expect(server.names()).toEqual(['MyLedger', 'MyStatements']);
    expect(screen.getByText('Balance')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      '$340.00 is overdue. Please pay it as soon as you can.',
    );
    expect(screen.getByText('Credit on account').nextSibling?.textContent).toBe('$25.00');
    expect(screen.getByText('Terms').nextSibling?.textContent).toBe('20th of the month following');
    screen.getByText(/^As at \d\d:\d\d$/);
  });

  it('lists what is due when, overdue marked, with each document’s PDF', async () => {
    renderTab(LEDGER);
    const invoice = await screen.findByRole('article', { name: 'Invoice 1042' });
    within(invoice).getByRole('heading', { name: 'Invoice 1042 · $340.00 of $460.00' });
    within(invoice).getByText('Overdue: was due 20/11/2026 (13 days ago)');
    const debitNote = screen.getByRole('article', { name: 'Debit note DN-0003' });
    within(debitNote).getByText('Due 20/12/2026');

    expect(screen.getByRole('link', { name: 'Download invoice 1042' }).getAttribute('href')).toBe(
      '/api/invoices/i1/pdf',
    );
    expect(screen.getByRole('link', { name: 'Download debit note DN-0003' }).getAttribute('href')).toBe(
      '/api/debit-notes/d1/pdf',
    );
  });

  it('lists the payments received, a reversed one marked', async () => {
    renderTab(LEDGER);
    const payments = await screen.findByRole('region', { name: 'Recent payments' });
    const items = within(payments).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '25/11/2026Bank transfer · HB001$120.00',
      '10/11/2026Cheque · Reversed$99.00',
    ]);
  });

  it('says when nothing is owed or due, and a balance in credit as credit', async () => {
    renderTab({
      ...LEDGER,
      account: { balance: -2_500, overdue: 0, credit: 2_500, termsLabel: '7 days' },
      openDocuments: [],
      payments: [],
    });
    expect(await screen.findByText('In credit')).toBeTruthy();
    expect(screen.getByText('In credit').nextSibling?.textContent).toBe('$25.00');
    expect(screen.queryByRole('alert')).toBeNull();
    screen.getByText('Nothing is due. Thank you.');
    screen.getByText('No payments received yet.');
  });
});
