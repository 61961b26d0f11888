import { ADMIN_MESSAGES } from '@cleaver/domain/admin-messages';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useSnackbar } from '../../../components/snackbar-context';
import type { AdminProductRow } from '../api/admin-products';
import { useDeleteProduct } from '../api/delete-product';

interface DeleteProductDialogProps {
  product: AdminProductRow;
  onClose: () => void;
}

/** Asks before deleting, with the spec's warning; a product on past orders is archived instead. */
export function DeleteProductDialog({ product, onClose }: DeleteProductDialogProps) {
  const titleId = useId();
  const textId = useId();
  const showSnackbar = useSnackbar();
  const deleteProduct = useDeleteProduct();

  const handleConfirm = () =>
    deleteProduct.mutate(product.id, {
      onSuccess: ({ outcome }) => {
        showSnackbar(
          outcome === 'ARCHIVED' ? ADMIN_MESSAGES.productArchived : ADMIN_MESSAGES.productDeleted,
          'success',
        );
        onClose();
      },
      onError: () => showSnackbar(ADMIN_MESSAGES.productDeleteFailed, 'error'),
    });

  return (
    <Dialog
      open
      onClose={deleteProduct.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{ADMIN_MESSAGES.deleteProductConfirm}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ fontWeight: 600, mb: 1.5 }}>
          {product.productName} ({product.productCode})
        </DialogContentText>
        <Alert severity="warning" id={textId} sx={{ mb: 1.5 }}>
          {ADMIN_MESSAGES.deleteProductWarning}
        </Alert>
        <DialogContentText>{ADMIN_MESSAGES.deleteProductArchiveNote}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={deleteProduct.isPending} autoFocus>
          Cancel
        </Button>
        <Button
          onClick={handleConfirm}
          variant="contained"
          color="error"
          loading={deleteProduct.isPending}
          // The dark theme's error red is too light under white text; its darker shade reads in both themes.
          sx={{ bgcolor: 'error.dark' }}
        >
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
