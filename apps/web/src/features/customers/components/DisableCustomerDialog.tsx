import { ADMIN_MESSAGES } from '@cleaver/domain/admin-messages';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useSnackbar } from '../../../components/snackbar-context';
import type { AdminCustomerRow } from '../api/admin-customers';
import { useSetCustomerActive } from '../api/set-customer-active';
import { customerName } from '../customer-name';

/** Asks before disabling a customer, who is signed out everywhere at once. */
export function DisableCustomerDialog({
  customer,
  onClose,
}: {
  customer: AdminCustomerRow;
  onClose: () => void;
}) {
  const titleId = useId();
  const textId = useId();
  const showSnackbar = useSnackbar();
  const setActive = useSetCustomerActive();
  const name = customerName(customer);

  const handleConfirm = () =>
    setActive.mutate(
      { customerId: customer.id, isActive: false },
      {
        onSuccess: () => {
          showSnackbar(ADMIN_MESSAGES.customerUpdated, 'success');
          onClose();
        },
        onError: () => showSnackbar(ADMIN_MESSAGES.customerUpdateFailed, 'error'),
      },
    );

  return (
    <Dialog
      open
      onClose={setActive.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>Disable {name}?</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          They are signed out at once, on every device, and cannot sign in or order until enabled again.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={setActive.isPending} autoFocus>
          Cancel
        </Button>
        <Button
          onClick={handleConfirm}
          variant="contained"
          color="error"
          loading={setActive.isPending}
          sx={{ bgcolor: 'error.dark' }}
        >
          Disable
        </Button>
      </DialogActions>
    </Dialog>
  );
}
