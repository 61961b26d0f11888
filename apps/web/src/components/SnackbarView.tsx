import { SNACKBAR_MS } from '@cleaver/domain/constants';
import Alert from '@mui/material/Alert';
import Portal from '@mui/material/Portal';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import type { SnackbarMessage } from './snackbar-context';

interface SnackbarViewProps {
  message: SnackbarMessage;
  open: boolean;
  onClose: () => void;
  onExited: () => void;
}

/** One message at the bottom of the screen; it hides itself after 2.5 s unless it persists until closed. */
export function SnackbarView({ message, open, onClose, onExited }: SnackbarViewProps) {
  const handleClose = (_event: unknown, reason?: SnackbarCloseReason) => {
    if (reason !== 'clickaway') onClose();
  };
  // In a portal of its own, added after any open dialog: a dialog hides everything that was on the page when it
  // opened from screen readers, and a message about the dialog's own action must still be heard.
  return (
    <Portal>
      <Snackbar
        ref={keepHeard}
        open={open}
        autoHideDuration={message.persist ? null : SNACKBAR_MS}
        onClose={handleClose}
        slotProps={{ transition: { onExited } }}
      >
        <Alert
          onClose={handleClose}
          closeText="Close message"
          severity={message.severity}
          variant="standard"
          sx={{ width: '100%', boxShadow: 6, alignItems: 'center' }}
        >
          {message.message}
        </Alert>
      </Snackbar>
    </Portal>
  );
}

// A nested dialog that closes hands the page back to the dialog under it, and MUI then hides every other element
// of the page from screen readers again: a message shown while the nested one was open (a refusal of its action)
// would be hidden with them. The message takes its visibility back at once.
function keepHeard(element: HTMLElement | null): (() => void) | undefined {
  if (!element) return;
  const reveal = () => {
    if (element.getAttribute('aria-hidden') === 'true') element.removeAttribute('aria-hidden');
  };
  reveal();
  const observer = new MutationObserver(reveal);
  observer.observe(element, { attributes: true, attributeFilter: ['aria-hidden'] });
  return () => observer.disconnect();
}
