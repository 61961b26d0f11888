import { WEEKDAY_NAMES } from '@cleaver/domain/dates';
import { DELIVERY_WEEKDAYS } from '@cleaver/domain/delivery-zones';
import { productAvailabilitySchema } from '@cleaver/domain/product-availability';
import type { ParsedProductInput, ProductFormValues } from '@cleaver/domain/schemas';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { type Control, Controller } from 'react-hook-form';

interface ProductDeliveryFieldsProps {
  control: Control<ProductFormValues, unknown, ParsedProductInput>;
  disabled: boolean;
}

// The form schema's first stage refuses an empty entry (NaN) in zod's own words; the domain's are these.
const NOT_A_NUMBER = productAvailabilitySchema.shape.leadDays.safeParse(Number.NaN).error?.issues[0]?.message;

/** When the product can be delivered: days it must be ordered ahead, and the weekdays it comes on. */
export function ProductDeliveryFields({ control, disabled }: ProductDeliveryFieldsProps) {
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 3, mb: 1.5 }}>
        Delivery
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Controller
          control={control}
          name="leadDays"
          render={({ field, fieldState }) => (
            <LeadDaysField
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              disabled={disabled}
              error={
                fieldState.error && (Number.isNaN(field.value) ? NOT_A_NUMBER : fieldState.error.message)
              }
            />
          )}
        />
        <Controller
          control={control}
          name="deliveryWeekdays"
          render={({ field, fieldState }) => {
            const days = field.value ?? null;
            return (
              <FormControl
                component="fieldset"
                error={Boolean(fieldState.error)}
                disabled={disabled}
                sx={{ gridColumn: '1 / -1' }}
              >
                <FormLabel component="legend">Delivered on</FormLabel>
                <RadioGroup
                  row
                  value={days === null ? 'any' : 'some'}
                  onChange={(event) => field.onChange(event.target.value === 'any' ? null : [])}
                >
                  <FormControlLabel value="any" label="Any day" control={<Radio />} />
                  <FormControlLabel value="some" label="Only on these days" control={<Radio />} />
                </RadioGroup>
                <FormGroup row sx={{ columnGap: 1 }}>
                  {DELIVERY_WEEKDAYS.map((day, index) => (
                    <FormControlLabel
                      key={day}
                      label={WEEKDAY_NAMES[day]}
                      disabled={disabled || days === null}
                      control={
                        <Checkbox
                          checked={days?.includes(day) ?? false}
                          onChange={(event) =>
                            field.onChange(
                              event.target.checked
                                ? [...(days ?? []), day].sort((a, b) => a - b)
                                : (days ?? []).filter((d) => d !== day),
                            )
                          }
                          onBlur={field.onBlur}
                          // The only error here is no day ticked: Monday takes the focus.
                          slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }}
                        />
                      }
                    />
                  ))}
                </FormGroup>
                {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
              </FormControl>
            );
          }}
        />
      </Box>
    </>
  );
}

interface LeadDaysFieldProps {
  value: number | undefined;
  onChange: (value: number) => void;
  onBlur: () => void;
  inputRef: (element: HTMLInputElement | null) => void;
  disabled: boolean;
  error: string | undefined;
}

/** The days ahead as typed ('' or '2.5' stay on screen); the form holds the number, NaN when it is none. */
function LeadDaysField({ value, onChange, onBlur, inputRef, disabled, error }: LeadDaysFieldProps) {
  const [text, setText] = useState(value === undefined || Number.isNaN(value) ? '' : String(value));
  return (
    <TextField
      label="Order days ahead"
      fullWidth
      disabled={disabled}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(event.target.value.trim() === '' ? Number.NaN : Number(event.target.value));
      }}
      onBlur={onBlur}
      inputRef={inputRef}
      autoComplete="off"
      error={Boolean(error)}
      helperText={error ?? '0: can be ordered for the next delivery'}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    />
  );
}
