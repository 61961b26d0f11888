import { aucklandDateString, formatDateOnly } from '@cleaver/domain/dates';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '@cleaver/domain/receivables';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { DateField } from '../../../components/DateField';
import { useSnackbar } from '../../../components/snackbar-context';
import type { CustomerLedger } from '../api/customer-ledger';
import { useRecordPayment } from '../api/record-payment';
import { kindLabel, nzd } from '../ledger-text';
import { allocationPreview, paymentAmountCents, paymentFormSchema } from '../payment-form';

type RecordPaymentDialogProps = {
  ledger: CustomerLedger;
  onClose: () => void;
};

/**
 * Records a payment against a customer: when it came, how much, how, their reference, and whether it pays the
 * oldest documents first or those staff choose. The preview allocates it as the server will; what is left over
 * stays as credit. The server's refusal shows in the dialog.
 */
export function RecordPaymentDialog({ ledger, onClose }: RecordPaymentDialogProps) {
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const allocateLabelId = useId();
  const showSnackbar = useSnackbar();
  const recordPayment = useRecordPayment();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { account, openDocuments } = ledger;
  const saving = recordPayment.isPending;

  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(paymentFormSchema),
    defaultValues: {
      receivedOn: aucklandDateString(new Date()),
      amount: '',
      method: 'BANK_TRANSFER',
      reference: '',
      allocateTo: 'OLDEST',
      chosen: [],
    },
  });
  const [typedAmount, allocateTo, chosen] = useWatch({ control, name: ['amount', 'allocateTo', 'chosen'] });
  // Chosen documents are paid in the list's order, oldest due first, whatever order they were ticked in.
  const inListOrder = (ids: readonly string[]) =>
    openDocuments.filter((document) => ids.includes(document.id)).map((document) => document.id);
  const previewAmount = paymentAmountCents(typedAmount);
  const preview =
    previewAmount !== null && previewAmount > 0
      ? allocationPreview(
          previewAmount,
          openDocuments,
          allocateTo === 'CHOSEN' ? inListOrder(chosen) : undefined,
        )
      : null;

  const handleSave = handleSubmit((form) => {
    setRefusal(null);
    recordPayment.mutate(
      {
        customerId: account.customerId,
        input: {
          receivedOn: form.receivedOn,
          amount: form.amount,
          method: form.method,
          reference: form.reference,
        },
        allocateTo: form.allocateTo === 'CHOSEN' ? inListOrder(form.chosen) : null,
      },
      {
        onSuccess: () => {
          showSnackbar(`Payment of ${nzd(form.amount)} recorded for ${account.companyName}`, 'success');
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
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <form noValidate onSubmit={handleSave}>
        <DialogTitle id={titleId}>Record payment — {account.companyName}</DialogTitle>
        <DialogContent>
          {/* Below the title, which takes the content's top padding away: the first field's label needs room. */}
          <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
            {refusal ? (
              <Alert severity="error" variant="outlined">
                {refusal}
              </Alert>
            ) : null}
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <Controller
                control={control}
                name="receivedOn"
                render={({ field, fieldState }) => (
                  <DateField
                    label="Date received"
                    pickerLabel="Choose date received"
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    error={fieldState.error?.message}
                    disabled={saving}
                  />
                )}
              />
              <TextField
                {...register('amount')}
                label="Amount (NZD)"
                required
                autoFocus
                disabled={saving}
                error={Boolean(errors.amount)}
                helperText={errors.amount?.message ?? 'Dollars and cents, e.g. 1,250.50'}
                slotProps={{
                  htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
                  input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                }}
              />
              <Controller
                control={control}
                name="method"
                render={({ field, fieldState }) => (
                  <TextField
                    select
                    label="Method"
                    required
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    disabled={saving}
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message}
                  >
                    {PAYMENT_METHODS.map((method) => (
                      <MenuItem key={method} value={method}>
                        {PAYMENT_METHOD_LABELS[method]}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <TextField
                {...register('reference')}
                label="Reference"
                disabled={saving}
                autoComplete="off"
                error={Boolean(errors.reference)}
                helperText={errors.reference?.message ?? 'As the customer quoted it'}
              />
            </Box>
            <FormControl component="fieldset" error={Boolean(errors.chosen)} disabled={saving}>
              <FormLabel component="legend" id={allocateLabelId}>
                Allocate to
              </FormLabel>
              <Controller
                control={control}
                name="allocateTo"
                render={({ field }) => (
                  <RadioGroup
                    row
                    aria-labelledby={allocateLabelId}
                    name={field.name}
                    value={field.value}
                    onChange={(event) => field.onChange(event.target.value)}
                  >
                    <FormControlLabel value="OLDEST" control={<Radio />} label="Oldest first" />
                    <FormControlLabel
                      value="CHOSEN"
                      control={<Radio />}
                      label="Choose documents"
                      disabled={openDocuments.length === 0 || saving}
                    />
                  </RadioGroup>
                )}
              />
              {allocateTo === 'CHOSEN' ? (
                <Controller
                  control={control}
                  name="chosen"
                  render={({ field }) => (
                    <FormGroup aria-label="Documents to pay" sx={{ pl: 1 }}>
                      {openDocuments.map((document) => (
                        <FormControlLabel
                          key={document.id}
                          control={
                            <Checkbox
                              checked={field.value.includes(document.id)}
                              onChange={(event) =>
                                field.onChange(
                                  event.target.checked
                                    ? [...field.value, document.id]
                                    : field.value.filter((id) => id !== document.id),
                                )
                              }
                            />
                          }
                          label={`${kindLabel(document.kind)} ${document.number}: ${nzd(document.open)} open, due ${formatDateOnly(document.dueDate)}`}
                        />
                      ))}
                    </FormGroup>
                  )}
                />
              ) : null}
              {errors.chosen ? <FormHelperText>{errors.chosen.message}</FormHelperText> : null}
            </FormControl>
            <Typography role="status" sx={{ fontVariantNumeric: 'tabular-nums', minHeight: '1.5em' }}>
              {preview ?? ''}
            </Typography>
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={saving} disabled={saving}>
            Record payment
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
