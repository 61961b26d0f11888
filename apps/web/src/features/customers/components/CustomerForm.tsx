import { ADMIN_MESSAGES } from '@cleaver/domain/admin-messages';
import { CUSTOMER_LEVELS } from '@cleaver/domain/constants';
import { userMessage } from '@cleaver/domain/errors';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { PaymentTermsFields } from '../../../components/PaymentTermsFields';
import { useSnackbar } from '../../../components/snackbar-context';
import { GraphQLRequestError } from '../../../lib/graphql';
import type { AdminCustomerRow } from '../api/admin-customers';
import { useCreateCustomer } from '../api/create-customer';
import { useCustomerDeliveryZones } from '../api/customer-delivery-zones';
import { useCustomerPriceLevels } from '../api/customer-price-levels';
import { useShopPaymentTerms } from '../api/shop-payment-terms';
import { useUpdateCustomer } from '../api/update-customer';
import {
  type CustomerFormInput,
  type CustomerFormValues,
  customerFormSchema,
  customerFormValues,
} from '../customer-form';

interface CustomerFormProps {
  /** null: a new customer. */
  customer: AdminCustomerRow | null;
  onSaved: (customer: AdminCustomerRow) => void;
  onCancel: () => void;
}

type TextFieldName = Exclude<
  keyof CustomerFormValues,
  'customerLevel' | 'priceLevelId' | 'deliveryZoneId' | 'paymentTerms'
>;

/**
 * The customer dialog's edit mode: every field, checked with the schema the server uses (required fields
 * marked *), Save disabled while saving, and the server's refusal shown where it belongs.
 */
export function CustomerForm({ customer, onSaved, onCancel }: CustomerFormProps) {
  const showSnackbar = useSnackbar();
  const createCustomer = useCreateCustomer();
  const updateCustomer = useUpdateCustomer();
  const priceLevels = useCustomerPriceLevels();
  const deliveryZones = useCustomerDeliveryZones();
  const shopTerms = useShopPaymentTerms();
  const [serverError, setServerError] = useState<string | null>(null);
  const saving = createCustomer.isPending || updateCustomer.isPending;
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CustomerFormValues, unknown, CustomerFormInput>({
    resolver: zodResolver(customerFormSchema),
    defaultValues: customerFormValues(customer),
  });

  const handleError = (error: Error) => {
    if (error instanceof GraphQLRequestError && error.code === 'EMAIL_TAKEN') {
      // The spec words the two cases apart: a new customer's email taken, and an edit's.
      const message = customer ? ADMIN_MESSAGES.customerEmailAliasTaken : error.message;
      setError('email', { message });
      showSnackbar(message, 'error');
      return;
    }
    showSnackbar(
      customer ? ADMIN_MESSAGES.customerUpdateFailed : ADMIN_MESSAGES.customerCreateUnknown,
      'error',
    );
    if (!(error instanceof GraphQLRequestError)) setServerError(userMessage('INTERNAL'));
    else if (error.code === 'CUSTOMER_CODE_TAKEN') setError('customerCode', { message: error.message });
    else if (error.code === 'DELIVERY_ZONE_NOT_FOUND') {
      // Deleted in Settings meanwhile: the choices are read again.
      setError('deliveryZoneId', { message: error.message });
      void deliveryZones.refetch();
    } else setServerError(error.message);
  };

  const handleSave = handleSubmit(
    (input) => {
      setServerError(null);
      if (customer) {
        updateCustomer.mutate(
          { id: customer.id, input },
          {
            onSuccess: (saved) => {
              showSnackbar(ADMIN_MESSAGES.customerUpdated, 'success');
              onSaved(saved);
            },
            onError: handleError,
          },
        );
      } else {
        createCustomer.mutate(input, {
          onSuccess: (saved) => {
            showSnackbar(ADMIN_MESSAGES.customerCreated, 'success');
            onSaved(saved);
          },
          onError: handleError,
        });
      }
    },
    () => showSnackbar(ADMIN_MESSAGES.customerFormInvalid, 'warning'),
  );

  const text = (
    name: TextFieldName,
    label: string,
    options: { required?: boolean; helper?: string; type?: string; autoComplete?: string } = {},
  ) => (
    <TextField
      {...register(name)}
      label={label}
      required={options.required}
      type={options.type}
      fullWidth
      disabled={saving}
      autoComplete={options.autoComplete ?? 'off'}
      error={Boolean(errors[name])}
      helperText={errors[name]?.message ?? options.helper ?? ' '}
    />
  );
  // While the shop's terms load (or if they cannot be), the default is named without them.
  const shopDefault = shopTerms.data ?? 'as in Settings';

  // The customer's own level stays listed while the levels load, or if it was just deleted.
  const levelOptions = [...(priceLevels.data ?? [])];
  if (customer?.priceLevel && !levelOptions.some((level) => level.id === customer.priceLevel?.id)) {
    levelOptions.push(customer.priceLevel);
  }
  // Likewise the customer's own zone.
  const zoneOptions = [...(deliveryZones.data ?? [])];
  if (customer?.deliveryZone && !zoneOptions.some((zone) => zone.id === customer.deliveryZone?.id)) {
    zoneOptions.push(customer.deliveryZone);
  }

  return (
    <Box component="form" noValidate onSubmit={handleSave} sx={{ display: 'contents' }}>
      <DialogContent dividers>
        {serverError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {serverError}
          </Alert>
        ) : null}
        <Box
          sx={{ display: 'grid', columnGap: 2, rowGap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
        >
          {text('customerCode', 'Customer Code', { required: true, helper: 'Unique, e.g. HARB001' })}
          <Controller
            control={control}
            name="customerLevel"
            render={({ field, fieldState }) => (
              <TextField
                select
                label="Customer Level"
                required
                fullWidth
                disabled={saving}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? ' '}
              >
                {CUSTOMER_LEVELS.map((level) => (
                  <MenuItem key={level} value={level}>
                    {level}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          {text('firstName', 'First Name', { required: true })}
          {text('lastName', 'Last Name', { required: true })}
          {text('email', 'Email', {
            required: true,
            type: 'email',
            helper: customer ? 'Also the email they sign in with' : 'A temporary password is mailed here',
          })}
          {text('mobile', 'Mobile', { type: 'tel' })}
          {text('companyName', 'Company')}
          <Controller
            control={control}
            name="priceLevelId"
            render={({ field, fieldState }) => (
              <TextField
                select
                label="Price Level"
                fullWidth
                disabled={saving}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={Boolean(fieldState.error) || priceLevels.isError}
                helperText={
                  fieldState.error?.message ??
                  (priceLevels.isError ? 'The price levels could not be loaded.' : ' ')
                }
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              >
                <MenuItem value="">Default prices</MenuItem>
                {levelOptions.map((level) => (
                  <MenuItem key={level.id} value={level.id}>
                    {level.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={control}
            name="deliveryZoneId"
            render={({ field, fieldState }) => (
              <TextField
                select
                label="Delivery Zone"
                fullWidth
                disabled={saving}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={Boolean(fieldState.error) || deliveryZones.isError}
                helperText={
                  fieldState.error?.message ??
                  (deliveryZones.isError
                    ? 'The delivery zones could not be loaded.'
                    : 'Their delivery days, freight and minimum order')
                }
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              >
                <MenuItem value="">No zone</MenuItem>
                {zoneOptions.map((zone) => (
                  <MenuItem key={zone.id} value={zone.id}>
                    {zone.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Box>
        <Typography variant="subtitle1" component="h3" sx={{ mt: 2, mb: 1.5 }}>
          Address
        </Typography>
        <Box
          sx={{ display: 'grid', columnGap: 2, rowGap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
        >
          {text('addr1', 'Company Name', { helper: 'As on invoices' })}
          {text('addr2', 'Street')}
          {text('addr3', 'Suburb')}
          {text('city', 'City')}
          {text('postalCode', 'Postal Code')}
        </Box>
        <Typography variant="subtitle1" component="h3" sx={{ mt: 2, mb: 1.5 }}>
          Account
        </Typography>
        <Box
          sx={{ display: 'grid', columnGap: 2, rowGap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
        >
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
                shopDefault={shopDefault}
                hint="Sets the due date of their invoices."
                disabled={saving}
              />
            )}
          />
          <TextField
            {...register('creditLimit')}
            label="Credit Limit"
            fullWidth
            disabled={saving}
            autoComplete="off"
            error={Boolean(errors.creditLimit)}
            helperText={errors.creditLimit?.message ?? 'NZD, GST included. Empty: no limit.'}
            slotProps={{
              htmlInput: { inputMode: 'decimal' },
              input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
            }}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={saving} disabled={saving}>
          Save
        </Button>
      </DialogActions>
    </Box>
  );
}
