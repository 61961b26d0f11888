import { ADMIN_MESSAGES } from '@cleaver/domain/admin-messages';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ShowSnackbar, SnackbarContext } from '../../../components/snackbar-context';
import { fakeGraphQL, refused } from '../../../test/graphql-fake';
import { AddPriceLevelDialog } from './AddPriceLevelDialog';

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
});

describe('AddPriceLevelDialog', () => {
  it('asks for a name before sending anything', async () => {
    const server = fakeGraphQL();
    renderDialog();
    save();
    expect(await screen.findByText('Price Level required')).toBeTruthy();
    expect(server.requests).toEqual([]);
  });

  it('adds the level and says so', async () => {
    const server = fakeGraphQL({
      CreatePriceLevel: { data: { createPriceLevel: { id: 'x', name: 'Caterers' } } },
    });
    const { shown, onClose } = renderDialog();
    typeName(' Caterers ');
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.sent('CreatePriceLevel')).toEqual([{ name: 'Caterers' }]);
    expect(shown).toEqual(['Price Level Created!']);
  });

  it('shows the two-line limit message when the server refuses the 101st level, and a taken name at the field', async () => {
    const server = fakeGraphQL({
      CreatePriceLevel: refused('PRICE_LEVEL_EXISTS', 'A price level with this name already exists.'),
    });
    const { onClose } = renderDialog();
    typeName('Restaurant');
    save();
    expect(await screen.findByText('A price level with this name already exists.')).toBeTruthy();

    server.answer({ CreatePriceLevel: refused('PRICE_LEVEL_LIMIT', ADMIN_MESSAGES.priceLevelLimit) });
    typeName('One Too Many');
    save();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Price Level has a limit of 100.\nPlease delete some first before creating new levels.',
    );
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    expect(server.sent('CreatePriceLevel')).toEqual([{ name: 'Restaurant' }, { name: 'One Too Many' }]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says at once when 100 levels exist already', () => {
    fakeGraphQL();
    renderDialog(true);
    expect(screen.getByRole('alert').textContent).toContain('Price Level has a limit of 100.');
  });
});
