import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SnackbarContext } from '../../../components/snackbar-context';
import { fakeGraphQL } from '../../../test/graphql-fake';
import { CutoffReminderSettings } from './CutoffReminderSettings';

const OFF = { enabled: false, hoursBefore: 6, weekdays: [1, 2, 3, 4, 5, 6] };

function renderSettings() {
  const showSnackbar = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ThemeProvider theme={createTheme({ cssVariables: true })}>
      <QueryClientProvider client={queryClient}>
        <SnackbarContext.Provider value={showSnackbar}>
          <CutoffReminderSettings />
        </SnackbarContext.Provider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { showSnackbar };
}

afterEach(() => {
  cleanup();
});

describe('CutoffReminderSettings', { timeout: 15_000 }, () => {
  it('turns the reminder on and chooses its days, each saved at once', async () => {
    const server = fakeGraphQL({
      MyCutoffReminder: { data: { myCutoffReminder: OFF } },
      AccountCutoffHour: { data: { getSettingsVariables: { cutoffHour: 5 } } },
      SetMyCutoffReminder: ({ input }) => ({ data: { setMyCutoffReminder: input } }),
    });
    const { showSnackbar } = renderSettings();
    const toggle = await screen.findByRole('switch', { name: 'Email me a reminder before the cutoff' });
    expect(screen.queryByRole('checkbox', { name: 'Monday' })).toBeNull();
    fireEvent.click(toggle);
    await waitFor(() => expect(showSnackbar).toHaveBeenCalledWith('Your reminder was saved.', 'success'));
    expect(server.sent('SetMyCutoffReminder')).toEqual([{ input: { ...OFF, enabled: true } }]);
    await screen.findByText(/Orders placed after 05:00 go to the next day/);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Saturday' }));
    await waitFor(() => expect(server.sent('SetMyCutoffReminder')).toHaveLength(2));
    expect(server.sent('SetMyCutoffReminder')[1]).toEqual({
      input: { enabled: true, hoursBefore: 6, weekdays: [1, 2, 3, 4, 5] },
    });
    await waitFor(() =>
      expect((screen.getByRole('checkbox', { name: 'Saturday' }) as HTMLInputElement).checked).toBe(false),
    );
    expect(screen.getByRole('combobox', { name: 'How long before the 05:00 cutoff' }).textContent).toBe(
      '6 hours before',
    );
  });

  it('shows the server’s refusal and keeps the saved choice', async () => {
    const only = { enabled: true, hoursBefore: 6, weekdays: [1] };
    fakeGraphQL({
      MyCutoffReminder: { data: { myCutoffReminder: only } },
      AccountCutoffHour: { data: { getSettingsVariables: { cutoffHour: 5 } } },
      SetMyCutoffReminder: {
        errors: [
          { message: 'Choose at least one day to be reminded on.', extensions: { code: 'BAD_INPUT' } },
        ],
      },
    });
    const { showSnackbar } = renderSettings();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Monday' }));
    await waitFor(() =>
      expect(showSnackbar).toHaveBeenCalledWith('Choose at least one day to be reminded on.', 'error'),
    );
    expect((screen.getByRole('checkbox', { name: 'Monday' }) as HTMLInputElement).checked).toBe(true);
  });
});
