import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import {
  DismissSnackbarContext,
  type ShowSnackbar,
  SnackbarContext,
  type SnackbarMessage,
} from './snackbar-context';

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

  const show = useCallback<ShowSnackbar>((message, severity = 'info', options = {}) => {
    // A new message replaces the one on screen; the new key restarts its timer and announcement.
    setCurrent({ message, severity, persist: options.persist ?? false, key: Date.now() });
    setOpen(true);
  }, []);
  const dismiss = useCallback(() => setOpen(false), []);

  return (
    <SnackbarContext value={show}>
      <DismissSnackbarContext value={dismiss}>
        {children}
        {current ? (
          <Suspense fallback={null}>
            <SnackbarView
              key={current.key}
              message={current}
              open={open}
              onClose={dismiss}
              onExited={() => setCurrent(null)}
            />
          </Suspense>
        ) : null}
      </DismissSnackbarContext>
    </SnackbarContext>
  );
}
