import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useSnackbar } from '../../../components/snackbar-context';
import { useDeleteDeliveryZone } from '../api/delete-delivery-zone';
import type { DeliveryZoneRow } from '../api/delivery-zones';
import { zoneCustomersText } from '../delivery-zone-text';

interface DeleteDeliveryZoneDialogProps {
  zone: DeliveryZoneRow;
  onClose: () => void;
}

/** Asks before deleting a zone, and says what becomes of its customers; a refusal shows in place. */
export function DeleteDeliveryZoneDialog({ zone, onClose }: DeleteDeliveryZoneDialogProps) {
  const showSnackbar = useSnackbar();
  const deleteZone = useDeleteDeliveryZone();
  const [serverError, setServerError] = useState<string | null>(null);

  const handleConfirm = () => {
    setServerError(null);
    deleteZone.mutate(zone.id, {
      onSuccess: (customerCount) => {
        showSnackbar(
          customerCount > 0
            ? `${zone.name} deleted. ${zoneCustomersText(customerCount)} now in no zone.`
            : `${zone.name} deleted.`,
          'success',
        );
        onClose();
      },
      onError: (error) => setServerError(error.message),
    });
  };

  return (
    <ConfirmDialog
      title={`Delete ${zone.name}?`}
      confirmLabel="Delete"
      danger
      pending={deleteZone.isPending}
      onCancel={onClose}
      onConfirm={handleConfirm}
    >
      {deletedZoneText(zone.customerCount)}
      {serverError ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {serverError}
        </Alert>
      ) : null}
    </ConfirmDialog>
  );
}

function deletedZoneText(customerCount: number): string {
  if (customerCount === 0) return 'No customers are in it.';
  const who = customerCount === 1 ? '1 customer in it' : `${customerCount} customers in it`;
  return `${who} will be in no zone: they can order for delivery on any day, with the freight in Settings.`;
}
