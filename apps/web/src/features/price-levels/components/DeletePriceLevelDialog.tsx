import { ADMIN_MESSAGES } from '@cleaver/domain/admin-messages';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useSnackbar } from '../../../components/snackbar-context';
import { GraphQLRequestError } from '../../../lib/graphql';
import type { AdminPriceLevel } from '../api/admin-price-levels';
import { useDeletePriceLevel } from '../api/delete-price-level';

interface DeletePriceLevelDialogProps {
  level: AdminPriceLevel;
  onClose: () => void;
}

/** Asks before deleting a price level; the server refuses while custom prices or customers are on it. */
export function DeletePriceLevelDialog({ level, onClose }: DeletePriceLevelDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const showSnackbar = useSnackbar();
  const deletePriceLevel = useDeletePriceLevel();
  const pending = deletePriceLevel.isPending;

  const handleConfirm = () =>
    deletePriceLevel.mutate(level.id, {
      onSuccess: () => {
        showSnackbar(ADMIN_MESSAGES.priceLevelDeleted, 'success');
        onClose();
      },
      onError: (error) => {
        onClose();
        // A refusal says what to do first; it stays until closed so it can be read.
        if (
          error instanceof GraphQLRequestError &&
          (error.code === 'PRICE_LEVEL_IN_USE' || error.code === 'PRICE_LEVEL_HAS_CUSTOMERS')
        ) {
          showSnackbar(error.message, 'error', { persist: true });
        } else {
          showSnackbar(ADMIN_MESSAGES.priceLevelDeleteFailed, 'error');
        }
      },
    });

  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
    >
      <DialogTitle id={titleId}>Delete price level {level.name}?</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId}>
          A price level can be deleted once it has no custom prices and no customers on it. It is removed from
          the accounting system too.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending} autoFocus>
          Cancel
        </Button>
        <Button onClick={handleConfirm} variant="contained" color="error" loading={pending}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
