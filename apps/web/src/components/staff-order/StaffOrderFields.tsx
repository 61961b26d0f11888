import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import type { ChangeEvent, ReactNode } from 'react';
import { Controller, type FieldPathByValue, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { DateField } from '../DateField';
import { type CustomerChoice, CustomerField } from './CustomerField';

/** The fields an order's and a standing order's forms both hold, under these names. */
export interface StaffOrderFieldValues {
  customer: CustomerChoice | null;
  isDelivery: boolean | null;
  freightText: string;
  cuttingText: string;
  notes: string;
}

interface StaffOrderFieldsProps<V extends StaffOrderFieldValues & FieldValues> {
  form: UseFormReturn<V>;
  isDelivery: boolean | null;
  disabled: boolean;
  /**
   * 3: one column on a phone, two from sm, three from md with the customer two wide (an order's eight fields);
   * 2: one column on a phone, two from sm (a standing order's).
   */
  columns: 2 | 3;
  onCustomerChange: (customer: CustomerChoice | null) => void;
  /** The date field after the customer: an order's Order Date, a standing order's Starting Date. */
  date: { name: FieldPathByValue<V, string>; label: string; hint: string; pickerLabel: string };
  /** The fields between the date and Delivery Method: an order's Line, Status and Purchase Order; a standing order's Frequency and days. */
  children: ReactNode;
  onDeliveryChange: (isDelivery: boolean) => void;
  /** Freight Charge as shown, its hint and a change (digits and a point only): the editors rule freight differently. */
  freight: { value: string; hint: string; onChange: (text: string) => void };
  /**
   * Given, Cutting Charge is the editor's to keep and takes digits and a point only (a standing order). Left out,
   * the form keeps it as typed and, on a save, says what is wrong and moves there (an order).
   */
  cutting?: { value: string; onChange: (text: string) => void };
  /** Under Notes: ' ' on an order, 'Copied to every order' on a standing order. */
  notesHint: string;
}

const dollars = { startAdornment: <InputAdornment position="start">$</InputAdornment> };
const moneyText = (text: string) => text.replace(/[^\d.]/g, '');

const LAYOUTS = {
  3: {
    grid: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, minmax(0, 1fr))' },
    customer: { sm: '1 / -1', md: 'span 2' },
    delivery: { gridColumn: { sm: '1 / -1', md: 'auto' } },
  },
  2: {
    grid: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
    customer: '1 / -1',
    delivery: undefined,
  },
} as const;

/**
 * The details of a staff order or standing order: customer, a date, the editor's own fields, Delivery Method,
 * Freight Charge, Cutting Charge and Notes. The staff order editor and the standing-order editor both use it.
 */
export function StaffOrderFields<V extends StaffOrderFieldValues & FieldValues>({
  form,
  isDelivery,
  disabled,
  columns,
  onCustomerChange,
  date,
  children,
  onDeliveryChange,
  freight,
  cutting,
  notesHint,
}: StaffOrderFieldsProps<V>) {
  // The shared fields' names are the same in both forms; TypeScript cannot see them in a form of any shape.
  const shared = form as unknown as UseFormReturn<StaffOrderFieldValues>;
  const {
    control,
    register,
    formState: { errors },
  } = shared;
  const layout = LAYOUTS[columns];

  return (
    <Box sx={{ display: 'grid', columnGap: 2, rowGap: 1, gridTemplateColumns: layout.grid }}>
      <Box sx={{ gridColumn: layout.customer }}>
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
        control={form.control}
        name={date.name}
        render={({ field, fieldState }) => (
          <DateField
            label={date.label}
            hint={date.hint}
            pickerLabel={date.pickerLabel}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error?.message}
            disabled={disabled}
          />
        )}
      />
      {children}
      <FormControl
        component="fieldset"
        error={Boolean(errors.isDelivery)}
        disabled={disabled}
        required
        sx={layout.delivery}
      >
        <FormLabel component="legend">Delivery Method</FormLabel>
        <RadioGroup
          row
          name="delivery-method"
          value={isDelivery === null ? '' : isDelivery ? 'delivery' : 'pickup'}
          onChange={(event) => onDeliveryChange(event.target.value === 'delivery')}
        >
          <FormControlLabel value="delivery" control={<Radio />} label="Delivery" />
          <FormControlLabel value="pickup" control={<Radio />} label="Pick Up" />
        </RadioGroup>
        <FormHelperText>{errors.isDelivery?.message ?? ' '}</FormHelperText>
      </FormControl>
      <TextField
        label="Freight Charge"
        disabled={disabled}
        value={freight.value}
        onChange={(event) => freight.onChange(moneyText(event.target.value))}
        error={Boolean(errors.freightText)}
        helperText={errors.freightText?.message ?? freight.hint}
        slotProps={{ input: dollars, htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
      />
      <TextField
        {...(cutting
          ? {
              value: cutting.value,
              onChange: (event: ChangeEvent<HTMLInputElement>) =>
                cutting.onChange(moneyText(event.target.value)),
            }
          : register('cuttingText'))}
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
        helperText={notesHint}
        sx={{ gridColumn: '1 / -1' }}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
    </Box>
  );
}
