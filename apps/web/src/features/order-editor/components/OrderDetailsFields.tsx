import { CUSTOMER_LEVELS } from '@cleaver/domain/constants';
import { ORDER_STATUSES } from '@cleaver/domain/status';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { DateField } from '../../../components/DateField';
import { CustomerField } from '../../../components/staff-order/CustomerField';
import { centsToDollars } from '../../../lib/dollars-text';
import type { FreightSettings } from '../api/order-settings';
import { type EditorCustomer, type OrderEditorValues, ruleFreight, withDeliveryMethod } from '../order-form';

interface OrderDetailsFieldsProps {
  form: UseFormReturn<OrderEditorValues>;
  values: OrderEditorValues;
  settings: FreightSettings;
  disabled: boolean;
  apply: (next: OrderEditorValues) => void;
  onCustomerChange: (customer: EditorCustomer | null) => void;
}

const dollars = { startAdornment: <InputAdornment position="start">$</InputAdornment> };

/**
 * The order's fields: Order Date (the processing date), customer, Line, Status, Delivery Method, Purchase
 * Order, Freight Charge, Cutting Charge and Notes.
 */
export function OrderDetailsFields({
  form,
  values,
  settings,
  disabled,
  apply,
  onCustomerChange,
}: OrderDetailsFieldsProps) {
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const ruled = ruleFreight(values, settings);

  return (
    <Box
      sx={{
        display: 'grid',
        columnGap: 2,
        rowGap: 1,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      <Box sx={{ gridColumn: { sm: '1 / -1', md: 'span 2' } }}>
        <Controller
          control={control}
          name="customer"
          render={({ field, fieldState }) => (
            <CustomerField
              value={field.value}
              onChange={onCustomerChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldState.error?.message}
              disabled={disabled}
            />
          )}
        />
      </Box>
      <Controller
        control={control}
        name="processingDate"
        render={({ field, fieldState }) => (
          <DateField
            label="Order Date"
            hint="DD/MM/YYYY, the day it is packed and delivered"
            pickerLabel="Choose order date"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error?.message}
            disabled={disabled}
          />
        )}
      />
      <ChoiceField
        control={control}
        name="line"
        label="Line"
        choices={CUSTOMER_LEVELS}
        hint="The customer's level"
        disabled={disabled}
      />
      <ChoiceField
        control={control}
        name="status"
        label="Status"
        choices={ORDER_STATUSES}
        hint=" "
        disabled={disabled}
      />
      <TextField
        {...register('purchaseOrder')}
        label="Purchase Order"
        disabled={disabled}
        autoComplete="off"
        helperText=" "
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <FormControl
        component="fieldset"
        error={Boolean(errors.isDelivery)}
        disabled={disabled}
        required
        sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}
      >
        <FormLabel component="legend">Delivery Method</FormLabel>
        <RadioGroup
          row
          name="delivery-method"
          value={values.isDelivery === null ? '' : values.isDelivery ? 'delivery' : 'pickup'}
          onChange={(event) => apply(withDeliveryMethod(values, event.target.value === 'delivery'))}
        >
          <FormControlLabel value="delivery" control={<Radio />} label="Delivery" />
          <FormControlLabel value="pickup" control={<Radio />} label="Pick Up" />
        </RadioGroup>
        <FormHelperText>{errors.isDelivery?.message ?? ' '}</FormHelperText>
      </FormControl>
      <TextField
        label="Freight Charge"
        disabled={disabled}
        value={values.freightTyped ? values.freightText : centsToDollars(ruled)}
        onChange={(event) =>
          apply({ ...values, freightTyped: true, freightText: event.target.value.replace(/[^\d.]/g, '') })
        }
        error={Boolean(errors.freightText)}
        helperText={
          errors.freightText?.message ??
          (values.freightTyped
            ? `Set by hand (the rule gives ${centsToDollars(ruled)})`
            : 'By the freight rule')
        }
        slotProps={{ input: dollars, htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
      />
      <TextField
        {...register('cuttingText')}
        label="Cutting Charge"
        disabled={disabled}
        error={Boolean(errors.cuttingText)}
        helperText={errors.cuttingText?.message ?? 'NZD, excluding GST'}
        slotProps={{ input: dollars, htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
      />
      <TextField
        {...register('notes')}
        label="Notes"
        disabled={disabled}
        multiline
        minRows={2}
        helperText=" "
        sx={{ gridColumn: '1 / -1' }}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
    </Box>
  );
}

/** A required select of fixed choices (Line, Status), with the form's message in place of the hint. */
function ChoiceField({
  control,
  name,
  label,
  choices,
  hint,
  disabled,
}: {
  control: UseFormReturn<OrderEditorValues>['control'];
  name: 'line' | 'status';
  label: string;
  choices: readonly string[];
  hint: string;
  disabled: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          label={label}
          required
          disabled={disabled}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? hint}
        >
          {choices.map((choice) => (
            <MenuItem key={choice} value={choice}>
              {choice}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
