import { ADMIN_MESSAGES } from '@cleaver/domain/admin-messages';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import type { AdminAccount } from '../api/my-admin-account';

interface RemoveAdminDialogProps {
  /** The admin to remove; null when closed. */
  admin: AdminAccount | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** 'Are you sure you want this admin removed from the system?', naming them. */
export function RemoveAdminDialog({ admin, pending, onCancel, onConfirm }: RemoveAdminDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={admin !== null}
      onClose={pending ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId}>Remove admin</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {ADMIN_MESSAGES.removeAdminConfirm}
          {admin
            ? ` ${`${admin.firstName} ${admin.lastName}`.trim() || admin.email} (${admin.email}) will be signed out at once.`
            : ''}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={pending} autoFocus>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} loading={pending} disabled={pending}>
          Remove
        </Button>
      </DialogActions>
    </Dialog>
  );
}
