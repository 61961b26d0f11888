import { MESSAGES } from '@cleaver/domain/messages';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

interface LogoutConfirmDialogProps {
  open: boolean;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function LogoutConfirmDialog({ open, pending, onCancel, onConfirm }: LogoutConfirmDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{MESSAGES.logoutConfirm}</DialogTitle>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          Cancel
        </Button>
        <Button onClick={onConfirm} variant="contained" loading={pending}>
          Logout
        </Button>
      </DialogActions>
    </Dialog>
  );
}
