import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShowSnackbar } from '../../components/snackbar-context';
import { SnackbarContext } from '../../components/snackbar-context';
import { fakeGraphQL, noAnswer } from '../../test/graphql-fake';
import { appTheme } from '../theme';
import { AdminLayout } from './AdminLayout';

/** A screen `width` px wide: min-width and max-width media queries answer as a browser that wide would. */
function screenWidth(width: number) {
  const matches = (media: string) =>
    [...media.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].every(([, bound, px]) =>
      bound === 'min' ? width >= Number(px) : width <= Number(px),
    );
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: /width/.test(media) && matches(media),
    media,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

// The bar's notifications ask the API; this test is about the drawer, so they wait.
const quietServer = () => fakeGraphQL({ ListNotifications: noAnswer() });

function renderLayout() {
  const show: ShowSnackbar = () => undefined;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ThemeProvider theme={appTheme()}>
      <MemoryRouter initialEntries={['/Admin/Packing']}>
        <QueryClientProvider client={queryClient}>
          <SnackbarContext value={show}>
            <Routes>
              <Route path="/Admin" element={<AdminLayout />}>
                <Route path="Packing" element={<p>Packing board</p>} />
              </Route>
            </Routes>
          </SnackbarContext>
        </QueryClientProvider>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

const menu = () => screen.queryByRole('navigation', { name: 'Back office' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

// The first render of the frame (bar, drawer, icons) takes seconds on a busy machine.
describe('AdminLayout', { timeout: 20_000 }, () => {
  it('hides the drawer at tablet width for the page, shows it again, and remembers the choice', async () => {
    screenWidth(820);
    quietServer();
    renderLayout();
    const hide = screen.getByRole('button', { name: 'Hide menu' });
    expect(hide.getAttribute('aria-expanded')).toBe('true');
    expect(hide.getAttribute('aria-controls')).toBe(menu()?.id);
    screen.getByRole('link', { name: 'Packing' });

    fireEvent.click(hide);
    const show = screen.getByRole('button', { name: 'Show menu' });
    expect(show.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(menu()).toBeNull());
    expect(screen.queryByRole('link', { name: 'Packing' })).toBeNull();
    screen.getByText('Packing board');

    // The next visit starts with the drawer hidden.
    cleanup();
    renderLayout();
    expect(screen.getByRole('button', { name: 'Show menu' }).getAttribute('aria-expanded')).toBe('false');
    expect(menu()).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Show menu' }));
    expect(screen.getByRole('button', { name: 'Hide menu' }).getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(menu()).not.toBeNull());
    cleanup();
    renderLayout();
    screen.getByRole('button', { name: 'Hide menu' });
  });

  it('keeps the phone’s Open menu, which opens the drawer over the page', () => {
    screenWidth(390);
    quietServer();
    renderLayout();
    expect(screen.queryByRole('button', { name: 'Hide menu' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(menu()).not.toBeNull();
  });
});
