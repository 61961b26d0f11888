import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type ShowSnackbar, SnackbarContext } from '../../../components/snackbar-context';
import { fakeGraphQL, refused } from '../../../test/graphql-fake';
import { SendStatementsButton } from './SendStatementsButton';

const LABELS: Record<string, string> = { '2026-11': 'November 2026', '2026-10': 'October 2026' };
const COUNTS: Record<string, number> = { '2026-11': 40, '2026-10': 1 };

/** The server's answer to how many customers get the month (the month before this one when none is asked). */
const recipients = ({ period }: { period?: string | null }) => {
  const month = period ?? '2026-11';
  return {
    data: {
      statementRecipients: { period: month, periodLabel: LABELS[month], customerCount: COUNTS[month] },
    },
  };
};

const run = (sent: number, failed = 0) => ({
  period: '2026-11',
  periodLabel: 'November 2026',
  startedAt: '2026-12-01T20:00:00.000Z',
  startedByName: 'Office Staff',
  queued: 40,
  sent,
  failed,
  finishedAt: '2026-12-01T20:00:01.000Z',
});

function renderButton() {
  const shown: string[] = [];
  const show: ShowSnackbar = (message) => void shown.push(message);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ThemeProvider theme={createTheme({ cssVariables: true })}>
      <QueryClientProvider client={queryClient}>
        <SnackbarContext value={show}>
          <SendStatementsButton pollMs={20} />
        </SnackbarContext>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { shown };
}

const open = () => fireEvent.click(screen.getByRole('button', { name: 'Send statements' }));
const month = () => screen.getByRole('combobox', { name: 'Month' }) as HTMLSelectElement;

afterEach(() => {
  cleanup();
});

describe('SendStatementsButton', () => {
  it('offers last month by default, says how many customers get one, and counts another month when chosen', async () => {
    const server = fakeGraphQL({
      StatementRecipients: recipients,
      StatementRun: { data: { statementRun: null } },
    });
    renderButton();
    expect(server.requests).toEqual([]);
    open();
    screen.getByRole('dialog', { name: 'Send statements' });
    expect(await screen.findByText(/^40 customers get a statement for November 2026/)).toBeTruthy();
    expect(month().value).toBe('2026-11');
    expect([...month().options].map((o) => o.textContent).slice(0, 3)).toEqual([
      'November 2026',
      'October 2026',
      'September 2026',
    ]);

    fireEvent.change(month(), { target: { value: '2026-10' } });
    expect(await screen.findByText(/^1 customer gets a statement for October 2026/)).toBeTruthy();
    expect(server.sent('StatementRecipients')).toEqual([{ period: null }, { period: '2026-10' }]);
    expect(server.sent('SendStatements')).toEqual([]);
  });

  it('sends the month, then shows the mails going until all are sent, and closes', async () => {
    let polls = 0;
    const server = fakeGraphQL({
      StatementRecipients: recipients,
      StatementRun: () => {
        polls += 1;
        return { data: { statementRun: polls === 1 ? null : polls === 2 ? run(12) : run(39, 1) } };
      },
      SendStatements: { data: { sendStatements: run(0) } },
    });
    const { shown } = renderButton();
    open();
    await screen.findByText(/^40 customers get/);
    await waitFor(() => expect(polls).toBe(1));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(server.sent('SendStatements')).toEqual([{ period: '2026-11' }]));
    expect(shown).toEqual(['Statements for November 2026: 40 queued to mail']);
    expect((await screen.findByRole('status')).textContent).toMatch(/^Sent (0|12) of 40/);
    await screen.findByText('Sent 12 of 40…');
    await screen.findByText('Sent 39 of 40; 1 could not be sent. All done.');
    const settled = polls;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(polls).toBe(settled);
    expect(screen.getByRole('button', { name: 'Send again' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the server’s refusal in the dialog', async () => {
    fakeGraphQL({
      StatementRecipients: recipients,
      StatementRun: { data: { statementRun: null } },
      SendStatements: refused('BAD_INPUT', 'The month has not ended yet.'),
    });
    const { shown } = renderButton();
    open();
    await screen.findByText(/^40 customers get/);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The month has not ended yet.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Send statements' })).toBeTruthy();
    expect(shown).toEqual([]);
  });
});
