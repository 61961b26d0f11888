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
import type { AdminCustomerRow } from '../api/admin-customers';
import { useDeleteCustomer } from '../api/delete-customer';
import { customerName } from '../customer-name';

interface DeleteCustomerDialogProps {
  customer: AdminCustomerRow;
  onClose: () => void;
}

/** Asks before deleting, and says what will happen: removed, or archived when orders name the customer. */
export function DeleteCustomerDialog({ customer, onClose }: DeleteCustomerDialogProps) {
  const titleId = useId();
  const textId = useId();
  const showSnackbar = useSnackbar();
  const deleteCustomer = useDeleteCustomer();
  const archives = customer.orderCount + customer.recurringOrderCount > 0;

  const handleConfirm = () =>
    deleteCustomer.mutate(customer.id, {
      onSuccess: ({ outcome }) => {
        showSnackbar(
          outcome === 'ARCHIVED' ? ADMIN_MESSAGES.customerArchived : ADMIN_MESSAGES.customerDeleted,
          'success',
        );
        onClose();
      },
      onError: () => showSnackbar(ADMIN_MESSAGES.customerDeleteFailed, 'error'),
    });

  return (
    <Dialog
      open
      onClose={deleteCustomer.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{ADMIN_MESSAGES.deleteCustomerConfirm}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ fontWeight: 600, mb: 1.5 }}>
          {customerName(customer)} ({customer.customerCode})
        </DialogContentText>
        <Alert severity={archives ? 'info' : 'warning'} id={textId}>
          {archives ? ADMIN_MESSAGES.deleteCustomerArchives : ADMIN_MESSAGES.deleteCustomerRemoves}
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={deleteCustomer.isPending} autoFocus>
          Cancel
        </Button>
        <Button
          onClick={handleConfirm}
          variant="contained"
          color="error"
          loading={deleteCustomer.isPending}
          // The dark theme's error red is too light under white text; its darker shade reads in both themes.
          sx={{ bgcolor: 'error.dark' }}
        >
          {archives ? 'Archive' : 'Delete'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
