import type { AlertColor } from '@mui/material/Alert';
import { createContext, useContext } from 'react';

export interface SnackbarMessage {
  message: string;
  severity: AlertColor;
}

export type ShowSnackbar = (message: string, severity?: AlertColor) => void;

export const SnackbarContext = createContext<ShowSnackbar | null>(null);

/** Shows a short message at the bottom of the screen (2.5 s). */
export function useSnackbar(): ShowSnackbar {
  const show = useContext(SnackbarContext);
  if (!show) throw new Error('useSnackbar must be used inside <SnackbarProvider>');
  return show;
}
