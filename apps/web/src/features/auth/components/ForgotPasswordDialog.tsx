import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

interface ForgotPasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

// The emailed-code reset arrives with the identity work; until then staff reset passwords by hand.
export function ForgotPasswordDialog({ open, onClose }: ForgotPasswordDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>Forgot Password</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          Resetting your password online is not available yet. For now, please contact the provider and we
          will set a new password for you.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
