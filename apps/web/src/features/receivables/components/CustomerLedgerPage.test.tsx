import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { type ShowSnackbar, SnackbarContext } from '../../../components/snackbar-context';
import { fakeGraphQL, refused } from '../../../test/graphql-fake';
import { LEDGER, PAYMENT } from '../test-ledger';
import { CustomerLedgerPage } from './CustomerLedgerPage';

function renderPage() {
  const show: ShowSnackbar = () => undefined;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ThemeProvider theme={createTheme({ cssVariables: true })}>
      <MemoryRouter initialEntries={['/Admin/Receivables/c1']}>
        <QueryClientProvider client={queryClient}>
          <SnackbarContext value={show}>
            <Routes>
              <Route path="/Admin/Receivables/:customerId" element={<CustomerLedgerPage />} />
            </Routes>
          </SnackbarContext>
        </QueryClientProvider>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

afterEach(() => {
  cleanup();
});

describe('CustomerLedgerPage', { timeout: 15_000 }, () => {
  it('shows the account, what is open, the running ledger and the payments', async () => {
    const server = fakeGraphQL({
      CustomerReminders: { data: { customerReminders: [] } },
      CustomerStatements: { data: { customerStatements: [] } },
      CustomerLedger: {
        data: {
          customerLedger: {
            ...LEDGER,
            payments: [
              PAYMENT,
              {
                ...PAYMENT,
                id: 'p0',
                reversedAt: '2026-11-20T01:00:00.000Z',
                reversedReason: 'Cheque dishonoured',
                reversedByName: 'Mere Office',
              },
            ],
          },
        },
      },
    });
    renderPage();
    await screen.findByRole('heading', { name: 'Harbourside Bistro HB001', level: 1 });
    expect(server.sent('CustomerLedger')).toEqual([{ customerId: 'c1' }]);
    screen.getByText(/^From the Cleaver ledger, read 10:42/);

    const account = screen.getByLabelText('Account', { selector: 'dl' });
    expect(account.textContent).toContain('Balance$840.00');
    expect(account.textContent).toContain('Overdue$340.00 (oldest 13 days)');
    expect(account.textContent).toContain('Terms20th of the month following');
    expect(account.textContent).toContain('Credit limit$5,000.00');
    expect(account.textContent).toContain('On stopOn stopOver 60 days twice this year');

    const open = screen.getByRole('table', { name: 'Open documents' });
    const overdueRow = within(open).getAllByRole('row')[1];
    expect(
      within(overdueRow as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Invoice 1042', '05/10/2026', '20/11/2026', '$460.00', '$340.00', '13', 'PDF']);
    expect(within(open).getByRole('link', { name: 'Invoice 1042 PDF' }).getAttribute('href')).toBe(
      '/api/invoices/i1/pdf',
    );

    const ledger = screen.getByRole('table', { name: 'Ledger' });
    expect(
      within(within(ledger).getAllByRole('row')[3] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['25/11/2026', 'Payment HB001 1042', 'Bank transfer', '', '$120.00', '$840.00']);

    const payments = screen.getByRole('list', { name: 'Payments' });
    expect(within(payments).getAllByRole('listitem')).toHaveLength(2);
    // A reversed payment says why, and cannot be reversed again.
    within(payments).getByText(/Cheque dishonoured/);
    expect(within(payments).getAllByRole('button', { name: /^Reverse/ })).toHaveLength(1);

    fireEvent.click(
      within(payments).getByRole('button', {
        name: 'Reverse payment of $120.00 by bank transfer on 25/11/2026, ref HB001 1042',
      }),
    );
    screen.getByRole('dialog', { name: 'Reverse payment' });
  });

  it('opens Record payment for the customer', async () => {
    fakeGraphQL({
      CustomerLedger: { data: { customerLedger: LEDGER } },
      CustomerReminders: { data: { customerReminders: [] } },
      CustomerStatements: { data: { customerStatements: [] } },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Record payment' }));
    screen.getByRole('dialog', { name: 'Record payment — Harbourside Bistro' });
  });

  it('records and reverses nothing when the accounting system keeps the payments, and says so', async () => {
    fakeGraphQL({
      CustomerLedger: {
        data: {
          customerLedger: {
            ...LEDGER,
            source: 'Cleaver ledger with payments from the accounting system',
            recordsPayments: false,
            payments: [PAYMENT],
          },
        },
      },
      CustomerReminders: { data: { customerReminders: [] } },
      CustomerStatements: { data: { customerStatements: [] } },
    });
    renderPage();
    await screen.findByText(/^From the Cleaver ledger with payments from the accounting system, read/);
    screen.getByText(/Payments are recorded in the accounting system/);
    expect(screen.queryByRole('button', { name: 'Record payment' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Reverse payment of/ })).toBeNull();
  });

  it('says so when there is no such customer', async () => {
    fakeGraphQL({ CustomerLedger: refused('NOT_FOUND', 'Not found.') });
    renderPage();
    expect(await screen.findByText('There is no such customer.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Receivables' }).getAttribute('href')).toBe('/Admin/Receivables');
  });
});
