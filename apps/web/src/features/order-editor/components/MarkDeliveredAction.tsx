import LocalShipping from '@mui/icons-material/LocalShipping';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useSnackbar } from '../../../components/snackbar-context';
import { GraphQLRequestError } from '../../../lib/graphql';
import type { AdminOrder, DeliveryProof } from '../api/admin-order';
import { useMarkDelivered } from '../api/mark-delivered';
import { MarkDeliveredDialog } from './MarkDeliveredDialog';

interface MarkDeliveredActionProps {
  order: AdminOrder;
  disabled: boolean;
  onDelivered: (delivery: DeliveryProof) => void;
  /** The driver recorded it first: the screen reads the delivery again. */
  onDeliveredElsewhere: () => void;
}

/**
 * Mark delivered, for a delivery order its driver did not record: asks who took it and records it now. It touches
 * only the delivery, so what is typed in the form stays as it is.
 */
export function MarkDeliveredAction({
  order,
  disabled,
  onDelivered,
  onDeliveredElsewhere,
}: MarkDeliveredActionProps) {
  const showSnackbar = useSnackbar();
  const markDelivered = useMarkDelivered();
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const handleClose = () => {
    setOpen(false);
    setRefusal(null);
  };

  const handleSubmit = (receivedBy: string) => {
    setRefusal(null);
    markDelivered.mutate(
      { orderId: order.id, receivedBy },
      {
        onSuccess: (delivery) => {
          handleClose();
          showSnackbar(`Order ${order.shortId} marked delivered.`, 'success');
          onDelivered(delivery);
        },
        onError: (error) => {
          if (error instanceof GraphQLRequestError && error.code === 'ALREADY_DELIVERED') {
            handleClose();
            showSnackbar(error.message, 'info');
            onDeliveredElsewhere();
          } else setRefusal(error.message);
        },
      },
    );
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<LocalShipping />}
        onClick={() => setOpen(true)}
        disabled={disabled}
      >
        Mark delivered
      </Button>
      {open ? (
        <MarkDeliveredDialog
          shortId={order.shortId}
          companyName={order.customer.companyName}
          pending={markDelivered.isPending}
          error={refusal}
          onSubmit={handleSubmit}
          onCancel={handleClose}
        />
      ) : null}
    </>
  );
}
