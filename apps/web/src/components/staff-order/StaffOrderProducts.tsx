import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

interface StaffOrderProductsProps {
  /** How many lines there are, for the heading's '(3 items)'. */
  count: number;
  /** The form's error for the lines (no products), shown above them; undefined for none. */
  error: { message?: string } | undefined;
  disabled: boolean;
  /** Add Product pressed: the editor opens its product dialog. */
  onAdd: () => void;
  /** The line cards. */
  children: ReactNode;
}

/**
 * The Products section of the staff order and standing-order editors: its heading with the item count, Add
 * Product, the lines' message, the cards, and a word while there are none.
 */
export function StaffOrderProducts({ count, error, disabled, onAdd, children }: StaffOrderProductsProps) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 1.5 }}>
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem', flexGrow: 1 }}>
          Products{' '}
          <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
            ({itemCountText(count)})
          </Box>
        </Typography>
        <Button variant="outlined" startIcon={<Add />} onClick={onAdd} disabled={disabled}>
          Add Product
        </Button>
      </Box>
      {error ? (
        <Alert severity="error" sx={{ mb: 1.5 }}>
          {error.message}
        </Alert>
      ) : null}
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {children}
        {count === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>No products yet. Add Product to start.</Typography>
        ) : null}
      </Box>
    </Box>
  );
}

/** Items on the order, as the heading counts them: '1 item', '3 items'. */
function itemCountText(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}
