import { ADMIN_MESSAGES } from '@cleaver/domain/admin-messages';
import { stopReasonSchema } from '@cleaver/domain/stop-supply';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ReasonDialog } from '../../../components/ReasonDialog';
import { useSnackbar } from '../../../components/snackbar-context';
import { GraphQLRequestError } from '../../../lib/graphql';
import type { AdminCustomerRow } from '../api/admin-customers';
import { useSetCustomerOnStop } from '../api/set-customer-on-stop';
import { customerName } from '../customer-name';

interface OnStopDialogProps {
  customer: AdminCustomerRow;
  /** Saved: the customer as the server now has them. */
  onSaved: (saved: AdminCustomerRow) => void;
  onClose: () => void;
}

/**
 * Puts a customer on stop, asking why (their storefront then says their account is on hold, and the server refuses
 * their orders; staff may take one with a reason), or asks before taking them off it.
 */
export function OnStopDialog({ customer, onSaved, onClose }: OnStopDialogProps) {
  const showSnackbar = useSnackbar();
  const setOnStop = useSetCustomerOnStop();
  const name = customerName(customer);
  const save = (onStop: boolean, reason: string | null) =>
    setOnStop.mutate(
      { id: customer.id, onStop, reason },
      {
        onSuccess: (saved) => {
          showSnackbar(ADMIN_MESSAGES.customerUpdated, 'success');
          onSaved(saved);
        },
        onError: (error) => {
          if (!(error instanceof GraphQLRequestError && error.code === 'BAD_INPUT')) {
            showSnackbar(ADMIN_MESSAGES.customerUpdateFailed, 'error');
          }
        },
      },
    );
  const refusal =
    setOnStop.error instanceof GraphQLRequestError && setOnStop.error.code === 'BAD_INPUT'
      ? setOnStop.error.message
      : null;

  if (customer.onStop) {
    return (
      <ConfirmDialog
        title={`Take ${name} off stop?`}
        confirmLabel="Take off stop"
        pending={setOnStop.isPending}
        onCancel={onClose}
        onConfirm={() => save(false, null)}
      >
        They can place orders again, and their trolley no longer says their account is on hold.
      </ConfirmDialog>
    );
  }
  return (
    <ReasonDialog
      title={`Put ${name} on stop?`}
      schema={stopReasonSchema}
      confirmLabel="Put on stop"
      danger
      pending={setOnStop.isPending}
      error={refusal}
      onSubmit={(reason) => save(true, reason)}
      onCancel={onClose}
    >
      They can still browse and fill their trolley, which says their account is on hold; their orders and
      standing orders are refused until they are taken off stop. Staff can still take an order for them,
      giving a reason.
    </ReasonDialog>
  );
}
