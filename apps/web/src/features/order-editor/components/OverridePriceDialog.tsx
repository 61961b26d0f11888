import { ADMIN_MESSAGES } from '@cleaver/domain/admin-messages';
import { type Cents, formatNZD } from '@cleaver/domain/money';
import { unitLabel } from '@cleaver/domain/quantity';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { centsToDollars, dollarsToCents } from '../../../lib/dollars-text';
import type { EditorLine } from '../order-form';

interface OverridePriceDialogProps {
  line: EditorLine;
  /** A price for this line, or null to charge the level's price again. */
  onSet: (override: Cents | null) => void;
  onClose: () => void;
}

/** Sets one line's unit price by hand (recorded as an override), or clears it back to the level's price. */
export function OverridePriceDialog({ line, onSet, onClose }: OverridePriceDialogProps) {
  const titleId = useId();
  const [typed, setTyped] = useState(centsToDollars(line.override ?? line.unitPrice));
  const [error, setError] = useState<string | null>(null);
  const unit = unitLabel(line.unit);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog is portalled but React still bubbles its submit to the order's form, which would save the order.
    event.stopPropagation();
    const price = typed.trim() === '' ? null : dollarsToCents(typed);
    if (price === null) {
      setError(ADMIN_MESSAGES.priceRange);
      return;
    }
    onSet(price);
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={handleSubmit}>
        <DialogTitle id={titleId}>Override price: {line.productName}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {line.levelPrice !== null
              ? `The customer's level charges ${formatNZD(line.levelPrice)} / ${unit}.`
              : 'This product is no longer sold; its level price is unknown.'}
          </DialogContentText>
          <TextField
            label={`Unit price (NZD per ${unit})`}
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value.replace(/[^\d.]/g, ''));
              setError(null);
            }}
            autoFocus
            fullWidth
            error={error !== null}
            helperText={error ?? 'Excluding GST'}
            slotProps={{
              htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
              input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
            }}
          />
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose}>Cancel</Button>
          {line.override !== null ? (
            <Button onClick={() => onSet(null)} color="warning">
              Use Level Price
            </Button>
          ) : null}
          <Button type="submit" variant="contained">
            Set
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
