import { addDays, formatDateOnly, isDateOnly } from '@cleaver/domain/dates';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useRef, useState } from 'react';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { readDayFirst } from '../packing-date';

type PackingDateFieldProps = {
  /** `YYYY-MM-DD`; '' while the board has not said which date it shows. */
  date: string;
  onChange: (date: string) => void;
};

/**
 * The processing date to pack: typed as DD/MM/YYYY, stepped a day back or on, or chosen in the browser's date
 * picker from the calendar button.
 */
export function PackingDateField({ date, onChange }: PackingDateFieldProps) {
  const picker = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState(date ? formatDateOnly(date) : '');
  const [shown, setShown] = useState(date);
  if (date !== shown) {
    setShown(date);
    setTyped(date ? formatDateOnly(date) : '');
  }
  const invalid = typed.trim() !== '' && readDayFirst(typed) === null;

  const handlePick = () => {
    const input = picker.current;
    if (!input) return;
    try {
      input.showPicker();
    } catch {
      input.focus();
    }
  };

  const step = (days: number) => date && onChange(addDays(date, days));

  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
      <IconButton aria-label="Previous day" onClick={() => step(-1)} disabled={!date} sx={{ mt: 0.5 }}>
        <ChevronLeft />
      </IconButton>
      <TextField
        label="Processing date"
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          const next = readDayFirst(event.target.value);
          if (next) onChange(next);
        }}
        placeholder="DD/MM/YYYY"
        error={invalid}
        helperText={invalid ? 'Enter a date as DD/MM/YYYY' : undefined}
        sx={{ width: 210 }}
        slotProps={{
          htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton aria-label="Choose processing date" onClick={handlePick} edge="end">
                  <CalendarMonth />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <IconButton aria-label="Next day" onClick={() => step(1)} disabled={!date} sx={{ mt: 0.5 }}>
        <ChevronRight />
      </IconButton>
      <input
        ref={picker}
        type="date"
        tabIndex={-1}
        aria-hidden
        value={isDateOnly(date) ? date : ''}
        onChange={(event) => {
          if (isDateOnly(event.target.value)) onChange(event.target.value);
        }}
        style={{ ...visuallyHidden, position: 'absolute' }}
      />
    </Box>
  );
}
