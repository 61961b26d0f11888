import { reversalReasonSchema } from '@cleaver/domain/receivables';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useSnackbar } from '../../../components/snackbar-context';
import type { LedgerPayment } from '../api/customer-ledger';
import { useReversePayment } from '../api/reverse-payment';
import { nzd, paymentSummary } from '../ledger-text';

const reversalFormSchema = z.object({ reason: reversalReasonSchema });

type ReversePaymentDialogProps = {
  payment: LedgerPayment;
  onClose: () => void;
};

/**
 * Reverses a payment with the reason (a bounced cheque, a payment keyed against the wrong customer): it stops
 * counting but stays in the history. The server's refusal shows in the dialog.
 */
export function ReversePaymentDialog({ payment, onClose }: ReversePaymentDialogProps) {
  const titleId = useId();
  const textId = useId();
  const showSnackbar = useSnackbar();
  const reversePayment = useReversePayment();
  const [refusal, setRefusal] = useState<string | null>(null);
  const saving = reversePayment.isPending;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(reversalFormSchema), defaultValues: { reason: '' } });

  const handleReverse = handleSubmit(({ reason }) => {
    setRefusal(null);
    reversePayment.mutate(
      { paymentId: payment.id, reason },
      {
        onSuccess: () => {
          showSnackbar(`Payment of ${nzd(payment.amount)} reversed`, 'success');
          onClose();
        },
        onError: (error) => setRefusal(error.message),
      },
    );
  });

  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <form noValidate onSubmit={handleReverse}>
        <DialogTitle id={titleId}>Reverse payment</DialogTitle>
        <DialogContent>
          {refusal ? (
            <Alert severity="error" variant="outlined" sx={{ mb: 2 }}>
              {refusal}
            </Alert>
          ) : null}
          <DialogContentText id={textId} sx={{ mb: 2 }}>
            {paymentSummary(payment)}. It stops counting towards the balance and stays in the history with
            your reason.
          </DialogContentText>
          <TextField
            {...register('reason')}
            label="Reason"
            required
            autoFocus
            fullWidth
            multiline
            minRows={2}
            disabled={saving}
            error={Boolean(errors.reason)}
            helperText={errors.reason?.message ?? 'For example: cheque dishonoured'}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            color="error"
            loading={saving}
            disabled={saving}
            sx={{ bgcolor: 'error.dark' }}
          >
            Reverse payment
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
