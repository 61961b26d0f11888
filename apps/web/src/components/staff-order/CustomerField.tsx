import {
  CUSTOMER_SEARCH_LIMIT,
  type CustomerLevel,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_CHARS,
} from '@cleaver/domain/constants';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type Ref, useState } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useOrderCustomerMatches } from './api/order-customers';

/** A customer as the autocomplete shows it. */
export type CustomerChoice = {
  id: string;
  companyName: string;
  contactName: string;
  email: string;
  phone: string;
  /** Known when chosen from the search; a stored order's customer keeps the order's Line. */
  customerLevel?: CustomerLevel;
  /** Their delivery zone and the weekdays its van goes, when known; null: no zone. */
  deliveryZoneName?: string | null;
  deliveryWeekdays?: readonly number[] | null;
};

interface CustomerFieldProps {
  value: CustomerChoice | null;
  onChange: (customer: CustomerChoice | null) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  error: string | undefined;
  disabled: boolean;
}

/**
 * The customer autocomplete: searches company, contact and email from 3 characters and offers at most 7,
 * each with company, contact, email and phone.
 */
export function CustomerField({ value, onChange, onBlur, inputRef, error, disabled }: CustomerFieldProps) {
  const [typed, setTyped] = useState(value?.companyName ?? '');
  const search = useOrderCustomerMatches(useDebouncedValue(typed, SEARCH_DEBOUNCE_MS));
  const searching = typed.trim().length >= SEARCH_MIN_CHARS && typed !== value?.companyName;
  const found: CustomerChoice[] = searching ? (search.data ?? []).slice(0, CUSTOMER_SEARCH_LIMIT) : [];
  // The chosen customer stays an option, so the field can show it.
  const options = value && !found.some((customer) => customer.id === value.id) ? [value, ...found] : found;

  return (
    <Autocomplete
      options={options}
      value={value}
      inputValue={typed}
      disabled={disabled}
      filterOptions={(shown) => (searching ? shown.filter((customer) => customer !== value) : shown)}
      getOptionLabel={(customer) => customer.companyName || customer.email}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      loading={searching && search.isFetching}
      noOptionsText={
        typed.trim().length < SEARCH_MIN_CHARS ? 'Type at least 3 characters' : 'No customers found'
      }
      onInputChange={(_event, text) => setTyped(text)}
      onChange={(_event, customer) => onChange(customer)}
      renderOption={({ key, ...props }, customer) => (
        <li key={key} {...props}>
          <Box sx={{ minWidth: 0 }}>
            <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
              {customer.companyName}
            </Typography>
            <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
              {customer.contactName}
            </Typography>
            <Typography
              component="span"
              variant="body2"
              sx={{ display: 'block', color: 'text.secondary', overflowWrap: 'anywhere' }}
            >
              {customer.email}
              {customer.phone ? ` · ${customer.phone}` : ''}
            </Typography>
          </Box>
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={inputRef}
          onBlur={onBlur}
          label="Customer"
          required
          placeholder="Company, contact or email"
          error={Boolean(error)}
          helperText={
            error ?? (value ? [value.contactName, value.email, value.phone].filter(Boolean).join(' · ') : ' ')
          }
        />
      )}
    />
  );
}
