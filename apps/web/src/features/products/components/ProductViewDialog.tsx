import { type Cents, formatNZD } from '@cleaver/domain/money';
import { availabilityText } from '@cleaver/domain/product-availability';
import { unitLabel } from '@cleaver/domain/quantity';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { ProductImage } from '../../../components/ProductImage';
import type { AdminProductRow } from '../api/admin-products';

interface ProductViewDialogProps {
  product: AdminProductRow;
  onClose: () => void;
  onEdit: () => void;
}

/** Every field of a product, read-only, with Edit to change it. */
export function ProductViewDialog({ product, onClose, onEdit }: ProductViewDialogProps) {
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const fields: Array<[string, string]> = [
    ['Product Type', product.productType === 'SERVICE' ? 'Service' : 'Product'],
    ['Product Code', product.productCode],
    ['Description', product.description || '—'],
    ['Default Price', formatNZD(product.defaultPrice as Cents)],
    ['Unit', unitLabel(product.productUnit)],
    ['Category', product.categoryName],
    ['Group', product.productGroup],
    ['Status', product.isEnabled ? 'Enabled' : 'Disabled'],
    ['Stock', product.isInStock ? 'In Stock' : 'Out Of Stock'],
    [
      'Delivery',
      availabilityText({ leadDays: product.leadDays, weekdays: product.deliveryWeekdays }) ?? 'Any day',
    ],
  ];
  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{product.productName}</DialogTitle>
      <DialogContent>
        <Box sx={{ maxWidth: 320, mb: 2 }}>
          <ProductImage image={product.image} alt={product.productName} sizes="320px" loading="eager" />
        </Box>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1, m: 0 }}
        >
          {fields.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" onClick={onEdit}>
          Edit
        </Button>
      </DialogActions>
    </Dialog>
  );
}
