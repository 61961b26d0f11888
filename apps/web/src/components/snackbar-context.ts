import type { AlertColor } from '@mui/material/Alert';
import { createContext, useContext } from 'react';

export interface SnackbarOptions {
  /** Stays until the user closes it: for errors the user has to act on, which 2.5 s is too short to read. */
  persist?: boolean;
}

export interface SnackbarMessage extends SnackbarOptions {
  message: string;
  severity: AlertColor;
}

export type ShowSnackbar = (message: string, severity?: AlertColor, options?: SnackbarOptions) => void;

export const SnackbarContext = createContext<ShowSnackbar | null>(null);

// A no-op by default, so a screen under test needs only the show function.
export const DismissSnackbarContext = createContext<() => void>(() => undefined);

/** Shows a short message at the bottom of the screen (2.5 s, or until closed with `persist`). */
export function useSnackbar(): ShowSnackbar {
  const show = useContext(SnackbarContext);
  if (!show) throw new Error('useSnackbar must be used inside <SnackbarProvider>');
  return show;
}

/** Closes the message on screen, e.g. a persistent error once the user tries again. */
export function useDismissSnackbar(): () => void {
  return useContext(DismissSnackbarContext);
}
