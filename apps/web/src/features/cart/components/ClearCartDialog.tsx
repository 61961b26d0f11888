import { MESSAGES } from '@cleaver/domain/messages';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface ClearCartDialogProps {
  open: boolean;
  onCancel: () => void;
  onClear: () => void;
}

/** 'Are you sure you want to clear your cart?' before every line goes. */
export function ClearCartDialog({ open, onCancel, onClear }: ClearCartDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby="clear-cart-title"
      aria-describedby="clear-cart-text"
    >
      <DialogTitle id="clear-cart-title">{MESSAGES.clearCartTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id="clear-cart-text">{MESSAGES.clearCartText}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          Cancel
        </Button>
        <Button onClick={onClear} color="error" variant="contained">
          Clear
        </Button>
      </DialogActions>
    </Dialog>
  );
}
