import { ADMIN_MESSAGES, invoiceConfirmTitle } from '@cleaver/domain/messages';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useSnackbar } from '../../../components/snackbar-context';
import type { AdminOrder } from '../api/admin-order';
import { useCreateInvoice } from '../api/create-invoice';
import { invoiceFailureMessage } from '../invoice-outcome';

interface InvoiceActionProps {
  order: AdminOrder;
  /** True while the form holds changes not saved yet: the invoice would bill the stored order instead. */
  isDirty: () => boolean;
  disabled: boolean;
  onInvoiced: (order: AdminOrder) => void;
}

type Step = 'confirm' | 'email' | null;

/**
 * 'Create Invoice' (or 'Update Invoice' once invoiced): asks 'Create invoice for {customer}?', then whether
 * to email the customer; that answer is the mutation's sendCustomerEmail. The order reloads after it.
 */
export function InvoiceAction({ order, isDirty, disabled, onInvoiced }: InvoiceActionProps) {
  const showSnackbar = useSnackbar();
  const createInvoice = useCreateInvoice();
  const [step, setStep] = useState<Step>(null);
  const action = order.invoice ? 'update' : 'create';

  const handleOpen = () => {
    if (isDirty()) {
      showSnackbar(UNSAVED_FIRST, 'warning', { persist: true });
      return;
    }
    setStep('confirm');
  };

  const send = (sendCustomerEmail: boolean) => {
    createInvoice.mutate(
      { orderId: order.id, sendCustomerEmail },
      {
        onSuccess: (invoiced) => {
          setStep(null);
          showSnackbar(ADMIN_MESSAGES.invoiceCreated, 'success');
          onInvoiced(invoiced);
        },
        onError: (error) => {
          setStep(null);
          showSnackbar(invoiceFailureMessage(error), 'error', { persist: true });
        },
      },
    );
  };

  return (
    <>
      <Button variant="contained" startIcon={<ReceiptLong />} onClick={handleOpen} disabled={disabled}>
        {action === 'create' ? 'Create Invoice' : 'Update Invoice'}
      </Button>
      {step === 'confirm' ? (
        <ConfirmDialog
          title={invoiceConfirmTitle(action, order.customer.companyName)}
          confirmLabel="Confirm"
          onCancel={() => setStep(null)}
          onConfirm={() => setStep('email')}
        >
          {action === 'create'
            ? `Order ${order.shortId} is billed as it is saved now and marked COMPLETED.`
            : `A new revision of invoice ${order.invoice?.number} is issued if anything billed changed.`}
        </ConfirmDialog>
      ) : null}
      {step === 'email' ? (
        <ConfirmDialog
          title={action === 'create' ? ADMIN_MESSAGES.emailAfterCreate : ADMIN_MESSAGES.emailAfterUpdate}
          cancelLabel="No"
          confirmLabel="Yes"
          pending={createInvoice.isPending}
          onCancel={() => send(false)}
          onConfirm={() => send(true)}
          onDismiss={() => setStep(null)}
        >
          Yes sends {order.customer.companyName} the invoice PDF by email.
        </ConfirmDialog>
      ) : null}
    </>
  );
}

const UNSAVED_FIRST =
  'This order has changes that are not saved. Update Order first, then create the invoice.';
