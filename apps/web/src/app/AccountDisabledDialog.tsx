import { MESSAGES } from '@cleaver/domain/messages';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** Told to a customer whose account staff have just disabled; they are already signed out. */
export function AccountDisabledDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      aria-labelledby="account-disabled-title"
      aria-describedby="account-disabled-text"
    >
      <DialogTitle id="account-disabled-title">Signed out</DialogTitle>
      <DialogContent>
        <DialogContentText id="account-disabled-text">{MESSAGES.accountDisabledAlert}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
