import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS } from '@cleaver/domain/constants';
import { customerPasswordResetSchema } from '@cleaver/domain/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useSnackbar } from '../../../components/snackbar-context';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useResetCustomerPassword } from '../api/reset-customer-password';
import { type CustomerMatch, useSearchCustomers } from '../api/search-customers';
import { generatePassword } from '../generate-password';
import { ServerError } from './ServerError';

const optionLabel = (customer: CustomerMatch) =>
  [customer.companyName, customer.contactName, customer.email].filter(Boolean).join(' · ');

/**
 * Reset Customer Password: find the customer (3+ characters, up to 7 found), type or generate a password
 * of 8+ characters. It is mailed to them as a temporary one, replaced at their next sign-in.
 */
export function ResetCustomerPasswordView() {
  const showSnackbar = useSnackbar();
  const reset = useResetCustomerPassword();
  const [serverError, setServerError] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const [chosen, setChosen] = useState<CustomerMatch | null>(null);
  const search = useSearchCustomers(useDebouncedValue(typed, SEARCH_DEBOUNCE_MS));
  const {
    register,
    control,
    handleSubmit,
    setValue,
    reset: resetForm,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(customerPasswordResetSchema),
    defaultValues: { customerId: '', password: '' },
  });

  const handleValid = handleSubmit((form) => {
    setServerError(null);
    reset.mutate(form, {
      onSuccess: () => {
        showSnackbar(
          `Password reset for ${chosen?.companyName || chosen?.email}. It has been emailed to them; they choose a new one at their next sign-in.`,
          'success',
        );
        resetForm();
        setChosen(null);
        setTyped('');
      },
      onError: (error) => setServerError(error.message),
    });
  });

  const options = typed.trim().length >= SEARCH_MIN_CHARS ? (search.data ?? []) : [];
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={handleValid}
      spacing={2.5}
      aria-label="Reset Customer Password"
      sx={{ pt: 1 }}
    >
      <Typography sx={{ color: 'text.secondary' }}>
        The customer is emailed this password and must choose a new one when they next sign in. They are
        signed out everywhere.
      </Typography>
      <Controller
        control={control}
        name="customerId"
        render={({ field }) => (
          <Autocomplete
            options={options}
            value={chosen}
            inputValue={typed}
            filterOptions={(found) => found}
            getOptionLabel={optionLabel}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            loading={search.isFetching}
            noOptionsText={
              typed.trim().length < SEARCH_MIN_CHARS ? 'Type at least 3 characters' : 'No customers found'
            }
            onInputChange={(_event, text) => setTyped(text)}
            onChange={(_event, customer) => {
              setChosen(customer);
              field.onChange(customer?.id ?? '');
            }}
            renderOption={({ key, ...props }, customer) => (
              <li key={key} {...props}>
                <Box>
                  <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                    {customer.companyName}
                  </Typography>
                  <Typography
                    component="span"
                    variant="body2"
                    sx={{ display: 'block', color: 'text.secondary' }}
                  >
                    {customer.contactName} · {customer.email}
                  </Typography>
                </Box>
              </li>
            )}
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={field.ref}
                onBlur={field.onBlur}
                label="Customer"
                required
                placeholder="Company, contact or email"
                error={Boolean(errors.customerId)}
                helperText={errors.customerId?.message}
              />
            )}
          />
        )}
      />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          {...register('password')}
          label="Password"
          required
          autoComplete="off"
          sx={{ flexGrow: 1 }}
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
          error={Boolean(errors.password)}
          helperText={errors.password?.message ?? 'At least 8 characters.'}
        />
        <Button
          variant="outlined"
          sx={{ mt: 1 }}
          onClick={() => setValue('password', generatePassword(), { shouldValidate: true })}
        >
          Generate
        </Button>
      </Box>
      <ServerError message={serverError} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" loading={reset.isPending} disabled={reset.isPending}>
          Reset Password
        </Button>
      </Box>
    </Stack>
  );
}
