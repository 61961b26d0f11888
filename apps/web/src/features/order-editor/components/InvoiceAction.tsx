import { ADMIN_MESSAGES, invoiceConfirmTitle } from '@cleaver/domain/admin-messages';
import Email from '@mui/icons-material/Email';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useSnackbar } from '../../../components/snackbar-context';
import type { AdminOrder } from '../api/admin-order';
import { useCreateInvoice } from '../api/create-invoice';
import { invoiceEmailFailureMessage, invoiceFailureMessage } from '../invoice-outcome';

interface InvoiceActionProps {
  order: AdminOrder;
  /** True while the form holds changes not saved yet: the invoice would bill the stored order instead. */
  isDirty: () => boolean;
  disabled: boolean;
  onInvoiced: (order: AdminOrder) => void;
}

/**
 * 'Create Invoice' asks 'Create invoice for {customer}?', then whether to email the customer; that answer is the
 * mutation's sendCustomerEmail. Once invoiced it is 'Email Invoice': the invoice never changes (changes to the
 * order issue credit or debit notes), so all that is left is to mail it again. The order reloads after either.
 */
export function InvoiceAction({ order, isDirty, disabled, onInvoiced }: InvoiceActionProps) {
  if (order.invoice) {
    return (
      <EmailInvoice
        order={order}
        invoiceNumber={order.invoice.number}
        disabled={disabled}
        onSent={onInvoiced}
      />
    );
  }
  return <CreateInvoice order={order} isDirty={isDirty} disabled={disabled} onInvoiced={onInvoiced} />;
}

type Step = 'confirm' | 'email' | null;

function CreateInvoice({ order, isDirty, disabled, onInvoiced }: InvoiceActionProps) {
  const showSnackbar = useSnackbar();
  const createInvoice = useCreateInvoice();
  const [step, setStep] = useState<Step>(null);

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
        Create Invoice
      </Button>
      {step === 'confirm' ? (
        <ConfirmDialog
          title={invoiceConfirmTitle('create', order.customer.companyName)}
          confirmLabel="Confirm"
          onCancel={() => setStep(null)}
          onConfirm={() => setStep('email')}
        >
          Order {order.shortId} is billed as it is saved now and marked COMPLETED.
        </ConfirmDialog>
      ) : null}
      {step === 'email' ? (
        <ConfirmDialog
          title={ADMIN_MESSAGES.emailAfterCreate}
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

function EmailInvoice({
  order,
  invoiceNumber,
  disabled,
  onSent,
}: {
  order: AdminOrder;
  invoiceNumber: number;
  disabled: boolean;
  onSent: (order: AdminOrder) => void;
}) {
  const showSnackbar = useSnackbar();
  const createInvoice = useCreateInvoice();
  const [asking, setAsking] = useState(false);
  const company = order.customer.companyName;

  // Unsaved edits do not matter here: the invoice is mailed as it was issued.
  const send = () => {
    createInvoice.mutate(
      { orderId: order.id, sendCustomerEmail: true },
      {
        onSuccess: (sent) => {
          setAsking(false);
          showSnackbar(`Invoice ${invoiceNumber} emailed to ${company}.`, 'success');
          onSent(sent);
        },
        onError: (error) => {
          setAsking(false);
          showSnackbar(invoiceEmailFailureMessage(error), 'error', { persist: true });
        },
      },
    );
  };

  return (
    <>
      <Button variant="contained" startIcon={<Email />} onClick={() => setAsking(true)} disabled={disabled}>
        Email Invoice
      </Button>
      {asking ? (
        <ConfirmDialog
          title={`Email invoice ${invoiceNumber} to ${company}?`}
          confirmLabel="Send"
          pending={createInvoice.isPending}
          onCancel={() => setAsking(false)}
          onConfirm={send}
        >
          The invoice is sent as it was issued: it never changes. Changes to the order issue credit or debit
          notes, listed on the order.
        </ConfirmDialog>
      ) : null}
    </>
  );
}

const UNSAVED_FIRST =
  'This order has changes that are not saved. Update Order first, then create the invoice.';
