import {
  checkQuantity,
  DEFAULT_QUANTITY,
  formatQuantity,
  parseQuantity,
  stepQuantity,
  type Unit,
} from '@cleaver/domain/quantity';
import Add from '@mui/icons-material/Add';
import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import Remove from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { QuantityError } from './QuantityError';

// MUI's small IconButton around a small icon: 20 px and 5 px of padding each side.
const STEP_BUTTON_PX = 30;

interface QuantityAddProps {
  productName: string;
  unit: Unit;
  /** Out of stock, or the user is still loading: the controls show but cannot be used. */
  disabled?: boolean;
  onAdd: (quantity: number) => void;
  /** 'card': stepper above a full-width Add; 'page': a visible label and Add beside the stepper. */
  layout?: 'card' | 'page';
}

/**
 * The quantity field with minus and plus, and Add. What is typed stays as typed: a quantity that cannot
 * be added ('0', '1.2.3', '10000') gets a message under the field when the field is left or Add is
 * pressed, and Add then adds nothing.
 */
export function QuantityAdd({
  productName,
  unit,
  disabled = false,
  onAdd,
  layout = 'card',
}: QuantityAddProps) {
  const [text, setText] = useState(() => formatQuantity(DEFAULT_QUANTITY, unit));
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // On a page drawn by the server, a quantity typed before the app took the page over is in the field but not in
  // this state (hydration keeps the default): it is taken over once, so Add adds what the field shows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, when the field is first React's
  useLayoutEffect(() => {
    const typed = inputRef.current?.value;
    if (typed !== undefined && typed !== text) setText(typed);
  }, []);
  const current = parseQuantity(text);
  const decreased = current === null ? 0 : stepQuantity(current, unit, -1);

  const change = (next: string) => {
    setText(next);
    // Once a message shows, it follows the typing, and goes as soon as the quantity can be added.
    if (error !== null) setError(checkQuantity(next, unit).error);
  };
  const handleStep = (direction: 1 | -1) => {
    const next = stepQuantity(current ?? 0, unit, direction);
    setText(formatQuantity(next > 0 ? next : DEFAULT_QUANTITY, unit));
    setError(null);
  };
  const handleBlur = () => {
    const checked = checkQuantity(text, unit);
    // Show what will be added: KG to 2 decimals, whole numbers for other units.
    if (checked.error === null) setText(formatQuantity(checked.quantity, unit));
    else if (text.trim() !== '') setError(checked.error);
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkQuantity(text, unit);
    if (checked.error !== null) {
      setError(checked.error);
      return;
    }
    setText(formatQuantity(checked.quantity, unit));
    onAdd(checked.quantity);
  };

  const stepper = (
    <Box
      sx={(theme) => ({
        // On a card, a grid whose outer columns are the buttons' width from the start: a phone can paint the server's
        // page while it still arrives, and with the row's free space going to the field, "+" arriving last narrowed the
        // field and moved its centred quantity (a layout shift, Lighthouse). On the product page the field has its
        // own width.
        ...(layout === 'card'
          ? { display: 'grid', gridTemplateColumns: `${STEP_BUTTON_PX}px minmax(0, 1fr) ${STEP_BUTTON_PX}px` }
          : { display: 'flex' }),
        alignItems: 'center',
        border: 1,
        borderColor: error ? 'error.main' : 'grey.500',
        ...(error ? {} : theme.applyStyles('dark', { borderColor: 'grey.600' })),
        borderRadius: 1,
        minWidth: 0,
        flex: layout === 'card' ? '1 1 auto' : '0 0 auto',
        '&:focus-within': { borderColor: error ? 'error.main' : 'accentText' },
      })}
    >
      <IconButton
        size="small"
        aria-label="Decrease quantity"
        disabled={disabled || decreased <= 0}
        onClick={() => handleStep(-1)}
      >
        <Remove fontSize="small" />
      </IconButton>
      <InputBase
        id={inputId}
        inputRef={inputRef}
        value={text}
        disabled={disabled}
        onChange={(event) => change(event.target.value)}
        onBlur={handleBlur}
        slotProps={{
          input: {
            inputMode: 'decimal',
            autoComplete: 'off',
            'aria-label': layout === 'card' ? `Quantity of ${productName}` : undefined,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? errorId : undefined,
            maxLength: 9,
          },
        }}
        sx={{
          flex: 1,
          minWidth: 0,
          width: layout === 'card' ? undefined : '5.5rem',
          '& input': { textAlign: 'center', py: 0.5, px: 0, fontVariantNumeric: 'tabular-nums' },
        }}
      />
      <IconButton
        size="small"
        aria-label="Increase quantity"
        disabled={disabled}
        onClick={() => handleStep(1)}
      >
        <Add fontSize="small" />
      </IconButton>
    </Box>
  );

  return (
    <Box component="form" noValidate onSubmit={handleSubmit}>
      {layout === 'page' ? (
        <Typography component="label" htmlFor={inputId} sx={{ display: 'block', fontWeight: 600, mb: 0.75 }}>
          Quantity
        </Typography>
      ) : null}
      <Box
        sx={{
          display: 'flex',
          gap: 1,
          flexDirection: layout === 'card' ? 'column' : 'row',
          alignItems: layout === 'card' ? 'stretch' : 'center',
        }}
      >
        {stepper}
        <Button
          type="submit"
          variant="contained"
          disabled={disabled}
          startIcon={<AddShoppingCart />}
          aria-label={`Add ${productName} to trolley`}
          size={layout === 'card' ? 'small' : 'medium'}
          sx={{ fontWeight: 700, flexShrink: 0 }}
        >
          Add
        </Button>
      </Box>
      {error ? <QuantityError id={errorId} message={error} /> : null}
    </Box>
  );
}
