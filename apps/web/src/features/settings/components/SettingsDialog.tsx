import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

interface SettingsDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Back-office settings (my account, other admins, setting variables, customer passwords). */
export function SettingsDialog({ open, onClose }: SettingsDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>Settings</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          Settings are not built yet. My Account, Other Admins, Setting Variables and Reset Customer Password
          will be here.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
