import { CORRECTION_REASON_LABELS, CORRECTION_REASONS } from '@cleaver/domain/corrections';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { CorrectionAnswer, CorrectionFormValues } from '../correction';

interface CorrectionReasonFieldsProps {
  form: UseFormReturn<CorrectionFormValues, unknown, CorrectionAnswer>;
  /** The checkbox's words: 'Email the note to Harbourside Bistro'. */
  emailLabel: string;
  disabled: boolean;
}

/** Why an invoice is corrected (Reason, and Details, required for Other) and whether the customer is mailed the note. */
export function CorrectionReasonFields({ form, emailLabel, disabled }: CorrectionReasonFieldsProps) {
  const other = form.watch('reason') === 'OTHER';
  const detailsError = form.formState.errors.reasonText?.message;
  return (
    <>
      <Controller
        control={form.control}
        name="reason"
        render={({ field, fieldState }) => (
          <TextField
            select
            label="Reason"
            required
            fullWidth
            disabled={disabled}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? 'Printed on the note.'}
          >
            {CORRECTION_REASONS.map((reason) => (
              <MenuItem key={reason} value={reason}>
                {CORRECTION_REASON_LABELS[reason]}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <TextField
        {...form.register('reasonText')}
        label="Details"
        required={other}
        fullWidth
        disabled={disabled}
        autoComplete="off"
        error={Boolean(detailsError)}
        helperText={detailsError ?? (other ? 'Say what happened.' : 'Optional, printed after the reason.')}
      />
      <Controller
        control={form.control}
        name="sendCustomerEmail"
        render={({ field }) => (
          <FormControlLabel
            label={emailLabel}
            disabled={disabled}
            control={
              <Checkbox
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
              />
            }
          />
        )}
      />
    </>
  );
}
