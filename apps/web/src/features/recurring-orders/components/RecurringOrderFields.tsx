import { WEEKDAY_NAMES } from '@cleaver/domain/dates';
import { FREQUENCIES, FREQUENCY_LABELS, type Frequency, sortWeekdays } from '@cleaver/domain/recurring';
import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { UseFormReturn } from 'react-hook-form';
import type { CustomerChoice } from '../../../components/staff-order/CustomerField';
import { StaffOrderFields } from '../../../components/staff-order/StaffOrderFields';
import { type RecurringFormValues, usesDays } from '../recurring-form';

interface RecurringOrderFieldsProps {
  form: UseFormReturn<RecurringFormValues>;
  values: RecurringFormValues;
  disabled: boolean;
  onCustomerChange: (customer: CustomerChoice | null) => void;
  onChange: <K extends keyof RecurringFormValues>(key: K, value: RecurringFormValues[K]) => void;
}

/**
 * The standing order's fields: customer, Starting Date, Frequency, Select Days (Weekly and Fortnightly only,
 * kept Sunday to Saturday), Delivery Method, Freight and Cutting charges, and Notes; all but Frequency and
 * Select Days are the fields it shares with an order.
 */
export function RecurringOrderFields({
  form,
  values,
  disabled,
  onCustomerChange,
  onChange,
}: RecurringOrderFieldsProps) {
  const {
    formState: { errors },
  } = form;

  return (
    <StaffOrderFields
      form={form}
      isDelivery={values.isDelivery}
      disabled={disabled}
      columns={2}
      onCustomerChange={onCustomerChange}
      date={{
        name: 'startingDate',
        label: 'Starting Date',
        hint: 'DD/MM/YYYY, nothing comes before it',
        pickerLabel: 'Choose starting date',
      }}
      onDeliveryChange={(isDelivery) => onChange('isDelivery', isDelivery)}
      freight={{
        value: values.freightText,
        hint:
          values.freightText.trim() === ''
            ? 'Blank: the freight rule decides on each order'
            : 'Charged on every order, excluding GST',
        onChange: (text) => onChange('freightText', text),
      }}
      cutting={{ value: values.cuttingText, onChange: (text) => onChange('cuttingText', text) }}
      notesHint="Copied to every order"
    >
      <TextField
        select
        label="Frequency"
        required
        disabled={disabled}
        value={values.frequency}
        onChange={(event) => onChange('frequency', event.target.value as Frequency)}
        helperText={values.frequency === 'DAILY' ? dailyText(values) : ' '}
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
    </StaffOrderFields>
  );
}

/** What Daily means for this standing order: the shop's processing days, or its zone's delivery days. */
function dailyText(values: Pick<RecurringFormValues, 'customer' | 'isDelivery'>): string {
  const zone = values.isDelivery === true ? values.customer?.deliveryZoneName : null;
  return zone ? `Every day ${zone}’s van goes` : 'Every day the shop processes orders';
}
