import { checkQuantity, DEFAULT_QUANTITY, formatQuantity, unitLabel } from '@cleaver/domain/quantity';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import type { StaffOrderProduct } from './api/staff-order-products';

interface QuantityDialogProps {
  product: StaffOrderProduct;
  onSet: (quantity: number) => void;
  onClose: () => void;
}

/** The quantity of a product being added: digits and a decimal point, at least 0.1 (1 for whole units). */
export function QuantityDialog({ product, onSet, onClose }: QuantityDialogProps) {
  const titleId = useId();
  const [typed, setTyped] = useState(formatQuantity(DEFAULT_QUANTITY, product.unit));
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog is portalled but React still bubbles its submit to a form around the opener (the editor's).
    event.stopPropagation();
    const checked = checkQuantity(typed, product.unit);
    if (checked.quantity === null) setError(checked.error);
    else onSet(checked.quantity);
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={handleSubmit}>
        <DialogTitle id={titleId}>{product.name}</DialogTitle>
        <DialogContent>
          <TextField
            label={`Quantity (${unitLabel(product.unit)})`}
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value.replace(/[^\d.]/g, ''));
              setError(null);
            }}
            autoFocus
            fullWidth
            margin="dense"
            error={error !== null}
            helperText={error ?? ' '}
            slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained">
            Set
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
