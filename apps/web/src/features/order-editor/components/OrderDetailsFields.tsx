import { CUSTOMER_LEVELS } from '@cleaver/domain/constants';
import { ORDER_STATUSES } from '@cleaver/domain/status';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { StaffOrderFields } from '../../../components/staff-order/StaffOrderFields';
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

/**
 * The order's fields: customer, Order Date (the processing date), Line, Status, Purchase Order, Delivery Method,
 * Freight Charge (by the freight rule until typed), Cutting Charge and Notes; all but Line, Status and Purchase
 * Order are the fields it shares with a standing order.
 */
export function OrderDetailsFields({
  form,
  values,
  settings,
  disabled,
  apply,
  onCustomerChange,
}: OrderDetailsFieldsProps) {
  const ruled = ruleFreight(values, settings);

  return (
    <StaffOrderFields
      form={form}
      isDelivery={values.isDelivery}
      disabled={disabled}
      columns={3}
      onCustomerChange={onCustomerChange}
      date={{
        name: 'processingDate',
        label: 'Order Date',
        hint: 'DD/MM/YYYY, the day it is packed and delivered',
        pickerLabel: 'Choose order date',
      }}
      onDeliveryChange={(isDelivery) => apply(withDeliveryMethod(values, isDelivery))}
      freight={{
        value: values.freightTyped ? values.freightText : centsToDollars(ruled),
        hint: values.freightTyped
          ? `Set by hand (the rule gives ${centsToDollars(ruled)})`
          : 'By the freight rule',
        onChange: (text) => apply({ ...values, freightTyped: true, freightText: text }),
      }}
      notesHint=" "
    >
      <ChoiceField
        control={form.control}
        name="line"
        label="Line"
        choices={CUSTOMER_LEVELS}
        hint="The customer's level"
        disabled={disabled}
      />
      <ChoiceField
        control={form.control}
        name="status"
        label="Status"
        choices={ORDER_STATUSES}
        hint=" "
        disabled={disabled}
      />
      <TextField
        {...form.register('purchaseOrder')}
        label="Purchase Order"
        disabled={disabled}
        autoComplete="off"
        helperText=" "
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
    </StaffOrderFields>
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
