import {
  filterQuantityText,
  formatQuantity,
  MAX_QUANTITY,
  MIN_QUANTITY,
  parseQuantity,
  readableQuantity,
  stepQuantity,
  type Unit,
} from '@cleaver/domain/quantity';
import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useId, useState } from 'react';
import { QuantityError } from './QuantityError';

const TOO_MANY = `At most ${readableQuantity(MAX_QUANTITY)}`;

/** A typed quantity as it will be kept: KG to 2 decimals, other units whole; null when nothing is typed. */
function normalise(text: string, unit: Unit): number | null {
  const typed = parseQuantity(text);
  return typed === null ? null : Number(formatQuantity(typed, unit));
}

interface LineQuantityProps {
  productName: string;
  unit: Unit;
  quantity: number;
  /** A new quantity; 0 means the line is removed. */
  onChange: (quantity: number) => void;
}

/**
 * A trolley or order line's quantity (the cart, and a customer changing their order in My Orders): minus, the field (digits and one dot) and plus. A quantity typed in changes
 * the line as it is typed; leaving the field with 0 or nothing, or pressing minus down to 0, removes the
 * line. KG shows 2 decimals, other units whole numbers. A quantity over the most a line may hold changes nothing
 * and says so; left, the field goes back to what the line holds (it was cut to the most without a word).
 */
export function LineQuantity({ productName, unit, quantity, onChange }: LineQuantityProps) {
  const [text, setText] = useState(() => formatQuantity(quantity, unit));
  // The line may change elsewhere (plus and minus, Add in the catalogue, another tab): show it, unless
  // the field already says it in the customer's own way ('2.5' for 2.50).
  const [shown, setShown] = useState(quantity);
  // Over the most a line holds: `error` while it is typed, then, once the field goes back to the line's quantity,
  // the same words as a plain note saying why.
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const errorId = useId();
  if (shown !== quantity) {
    setShown(quantity);
    if (normalise(text, unit) !== quantity) {
      setText(formatQuantity(quantity, unit));
      setError(null);
      setNote(null);
    }
  }

  const handleChange = (typed: string) => {
    const next = filterQuantityText(typed);
    setText(next);
    const value = normalise(next, unit);
    setNote(null);
    if (value !== null && value > MAX_QUANTITY) {
      setError(TOO_MANY);
      return;
    }
    setError(null);
    // 0 or a part-typed '0.' waits for the field to be left, so typing 0.5 does not remove the line.
    if (value !== null && value >= MIN_QUANTITY && value !== quantity) onChange(value);
  };
  const commit = () => {
    const value = normalise(text, unit) ?? 0;
    if (value > MAX_QUANTITY) {
      setText(formatQuantity(quantity, unit));
      setError(null);
      setNote(TOO_MANY);
      return;
    }
    if (value <= 0) {
      onChange(0);
      return;
    }
    const kept = Math.max(value, MIN_QUANTITY);
    if (kept !== quantity) onChange(kept);
    setText(formatQuantity(kept, unit));
  };
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') commit();
  };
  const handleStep = (direction: 1 | -1) => {
    setError(null);
    setNote(null);
    onChange(stepQuantity(quantity, unit, direction));
  };

  return (
    // A column, so the field keeps its own height (an inline box in a block would sit on a line of text) and its
    // message goes under it.
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}>
      <Box
        sx={(theme) => ({
          display: 'inline-flex',
          alignItems: 'center',
          border: 1,
          borderColor: error ? 'error.main' : 'grey.500',
          ...(error ? {} : theme.applyStyles('dark', { borderColor: 'grey.600' })),
          borderRadius: 1,
          '&:focus-within': { borderColor: error ? 'error.main' : 'accentText' },
        })}
      >
        <IconButton
          size="small"
          aria-label={`Decrease quantity of ${productName}`}
          onClick={() => handleStep(-1)}
        >
          <Remove fontSize="small" />
        </IconButton>
        <InputBase
          value={text}
          onChange={(event) => handleChange(event.target.value)}
          onBlur={commit}
          onKeyDown={handleKeyDown}
          slotProps={{
            input: {
              inputMode: 'decimal',
              autoComplete: 'off',
              'aria-label': `Quantity of ${productName}`,
              'aria-invalid': error ? true : undefined,
              'aria-describedby': error ? errorId : undefined,
              maxLength: 9,
            },
          }}
          sx={{
            width: '4.75rem',
            '& input': { textAlign: 'center', py: 0.5, px: 0, fontVariantNumeric: 'tabular-nums' },
          }}
        />
        <IconButton
          size="small"
          aria-label={`Increase quantity of ${productName}`}
          onClick={() => handleStep(1)}
        >
          <Add fontSize="small" />
        </IconButton>
      </Box>
      {error ? (
        <QuantityError id={errorId} message={error} />
      ) : note ? (
        <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary', mt: 0.5 }}>
          {note}
        </Typography>
      ) : null}
    </Box>
  );
}
