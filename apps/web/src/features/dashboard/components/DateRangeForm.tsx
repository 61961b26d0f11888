import type { DateRange } from '@cleaver/domain/dashboard';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { DateField } from '../../../components/DateField';
import { rangeFormSchema } from '../range-form';

type DateRangeFormProps = {
  /** The form's accessible name, e.g. 'Top customers range'. */
  label: string;
  /** The range shown until staff change it. */
  range: DateRange;
  /** Most days the range may cover. */
  maxDays: number;
  submitLabel: string;
  onSubmit: (range: DateRange) => void;
};

/**
 * From and To typed as DD/MM/YYYY (or picked from the calendar buttons) and a submit button; a date that is
 * not one, a reversed range or one too long is said under To. Mount it with a `key` of the range shown, so a
 * range chosen elsewhere (a quick button, Back) replaces what was typed.
 */
export function DateRangeForm({ label, range, maxDays, submitLabel, onSubmit }: DateRangeFormProps) {
  const schema = useMemo(() => rangeFormSchema(maxDays), [maxDays]);
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: range });

  return (
    <Box
      component="form"
      noValidate
      aria-label={label}
      onSubmit={handleSubmit(onSubmit)}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5 }}
    >
      {(['from', 'to'] as const).map((name) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field }) => (
            <DateField
              label={name === 'from' ? 'From' : 'To'}
              hint="DD/MM/YYYY"
              pickerLabel={name === 'from' ? 'Choose From date' : 'Choose To date'}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={errors[name]?.message}
              disabled={false}
              sx={{ flex: '1 1 10.5rem', maxWidth: { sm: '12rem' } }}
            />
          )}
        />
      ))}
      <Button type="submit" variant="outlined" sx={{ mt: 1, minHeight: 40 }}>
        {submitLabel}
      </Button>
    </Box>
  );
}
