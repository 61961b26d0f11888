import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import { type ShowSnackbar, SnackbarContext, type SnackbarMessage } from './snackbar-context';

// Loaded with the first message, keeping Snackbar and Alert out of the first download.
const SnackbarView = lazy(() =>
  import('./SnackbarView').then((module) => ({ default: module.SnackbarView })),
);

interface ShownMessage extends SnackbarMessage {
  key: number;
}

export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ShownMessage | null>(null);
  const [open, setOpen] = useState(false);

  const show = useCallback<ShowSnackbar>((message, severity = 'info') => {
    // A new message replaces the one on screen; the new key restarts its timer and announcement.
    setCurrent({ message, severity, key: Date.now() });
    setOpen(true);
  }, []);

  return (
    <SnackbarContext value={show}>
      {children}
      {current ? (
        <Suspense fallback={null}>
          <SnackbarView
            key={current.key}
            message={current}
            open={open}
            onClose={() => setOpen(false)}
            onExited={() => setCurrent(null)}
          />
        </Suspense>
      ) : null}
    </SnackbarContext>
  );
}
