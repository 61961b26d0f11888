import { ADMIN_MESSAGES } from '@cleaver/domain/messages';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ShowSnackbar, SnackbarContext } from '../../../components/snackbar-context';
import { AddPriceLevelDialog } from './AddPriceLevelDialog';

type Answer = { data?: unknown; errors?: Array<{ message: string; extensions: { code: string } }> };
type Sent = { query: string; variables: Record<string, unknown> };

/** The server as the dialog sees it: every operation sent, and the answer given to it. */
function fakeServer(answer: (sent: Sent) => Answer) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as Sent;
      sent.push(body);
      return Response.json(answer(body));
    }),
  );
  return sent;
}

function renderDialog(atLimit = false) {
  const shown: string[] = [];
  const show: ShowSnackbar = (message) => void shown.push(message);
  const onClose = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ThemeProvider theme={createTheme()}>
      <QueryClientProvider client={queryClient}>
        <SnackbarContext value={show}>
          <AddPriceLevelDialog atLimit={atLimit} onClose={onClose} />
        </SnackbarContext>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { shown, onClose };
}

const typeName = (name: string) =>
  fireEvent.change(screen.getByLabelText(/Price Level Name/), { target: { value: name } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AddPriceLevelDialog', () => {
  it('asks for a name before sending anything', async () => {
    const sent = fakeServer(() => ({ data: {} }));
    renderDialog();
    save();
    expect(await screen.findByText('Price Level required')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('adds the level and says so', async () => {
    const sent = fakeServer(() => ({ data: { createPriceLevel: { id: 'x', name: 'Caterers' } } }));
    const { shown, onClose } = renderDialog();
    typeName(' Caterers ');
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]?.variables).toEqual({ name: 'Caterers' });
    expect(shown).toEqual(['Price Level Created!']);
  });

  it('shows the two-line limit message when the server refuses the 101st level, and a taken name at the field', async () => {
    let answer: Answer = {
      data: null,
      errors: [
        {
          message: 'A price level with this name already exists.',
          extensions: { code: 'PRICE_LEVEL_EXISTS' },
        },
      ],
    };
    fakeServer(() => answer);
    const { onClose } = renderDialog();
    typeName('Restaurant');
    save();
    expect(await screen.findByText('A price level with this name already exists.')).toBeTruthy();

    answer = {
      data: null,
      errors: [{ message: ADMIN_MESSAGES.priceLevelLimit, extensions: { code: 'PRICE_LEVEL_LIMIT' } }],
    };
    typeName('One Too Many');
    save();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Price Level has a limit of 100.\nPlease delete some first before creating new levels.',
    );
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says at once when 100 levels exist already', () => {
    fakeServer(() => ({ data: {} }));
    renderDialog(true);
    expect(screen.getByRole('alert').textContent).toContain('Price Level has a limit of 100.');
  });
});
