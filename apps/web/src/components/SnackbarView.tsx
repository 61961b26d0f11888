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
