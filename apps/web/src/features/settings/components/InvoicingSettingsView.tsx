import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { LoadError } from '../../../components/LoadError';
import { PageLoader } from '../../../components/PageLoader';
import { PaymentTermsFields } from '../../../components/PaymentTermsFields';
import { useSnackbar } from '../../../components/snackbar-context';
import type { InvoiceSettingsFieldsFragment } from '../../../gql/graphql';
import { useInvoiceSettings } from '../api/invoice-settings';
import { useUpdateInvoiceSettings } from '../api/update-invoice-settings';
import {
  type InvoiceSettingsFormValues,
  invoiceSettingsFormSchema,
  invoiceSettingsFormValues,
} from '../invoice-settings-form';
import { ServerError } from './ServerError';

/**
 * Invoicing: the GST number, the address printed on invoices, the default payment terms, the bank account invoices
 * ask to be paid into, when overdue customers go on stop and are reminded, and the Xero export's codes.
 */
export function InvoicingSettingsView() {
  const settings = useInvoiceSettings();
  if (settings.isError) {
    return <LoadError message="The invoicing settings could not be loaded." onRetry={settings.refetch} />;
  }
  if (!settings.data) return <PageLoader />;
  return <InvoicingSettingsForm saved={settings.data} />;
}

function InvoicingSettingsForm({ saved }: { saved: InvoiceSettingsFieldsFragment }) {
  const showSnackbar = useSnackbar();
  const update = useUpdateInvoiceSettings();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<InvoiceSettingsFormValues, unknown, ReturnType<typeof invoiceSettingsFormSchema.parse>>({
    resolver: zodResolver(invoiceSettingsFormSchema),
    defaultValues: invoiceSettingsFormValues(saved),
  });

  const handleValid = handleSubmit((input) => {
    setServerError(null);
    update.mutate(input, {
      onSuccess: (stored) => {
        reset(invoiceSettingsFormValues(stored));
        showSnackbar('Invoicing settings updated.', 'success');
      },
      onError: (error) => setServerError(error.message),
    });
  });

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={handleValid}
      spacing={2.5}
      aria-label="Invoicing"
      sx={{ pt: 1 }}
    >
      {saved.gstNumber === '' ? (
        <Alert severity="warning">Invoices cannot be created until the GST number is set.</Alert>
      ) : (
        <Typography sx={{ color: 'text.secondary' }}>
          Every tax invoice shows the GST number. Changes apply to invoices issued from now on.
        </Typography>
      )}
      <TextField
        {...register('gstNumber')}
        label="GST Number"
        autoComplete="off"
        placeholder="123-456-789"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        error={Boolean(errors.gstNumber)}
        helperText={errors.gstNumber?.message ?? 'Needed before any invoice can be created.'}
      />
      <TextField
        {...register('address')}
        label="Business Address (as printed on invoices)"
        required
        multiline
        minRows={3}
        autoComplete="off"
        error={Boolean(errors.address)}
        helperText={errors.address?.message ?? 'One line of the address per line.'}
      />
      <Controller
        control={control}
        name="paymentTerms"
        render={({ field, fieldState }) => (
          <PaymentTermsFields
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            days={register('paymentTermsDays')}
            error={fieldState.error?.message}
            daysError={errors.paymentTermsDays?.message}
            hint="For customers without their own terms. Sets each invoice’s due date."
          />
        )}
      />
      <TextField
        {...register('bankAccount')}
        label="Bank Account"
        autoComplete="off"
        placeholder="12-3456-0123456-00"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        error={Boolean(errors.bankAccount)}
        helperText={errors.bankAccount?.message ?? 'Printed under “How to pay” on invoices and statements.'}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <TextField
          {...register('stopAfterOverdueDays')}
          label="Put Customers on Stop After"
          autoComplete="off"
          slotProps={{
            htmlInput: { inputMode: 'numeric' },
            input: { endAdornment: <InputAdornment position="end">days overdue</InputAdornment> },
            // Above the field even when empty: inside it, the label would run into "days overdue" on a phone.
            inputLabel: { shrink: true },
          }}
          error={Boolean(errors.stopAfterOverdueDays)}
          helperText={errors.stopAfterOverdueDays?.message ?? 'Empty: never by themselves.'}
          sx={{ flex: '1 1 220px' }}
        />
        <TextField
          {...register('reminderAfterDays')}
          label="Send Reminders After"
          autoComplete="off"
          slotProps={{
            htmlInput: { inputMode: 'numeric' },
            input: { endAdornment: <InputAdornment position="end">days overdue</InputAdornment> },
            // Above the field even when empty: inside it, the label would run into "days overdue" on a phone.
            inputLabel: { shrink: true },
          }}
          error={Boolean(errors.reminderAfterDays)}
          helperText={errors.reminderAfterDays?.message ?? 'Empty: no reminders.'}
          sx={{ flex: '1 1 220px' }}
        />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <TextField
          {...register('xeroAccountCode')}
          label="Xero Account Code"
          required
          autoComplete="off"
          error={Boolean(errors.xeroAccountCode)}
          helperText={errors.xeroAccountCode?.message}
          sx={{ flex: '1 1 140px' }}
        />
        <TextField
          {...register('xeroTaxType')}
          label="Xero Tax Type"
          required
          autoComplete="off"
          error={Boolean(errors.xeroTaxType)}
          helperText={errors.xeroTaxType?.message}
          sx={{ flex: '2 1 220px' }}
        />
      </Box>
      <ServerError message={serverError} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" loading={update.isPending} disabled={update.isPending}>
          Save
        </Button>
      </Box>
    </Stack>
  );
}
