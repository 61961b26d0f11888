import { SNACKBAR_MS } from '@cleaver/domain/constants';
import Dialog from '@mui/material/Dialog';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SnackbarProvider } from './SnackbarProvider';
import { useDismissSnackbar, useSnackbar } from './snackbar-context';

function Messages() {
  const showSnackbar = useSnackbar();
  const dismissSnackbar = useDismissSnackbar();
  return (
    <>
      <button type="button" onClick={() => showSnackbar('Note saved.', 'success')}>
        Confirm
      </button>
      <button type="button" onClick={() => showSnackbar('Server down.', 'error', { persist: true })}>
        Fail
      </button>
      <button type="button" onClick={dismissSnackbar}>
        Try again
      </button>
    </>
  );
}

// The view is loaded lazily with the first message, so the first wait is for it to arrive.
async function show(button: string, message: string) {
  fireEvent.click(screen.getByRole('button', { name: button }));
  await screen.findByText(message);
}

// Twice: the hide timer first, then the exit transition that the close starts.
async function waitPast(ms: number) {
  for (const step of [ms, 1_000]) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(step);
    });
  }
}

// An edit dialog whose delete asks in a second dialog, which closes when the refusal is shown (the category dialog).
function NestedDialogs() {
  const showSnackbar = useSnackbar();
  const [confirming, setConfirming] = useState(false);
  return (
    <Dialog open aria-label="Edit Category">
      <button type="button" onClick={() => setConfirming(true)}>
        Delete category
      </button>
      <Dialog open={confirming} aria-label="Are you sure?">
        <button
          type="button"
          onClick={() => {
            showSnackbar('This category still holds 3 products.', 'error', { persist: true });
            // The refusal arrives while the question is still open; it closes a moment later.
            setTimeout(() => setConfirming(false), 50);
          }}
        >
          Delete
        </button>
      </Dialog>
    </Dialog>
  );
}

describe('SnackbarProvider', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('hides a confirmation by itself after 2.5 s', async () => {
    // Time still runs on its own, so the lazy view can load; the timers can be run ahead.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(
      <SnackbarProvider>
        <Messages />
      </SnackbarProvider>,
    );
    await show('Confirm', 'Note saved.');
    await waitPast(SNACKBAR_MS);
    expect(screen.queryByText('Note saved.')).toBeNull();
  });

  it('keeps an error that needs action until its close button is pressed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(
      <SnackbarProvider>
        <Messages />
      </SnackbarProvider>,
    );
    await show('Fail', 'Server down.');
    await waitPast(10_000);
    expect(screen.getByRole('alert').textContent).toContain('Server down.');

    fireEvent.click(screen.getByRole('button', { name: 'Close message' }));
    await waitPast(0);
    expect(screen.queryByText('Server down.')).toBeNull();
  });

  it('closes a persistent error when the screen dismisses it, e.g. on trying again', async () => {
    render(
      <SnackbarProvider>
        <Messages />
      </SnackbarProvider>,
    );
    await show('Fail', 'Server down.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText('Server down.')).toBeNull());
  });

  it('is still heard when the nested dialog open at the message closes', async () => {
    render(
      <SnackbarProvider>
        <NestedDialogs />
      </SnackbarProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete category' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await screen.findByRole('alert');
    // Gone from the page once its exit transition ends; then the edit dialog has the page back.
    await waitFor(() => expect(document.querySelectorAll('.MuiDialog-root')).toHaveLength(1));
    expect(screen.getByRole('alert').textContent).toContain('This category still holds 3 products.');
  });
});
