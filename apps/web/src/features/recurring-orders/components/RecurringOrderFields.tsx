import { WEEKDAY_NAMES } from '@cleaver/domain/dates';
import { FREQUENCIES, FREQUENCY_LABELS, type Frequency, sortWeekdays } from '@cleaver/domain/recurring';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { DateField } from '../../../components/DateField';
import { type CustomerChoice, CustomerField } from '../../../components/staff-order/CustomerField';
import { type RecurringFormValues, usesDays } from '../recurring-form';

interface RecurringOrderFieldsProps {
  form: UseFormReturn<RecurringFormValues>;
  values: RecurringFormValues;
  disabled: boolean;
  onCustomerChange: (customer: CustomerChoice | null) => void;
  onChange: <K extends keyof RecurringFormValues>(key: K, value: RecurringFormValues[K]) => void;
}

const dollars = { startAdornment: <InputAdornment position="start">$</InputAdornment> };
const moneyText = (text: string) => text.replace(/[^\d.]/g, '');

/**
 * The standing order's fields: customer, Starting Date, Frequency, Select Days (Weekly and Fortnightly only,
 * kept Sunday to Saturday), Delivery Method, Freight and Cutting charges, and Notes.
 */
export function RecurringOrderFields({
  form,
  values,
  disabled,
  onCustomerChange,
  onChange,
}: RecurringOrderFieldsProps) {
  const {
    control,
    register,
    formState: { errors },
  } = form;

  return (
    <Box
      sx={{
        display: 'grid',
        columnGap: 2,
        rowGap: 1,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <Box sx={{ gridColumn: '1 / -1' }}>
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
        name="startingDate"
        render={({ field, fieldState }) => (
          <DateField
            label="Starting Date"
            hint="DD/MM/YYYY, nothing comes before it"
            pickerLabel="Choose starting date"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error?.message}
            disabled={disabled}
          />
        )}
      />
      <TextField
        select
        label="Frequency"
        required
        disabled={disabled}
        value={values.frequency}
        onChange={(event) => onChange('frequency', event.target.value as Frequency)}
        helperText={values.frequency === 'DAILY' ? 'Every day the shop processes orders' : ' '}
      >
        {FREQUENCIES.map((frequency) => (
          <MenuItem key={frequency} value={frequency}>
            {FREQUENCY_LABELS[frequency]}
          </MenuItem>
        ))}
      </TextField>
      {usesDays(values.frequency) ? (
        <TextField
          select
          label="Select Days"
          required
          disabled={disabled}
          value={values.selectedDays}
          onChange={(event) => {
            const chosen = event.target.value as unknown as number[];
            onChange('selectedDays', sortWeekdays(chosen));
          }}
          error={Boolean(errors.selectedDays)}
          helperText={
            errors.selectedDays?.message ??
            (values.frequency === 'FORTNIGHTLY' ? 'Every second week, from the starting date’s week' : ' ')
          }
          slotProps={{
            select: {
              multiple: true,
              renderValue: (selected) =>
                (selected as number[]).map((day) => WEEKDAY_NAMES[day]?.slice(0, 3)).join(', '),
            },
          }}
        >
          {WEEKDAY_NAMES.map((name, day) => (
            <MenuItem key={name} value={day}>
              <Checkbox checked={values.selectedDays.includes(day)} size="small" sx={{ p: 0, mr: 1.5 }} />
              <ListItemText primary={name} />
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <FormControl component="fieldset" error={Boolean(errors.isDelivery)} disabled={disabled} required>
        <FormLabel component="legend">Delivery Method</FormLabel>
        <RadioGroup
          row
          name="delivery-method"
          value={values.isDelivery === null ? '' : values.isDelivery ? 'delivery' : 'pickup'}
          onChange={(event) => onChange('isDelivery', event.target.value === 'delivery')}
        >
          <FormControlLabel value="delivery" control={<Radio />} label="Delivery" />
          <FormControlLabel value="pickup" control={<Radio />} label="Pick Up" />
        </RadioGroup>
        <FormHelperText>{errors.isDelivery?.message ?? ' '}</FormHelperText>
      </FormControl>
      <TextField
        label="Freight Charge"
        disabled={disabled}
        value={values.freightText}
        onChange={(event) => onChange('freightText', moneyText(event.target.value))}
        error={Boolean(errors.freightText)}
        helperText={
          errors.freightText?.message ??
          (values.freightText.trim() === ''
            ? 'Blank: the freight rule decides on each order'
            : 'Charged on every order, excluding GST')
        }
        slotProps={{ input: dollars, htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
      />
      <TextField
        label="Cutting Charge"
        disabled={disabled}
        value={values.cuttingText}
        onChange={(event) => onChange('cuttingText', moneyText(event.target.value))}
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
        helperText="Copied to every order"
        sx={{ gridColumn: '1 / -1' }}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
    </Box>
  );
}
