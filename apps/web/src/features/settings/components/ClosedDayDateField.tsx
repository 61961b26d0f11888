import { formatDateOnly, isDateOnly } from '@cleaver/domain/dates';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { type Ref, useRef } from 'react';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { readDayFirst } from '../closed-days';

interface ClosedDayDateFieldProps {
  /** The text as typed, DD/MM/YYYY. */
  value: string;
  onChange: (text: string) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  /** The first day that may be chosen, `YYYY-MM-DD`. */
  min: string;
  error: string | undefined;
  disabled: boolean;
}

/**
 * The closed day's date: typed as DD/MM/YYYY, or chosen in the browser's date picker from the calendar button
 * (its own field shows dates in the browser's format, which may be US, so it stays hidden).
 */
export function ClosedDayDateField({
  value,
  onChange,
  onBlur,
  inputRef,
  min,
  error,
  disabled,
}: ClosedDayDateFieldProps) {
  const picker = useRef<HTMLInputElement>(null);

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
        label="Date"
        required
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        inputRef={inputRef}
        placeholder="DD/MM/YYYY"
        error={Boolean(error)}
        helperText={error ?? 'DD/MM/YYYY'}
        sx={{ flex: { sm: '0 0 13rem' } }}
        slotProps={{
          htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  aria-label="Choose closed day"
                  onClick={handlePick}
                  disabled={disabled}
                  edge="end"
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
        value={readDayFirst(value) ?? ''}
        onChange={(event) => {
          if (isDateOnly(event.target.value)) onChange(formatDateOnly(event.target.value));
        }}
        style={{ ...visuallyHidden, position: 'absolute' }}
      />
    </>
  );
}
