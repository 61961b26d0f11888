import { ADMIN_MESSAGES } from '@cleaver/domain/admin-messages';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

interface DeleteCategoryDialogProps {
  open: boolean;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function DeleteCategoryDialog({ open, pending, onCancel, onConfirm }: DeleteCategoryDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={pending ? undefined : onCancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{ADMIN_MESSAGES.deleteCategoryConfirm}</DialogTitle>
      <DialogActions>
        <Button onClick={onCancel} disabled={pending} autoFocus>
          Cancel
        </Button>
        <Button onClick={onConfirm} variant="contained" color="error" loading={pending}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
