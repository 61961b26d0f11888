import { aucklandDateString } from '@cleaver/domain/dates';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ShowSnackbar, SnackbarContext } from '../../../components/snackbar-context';
import { fakeGraphQL, refused } from '../../../test/graphql-fake';
import { LEDGER } from '../test-ledger';
import { RecordPaymentDialog } from './RecordPaymentDialog';

function renderDialog() {
  const shown: string[] = [];
  const show: ShowSnackbar = (message) => void shown.push(message);
  const onClose = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ThemeProvider theme={createTheme({ cssVariables: true })}>
      <QueryClientProvider client={queryClient}>
        <SnackbarContext value={show}>
          <RecordPaymentDialog ledger={LEDGER} onClose={onClose} />
        </SnackbarContext>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { shown, onClose };
}

const amount = () => screen.getByRole('textbox', { name: /Amount \(NZD\)/ });
const typeAmount = (text: string) => fireEvent.change(amount(), { target: { value: text } });
const preview = () => within(screen.getByRole('dialog')).getByRole('status').textContent;
const record = () => fireEvent.click(screen.getByRole('button', { name: 'Record payment' }));

afterEach(() => {
  cleanup();
});

describe('RecordPaymentDialog', { timeout: 15_000 }, () => {
  it('is named for the customer and starts on today in New Zealand, by bank transfer, oldest first', () => {
    fakeGraphQL();
    renderDialog();
    screen.getByRole('dialog', { name: 'Record payment — Harbourside Bistro' });
    const today = aucklandDateString(new Date()).split('-').reverse().join('/');
    expect((screen.getByRole('textbox', { name: /Date received/ }) as HTMLInputElement).value).toBe(today);
    expect(screen.getByRole('combobox', { name: /Method/ }).textContent).toBe('Bank transfer');
    expect((screen.getByRole('radio', { name: 'Oldest first' }) as HTMLInputElement).checked).toBe(true);
  });

  it('asks for an amount in dollars and cents before sending anything', async () => {
    const server = fakeGraphQL();
    const { onClose } = renderDialog();
    record();
    expect(await screen.findByText('Enter the amount in dollars and cents, e.g. 120.50.')).toBeTruthy();
    typeAmount('0');
    record();
    expect(await screen.findByText('Enter an amount more than $0.00.')).toBeTruthy();
    typeAmount('12.345');
    record();
    expect(await screen.findByText('Enter the amount in dollars and cents, e.g. 120.50.')).toBeTruthy();
    expect(server.requests).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('previews the allocation as it is typed: oldest first, then the documents chosen', () => {
    fakeGraphQL();
    renderDialog();
    expect(preview()).toBe('');
    typeAmount('460');
    expect(preview()).toBe('Pays 1042 in full, $120.00 of 1057; $0.00 left as credit');
    typeAmount('1,000');
    expect(preview()).toBe('Pays 1042 in full, 1057 in full; $160.00 left as credit');

    fireEvent.click(screen.getByRole('radio', { name: 'Choose documents' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Invoice 1057: $500.00 open, due 20/12/2026' }));
    expect(preview()).toBe('Pays 1057 in full; $500.00 left as credit');
  });

  it('records the payment in cents, oldest first, says so and closes', async () => {
    const server = fakeGraphQL({ RecordPayment: { data: { recordPayment: LEDGER } } });
    const { shown, onClose } = renderDialog();
    typeAmount('$1,250.5');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Method/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Cheque' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Reference' }), {
      target: { value: ' Chq 004512 ' },
    });
    record();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.sent('RecordPayment')).toEqual([
      {
        customerId: 'c1',
        input: {
          receivedOn: aucklandDateString(new Date()),
          amount: 125_050,
          method: 'CHEQUE',
          reference: 'Chq 004512',
        },
        allocateTo: null,
      },
    ]);
    expect(shown).toEqual(['Payment of $1,250.50 recorded for Harbourside Bistro']);
  });

  it('pays only the documents chosen, and asks for one when none is', async () => {
    const server = fakeGraphQL({ RecordPayment: { data: { recordPayment: LEDGER } } });
    const { onClose } = renderDialog();
    typeAmount('100');
    fireEvent.click(screen.getByRole('radio', { name: 'Choose documents' }));
    record();
    expect(
      await screen.findByText('Choose the documents it pays, or allocate it oldest first.'),
    ).toBeTruthy();
    expect(server.requests).toEqual([]);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Invoice 1057: $500.00 open, due 20/12/2026' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Invoice 1042: $340.00 open, due 20/11/2026' }));
    record();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    // In the list's order, oldest due first, whatever order they were ticked in.
    expect(server.sent('RecordPayment')[0]?.allocateTo).toEqual(['i1', 'i2']);
  });

  it('shows the server’s refusal in the dialog and stays open', async () => {
    fakeGraphQL({
      RecordPayment: refused('BAD_INPUT', 'Choose invoices or debit notes of this customer’s.'),
    });
    const { shown, onClose } = renderDialog();
    typeAmount('100');
    record();
    expect(await screen.findByText('Choose invoices or debit notes of this customer’s.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Record payment — Harbourside Bistro' })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(shown).toEqual([]);
  });
});
