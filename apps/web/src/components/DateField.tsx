import { formatDateOnly, isDateOnly } from '@cleaver/domain/dates';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { type Ref, useRef, useState } from 'react';
import { dateFromDayFirst } from '../lib/day-first-date';
import { visuallyHidden } from '../lib/visually-hidden';

interface DateFieldProps {
  label: string;
  /** Shown under the field while there is no error. */
  hint?: string;
  /** The calendar button's accessible name, e.g. 'Choose order date'. */
  pickerLabel: string;
  /** `YYYY-MM-DD`, or the text typed while it is not a date yet. */
  value: string;
  onChange: (date: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error: string | undefined;
  disabled?: boolean;
  /** False for a date that may be left blank (a filter's bound). */
  required?: boolean;
  size?: 'small' | 'medium';
  /** The first day the browser's picker offers, `YYYY-MM-DD`. */
  min?: string;
  /** The last day the browser's picker offers, `YYYY-MM-DD`. */
  max?: string;
  sx?: SxProps<Theme>;
}

/**
 * A date typed as DD/MM/YYYY (required unless said otherwise), or chosen in the browser's date picker from the
 * calendar button (its own field shows dates in the browser's format, which may be US).
 */
export function DateField({
  label,
  hint,
  pickerLabel,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  disabled = false,
  required = true,
  size = 'medium',
  min,
  max,
  sx,
}: DateFieldProps) {
  const picker = useRef<HTMLInputElement>(null);
  const shown = (date: string) => (isDateOnly(date) ? formatDateOnly(date) : date);
  const [typed, setTyped] = useState(shown(value));
  // A value set from outside (a form reset, say) replaces what was typed; the field's own changes leave it be.
  const [known, setKnown] = useState(value);
  if (value !== known) {
    setKnown(value);
    if (dateFromDayFirst(typed) !== value) setTyped(shown(value));
  }

  const handlePick = () => {
    const input = picker.current;
    if (!input) return;
    try {
      input.showPicker();
    } catch {
      input.focus();
    }
  };

  return (
    <>
      <TextField
        label={label}
        required={required}
        size={size}
        value={typed}
        disabled={disabled}
        onChange={(event) => {
          setTyped(event.target.value);
          onChange(dateFromDayFirst(event.target.value));
        }}
        onBlur={onBlur}
        inputRef={inputRef}
        placeholder="DD/MM/YYYY"
        error={Boolean(error)}
        helperText={error ?? hint}
        sx={sx}
        slotProps={{
          htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  aria-label={pickerLabel}
                  onClick={handlePick}
                  disabled={disabled}
                  edge="end"
                  size={size}
                >
                  <CalendarMonth />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <input
        ref={picker}
        type="date"
        tabIndex={-1}
        aria-hidden
        min={min}
        max={max}
        value={isDateOnly(value) ? value : ''}
        onChange={(event) => {
          if (!isDateOnly(event.target.value)) return;
          setTyped(formatDateOnly(event.target.value));
          onChange(event.target.value);
        }}
        style={{ ...visuallyHidden, position: 'absolute' }}
      />
    </>
  );
}
