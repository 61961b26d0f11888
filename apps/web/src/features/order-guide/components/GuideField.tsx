import { filterQuantityText, type Unit } from '@cleaver/domain/quantity';
import TextField from '@mui/material/TextField';

interface GuideFieldProps {
  area: 'par' | 'onHand' | 'order';
  /** The short label shown above the box. */
  label: string;
  /** The field's name for a screen reader: the label and the product ("Par level for Beef mince"). */
  accessibleName: string;
  unit: Unit;
  value: string;
  error: string | null;
  /** The line's place in the guide: Enter moves to the next line's field. */
  index: number;
  disabled?: boolean;
  strong?: boolean;
  onChange: (text: string) => void;
  onBlur?: () => void;
  onEnter: (input: HTMLInputElement) => void;
}

/** A number box of the order guide: digits and one dot only, a number keyboard on a phone, Enter for the next. */
export function GuideField({
  area,
  label,
  accessibleName,
  unit,
  value,
  error,
  index,
  disabled,
  strong,
  onChange,
  onBlur,
  onEnter,
}: GuideFieldProps) {
  return (
    <TextField
      label={label}
      size="small"
      value={value}
      disabled={disabled}
      error={error !== null}
      helperText={error ?? undefined}
      onChange={(event) => onChange(filterQuantityText(event.target.value))}
      onBlur={onBlur}
      onFocus={(event) => event.target.select()}
      sx={{ gridArea: area, minWidth: 0 }}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: {
          'aria-label': accessibleName,
          inputMode: unit === 'KG' || area === 'onHand' ? 'decimal' : 'numeric',
          enterKeyHint: 'next',
          autoComplete: 'off',
          'data-guide-field': area,
          'data-guide-index': index,
          onKeyDown: (event: React.KeyboardEvent<HTMLInputElement>) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            onEnter(event.currentTarget);
          },
          sx: {
            fontVariantNumeric: 'tabular-nums',
            fontWeight: strong ? 700 : undefined,
            fontSize: '1.125rem',
          },
        },
      }}
    />
  );
}
