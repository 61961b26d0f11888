import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeGraphQL, refused } from '../../../test/graphql-fake';
import type { SentReminder } from '../api/customer-reminders';
import { CustomerReminders } from './CustomerReminders';

const REMINDER: SentReminder = {
  id: 'r1',
  sentOn: '2026-12-03',
  toEmail: 'accounts@harbourside.test',
  total: 16750,
  documents: [
    { id: 'i1', kind: 'INVOICE', number: '1042', dueDate: '2026-11-24', daysOverdue: 9, open: 11500 },
    { id: 'n1', kind: 'DEBIT_NOTE', number: 'DN-0001', dueDate: '2026-12-02', daysOverdue: 1, open: 5250 },
  ],
};

function renderSection() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ThemeProvider theme={createTheme({ cssVariables: true })}>
      <QueryClientProvider client={queryClient}>
        <CustomerReminders customerId="c1" />
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

afterEach(() => {
  cleanup();
});

describe('CustomerReminders', { timeout: 15_000 }, () => {
  it('lists each reminder sent: the day, to whom, the documents and their total', async () => {
    const server = fakeGraphQL({
      CustomerReminders: {
        data: {
          customerReminders: [REMINDER, { ...REMINDER, id: 'r0', sentOn: '2026-11-26', total: 11500 }],
        },
      },
    });
    renderSection();
    const section = screen.getByRole('region', { name: 'Reminders sent' });
    const table = await within(section).findByRole('table', { name: 'Reminders sent' });
    expect(server.sent('CustomerReminders')).toEqual([{ customerId: 'c1' }]);
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Sent', 'To', 'Documents', 'Total']);
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '03/12/2026',
      'accounts@harbourside.test',
      'Invoice 1042 (9 days overdue), Debit note DN-0001 (1 day overdue)',
      '$167.50',
    ]);
    expect(within(rows[2] as HTMLElement).getAllByRole('cell')[0]?.textContent).toBe('26/11/2026');
  });

  it('says when none were sent', async () => {
    fakeGraphQL({ CustomerReminders: { data: { customerReminders: [] } } });
    renderSection();
    await screen.findByText('No reminders sent.');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when they could not be loaded, and tries again', async () => {
    const server = fakeGraphQL({ CustomerReminders: refused('INTERNAL', 'Something went wrong.') });
    renderSection();
    await screen.findByText('The reminders could not be loaded.');
    server.answer({ CustomerReminders: { data: { customerReminders: [] } } });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('No reminders sent.');
  });
});
