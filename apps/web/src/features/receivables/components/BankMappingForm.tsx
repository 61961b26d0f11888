import { BANK_DATE_FORMATS, type BankCsvMapping, bankCsvMappingSchema } from '@cleaver/domain/bank-csv';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';

// The form's fields: a column's header, or '' for a reference field the file does not have.
const mappingFormSchema = bankCsvMappingSchema.extend({
  particulars: z.string(),
  code: z.string(),
  reference: z.string(),
  otherParty: z.string(),
});
type MappingForm = z.infer<typeof mappingFormSchema>;

const COLUMN_FIELDS = [
  { name: 'date', label: 'Date', required: true },
  { name: 'amount', label: 'Amount', required: true },
  { name: 'particulars', label: 'Particulars', required: false },
  { name: 'code', label: 'Code', required: false },
  { name: 'reference', label: 'Reference', required: false },
  { name: 'otherParty', label: 'Other party', required: false },
] as const;

const DATE_FORMAT_EXAMPLES: Readonly<Record<BankCsvMapping['dateFormat'], string>> = {
  'DD/MM/YYYY': '31/12/2026',
  'YYYY/MM/DD': '2026/12/31',
  'YYYY-MM-DD': '2026-12-31',
};

/** What the server is sent: a reference field the file does not have is null. */
export function mappingOf(form: MappingForm): BankCsvMapping {
  const column = (name: string) => (name === '' ? null : name);
  return {
    date: form.date,
    amount: form.amount,
    particulars: column(form.particulars),
    code: column(form.code),
    reference: column(form.reference),
    otherParty: column(form.otherParty),
    dateFormat: form.dateFormat,
  };
}

type BankMappingFormProps = {
  /** The file's column headers. */
  header: readonly string[];
  /** Saved for this bank's header, or guessed from it. */
  mapping: BankCsvMapping;
  disabled: boolean;
  /** A column was changed: the preview reads the file again with it. */
  onChange: (mapping: BankCsvMapping) => void;
  onSubmit: (mapping: BankCsvMapping) => void;
  submitLabel: string;
};

/**
 * Which of the file's columns holds the date, the amount and the reference fields, and how its dates are written;
 * filled in from the mapping saved for this bank's header (or guessed), and saved again on import.
 */
export function BankMappingForm({
  header,
  mapping,
  disabled,
  onChange,
  onSubmit,
  submitLabel,
}: BankMappingFormProps) {
  const columns = header.filter((name) => name.trim() !== '');
  const known = (name: string | null | undefined) => (name && columns.includes(name) ? name : '');
  const {
    control,
    getValues,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(mappingFormSchema),
    defaultValues: {
      date: known(mapping.date),
      amount: known(mapping.amount),
      particulars: known(mapping.particulars),
      code: known(mapping.code),
      reference: known(mapping.reference),
      otherParty: known(mapping.otherParty),
      dateFormat: mapping.dateFormat,
    },
  });

  const changed = () => {
    const values = getValues();
    if (values.date !== '' && values.amount !== '') onChange(mappingOf(values));
  };

  return (
    <Box
      component="form"
      aria-label="Columns"
      noValidate
      onSubmit={handleSubmit((values) => onSubmit(mappingOf(values)))}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
      }}
    >
      {COLUMN_FIELDS.map(({ name, label, required }) => (
        <Controller
          key={name}
          name={name}
          control={control}
          render={({ field }) => (
            <TextField
              select
              label={label}
              required={required}
              value={field.value}
              inputRef={field.ref}
              onBlur={field.onBlur}
              onChange={(event) => {
                field.onChange(event.target.value);
                changed();
              }}
              disabled={disabled}
              error={Boolean(errors[name])}
              helperText={errors[name]?.message ?? ' '}
              size="small"
              // A field the file does not have reads "Not in this file" rather than blank.
              slotProps={{ select: { displayEmpty: !required }, inputLabel: { shrink: true } }}
            >
              {required ? null : <MenuItem value="">Not in this file</MenuItem>}
              {columns.map((column) => (
                <MenuItem key={column} value={column}>
                  {column}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      ))}
      <Controller
        name="dateFormat"
        control={control}
        render={({ field }) => (
          <TextField
            select
            label="Date format"
            required
            value={field.value}
            inputRef={field.ref}
            onBlur={field.onBlur}
            onChange={(event) => {
              field.onChange(event.target.value);
              changed();
            }}
            disabled={disabled}
            error={Boolean(errors.dateFormat)}
            helperText={errors.dateFormat?.message ?? ' '}
            size="small"
            // The example shows in the list; the field keeps to the format, so it fits a narrow column.
            slotProps={{ select: { renderValue: (format) => String(format) } }}
          >
            {BANK_DATE_FORMATS.map((format) => (
              <MenuItem key={format} value={format}>
                {`${format} (${DATE_FORMAT_EXAMPLES[format]})`}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Box sx={{ display: 'flex', alignItems: 'flex-start' }}>
        <Button type="submit" variant="contained" disabled={disabled}>
          {submitLabel}
        </Button>
      </Box>
    </Box>
  );
}
