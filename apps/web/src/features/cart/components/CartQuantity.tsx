import {
  filterQuantityText,
  formatQuantity,
  MIN_QUANTITY,
  parseQuantity,
  stepQuantity,
  type Unit,
} from '@cleaver/domain/quantity';
import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import { type KeyboardEvent, useState } from 'react';

/** A typed quantity as it will be kept: KG to 2 decimals, other units whole; null when nothing is typed. */
function normalise(text: string, unit: Unit): number | null {
  const typed = parseQuantity(text);
  return typed === null ? null : Number(formatQuantity(typed, unit));
}

interface CartQuantityProps {
  productName: string;
  unit: Unit;
  quantity: number;
  /** A new quantity; 0 means the line is removed. */
  onChange: (quantity: number) => void;
}

/**
 * A trolley line's quantity: minus, the field (digits and one dot) and plus. A quantity typed in changes
 * the line as it is typed; leaving the field with 0 or nothing, or pressing minus down to 0, removes the
 * line. KG shows 2 decimals, other units whole numbers.
 */
export function CartQuantity({ productName, unit, quantity, onChange }: CartQuantityProps) {
  const [text, setText] = useState(() => formatQuantity(quantity, unit));
  // The line may change elsewhere (plus and minus, Add in the catalogue, another tab): show it, unless
  // the field already says it in the customer's own way ('2.5' for 2.50).
  const [shown, setShown] = useState(quantity);
  if (shown !== quantity) {
    setShown(quantity);
    if (normalise(text, unit) !== quantity) setText(formatQuantity(quantity, unit));
  }

  const handleChange = (typed: string) => {
    const next = filterQuantityText(typed);
    setText(next);
    const value = normalise(next, unit);
    // 0 or a part-typed '0.' waits for the field to be left, so typing 0.5 does not remove the line.
    if (value !== null && value >= MIN_QUANTITY && value !== quantity) onChange(value);
  };
  const commit = () => {
    const value = normalise(text, unit) ?? 0;
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
  const handleStep = (direction: 1 | -1) => onChange(stepQuantity(quantity, unit, direction));

  return (
    <Box
      sx={(theme) => ({
        display: 'inline-flex',
        alignItems: 'center',
        border: 1,
        borderColor: 'grey.500',
        ...theme.applyStyles('dark', { borderColor: 'grey.600' }),
        borderRadius: 1,
        '&:focus-within': { borderColor: 'accentText' },
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
  );
}
