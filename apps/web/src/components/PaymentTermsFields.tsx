import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Ref } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { OTHER_DAYS, TERMS_OPTIONS } from '../lib/payment-terms-choice';

interface PaymentTermsFieldsProps {
  /** The select's value: a terms code, OTHER_DAYS, or '' for the shop's default. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** The days field's registration, shown while Other is chosen. */
  days: UseFormRegisterReturn;
  error?: string;
  daysError?: string;
  /** The shop's default terms as read ('20th of the month following'): offers 'Shop default (…)' as ''. */
  shopDefault?: string;
  /** Shown under the select while there is no error. */
  hint?: string;
  disabled?: boolean;
}

/**
 * Payment terms: a select of 7 days, 14 days, the 20th of the month following, cash on delivery and "Other number
 * of days", which shows a days field beside it; with `shopDefault`, "Shop default (…)" first.
 */
export function PaymentTermsFields({
  value,
  onChange,
  onBlur,
  inputRef,
  days,
  error,
  daysError,
  shopDefault,
  hint,
  disabled,
}: PaymentTermsFieldsProps) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 1 }}>
      <TextField
        select
        label="Payment Terms"
        required={shopDefault === undefined}
        disabled={disabled}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        inputRef={inputRef}
        error={Boolean(error)}
        helperText={error ?? hint ?? ' '}
        slotProps={
          shopDefault === undefined
            ? undefined
            : { select: { displayEmpty: true }, inputLabel: { shrink: true } }
        }
        sx={{ flex: '2 1 220px' }}
      >
        {shopDefault === undefined ? null : <MenuItem value="">Shop default ({shopDefault})</MenuItem>}
        {TERMS_OPTIONS.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      {value === OTHER_DAYS ? (
        <TextField
          {...days}
          label="Days"
          required
          disabled={disabled}
          autoComplete="off"
          error={Boolean(daysError)}
          helperText={daysError ?? 'After the date of the invoice'}
          slotProps={{
            htmlInput: { inputMode: 'numeric' },
            input: { endAdornment: <InputAdornment position="end">days</InputAdornment> },
          }}
          sx={{ flex: '1 1 120px' }}
        />
      ) : null}
    </Box>
  );
}
