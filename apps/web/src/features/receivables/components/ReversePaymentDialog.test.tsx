import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ShowSnackbar, SnackbarContext } from '../../../components/snackbar-context';
import { fakeGraphQL, refused } from '../../../test/graphql-fake';
import { LEDGER, PAYMENT } from '../test-ledger';
import { ReversePaymentDialog } from './ReversePaymentDialog';

function renderDialog() {
  const shown: string[] = [];
  const show: ShowSnackbar = (message) => void shown.push(message);
  const onClose = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ThemeProvider theme={createTheme({ cssVariables: true })}>
      <QueryClientProvider client={queryClient}>
        <SnackbarContext value={show}>
          <ReversePaymentDialog payment={PAYMENT} onClose={onClose} />
        </SnackbarContext>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { shown, onClose };
}

const reason = () => screen.getByRole('textbox', { name: /Reason/ });
const reverse = () => fireEvent.click(screen.getByRole('button', { name: 'Reverse payment' }));

afterEach(() => {
  cleanup();
});

describe('ReversePaymentDialog', () => {
  it('names the payment and asks why before sending anything', async () => {
    const server = fakeGraphQL();
    const { onClose } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Reverse payment' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    screen.getByText(/^\$120\.00 by bank transfer on 25\/11\/2026, ref HB001 1042\./);
    fireEvent.change(reason(), { target: { value: '   ' } });
    reverse();
    expect(await screen.findByText('Say why the payment is reversed.')).toBeTruthy();
    expect(server.requests).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('reverses it with the reason, says so and closes', async () => {
    const server = fakeGraphQL({ ReversePayment: { data: { reversePayment: LEDGER } } });
    const { shown, onClose } = renderDialog();
    fireEvent.change(reason(), { target: { value: ' Cheque dishonoured ' } });
    reverse();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.sent('ReversePayment')).toEqual([{ paymentId: 'p1', reason: 'Cheque dishonoured' }]);
    expect(shown).toEqual(['Payment of $120.00 reversed']);
  });

  it('shows the server’s refusal in the dialog and stays open', async () => {
    fakeGraphQL({ ReversePayment: refused('BAD_INPUT', 'This payment was reversed already.') });
    const { shown, onClose } = renderDialog();
    fireEvent.change(reason(), { target: { value: 'Keyed twice' } });
    reverse();
    expect(await screen.findByText('This payment was reversed already.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Reverse payment' })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(shown).toEqual([]);
  });
});
