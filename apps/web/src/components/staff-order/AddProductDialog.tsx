import { SEARCH_DEBOUNCE_MS } from '@cleaver/domain/constants';
import { MESSAGES } from '@cleaver/domain/messages';
import { cents, formatNZD } from '@cleaver/domain/money';
import { unitLabel } from '@cleaver/domain/quantity';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { visuallyHidden } from '../../lib/visually-hidden';
import { LoadError } from '../LoadError';
import { ProductImage } from '../ProductImage';
import { useOrderEditorCategories } from './api/order-categories';
import { type StaffOrderProduct, useStaffOrderProducts } from './api/staff-order-products';
import { QuantityDialog } from './QuantityDialog';

// On a phone the image, code column and category give way (the code goes under the name), so Price and Add fit without scrolling sideways.
const wideOnly = { display: { xs: 'none', sm: 'table-cell' } } as const;

interface AddProductDialogProps {
  customerId: string | null;
  customerName: string;
  /** Products already on the order: choosing one says 'Product Already Added'. */
  isOnOrder: (productId: string) => boolean;
  onAlreadyAdded: () => void;
  onAdd: (product: StaffOrderProduct, quantity: number) => void;
  onClose: () => void;
  /** What the prices shown mean for what is being made. */
  priceNote?: string;
}

/**
 * Add Product: a search, a category filter and a table of products at the customer's prices; choosing one
 * asks for the quantity (Set). The dialog stays open for the next product.
 */
export function AddProductDialog({
  customerId,
  customerName,
  isOnOrder,
  onAlreadyAdded,
  onAdd,
  onClose,
  priceNote = 'The server prices each new line when the order is saved.',
}: AddProductDialogProps) {
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const [typed, setTyped] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [choosing, setChoosing] = useState<StaffOrderProduct | null>(null);
  const search = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const categories = useOrderEditorCategories();
  const products = useStaffOrderProducts({ customerId, search, categoryId }, true);

  const handleChoose = (product: StaffOrderProduct) => {
    if (isOnOrder(product.id)) onAlreadyAdded();
    else setChoosing(product);
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullScreen={phone} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>Add Product</DialogTitle>
      <DialogContent dividers sx={{ px: { xs: 1.5, sm: 3 } }}>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          Prices for {customerName || 'no customer yet (default prices)'}, excluding GST. {priceNote}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 1 }}>
          <TextField
            label="Search products"
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            size="small"
            autoComplete="off"
            helperText="Name or code"
            sx={{ flex: '1 1 220px' }}
          />
          <TextField
            select
            label="Category"
            value={categoryId}
            onChange={(event) => setCategoryId(event.target.value)}
            size="small"
            helperText=" "
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            sx={{ flex: '1 1 180px' }}
          >
            <MenuItem value="">All categories</MenuItem>
            {(categories.data ?? []).map((category) => (
              <MenuItem key={category.id} value={category.id}>
                {category.categoryName}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        {products.isFetching ? <LinearProgress aria-label="Loading products" /> : null}
        {products.isError && !products.data ? (
          <LoadError message="The products could not be loaded." onRetry={() => void products.refetch()} />
        ) : (
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Products">
              <TableHead>
                <TableRow>
                  <TableCell sx={{ width: 72, ...wideOnly }}>
                    <Box component="span" sx={visuallyHidden}>
                      Image
                    </Box>
                  </TableCell>
                  <TableCell sx={wideOnly}>Code</TableCell>
                  <TableCell>Name</TableCell>
                  <TableCell sx={wideOnly}>Category</TableCell>
                  <TableCell align="right">Price</TableCell>
                  <TableCell align="right">Add</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {(products.data ?? []).map((product) => {
                  const blocked = !product.isEnabled
                    ? 'Disabled'
                    : !product.inStock
                      ? MESSAGES.outOfStock
                      : null;
                  return (
                    <TableRow key={product.id} hover>
                      <TableCell sx={wideOnly}>
                        <Box sx={{ width: 56 }}>
                          <ProductImage image={product.image} alt="" sizes="56px" />
                        </Box>
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap', ...wideOnly }}>{product.code}</TableCell>
                      <TableCell sx={{ minWidth: { xs: 110, sm: 160 } }}>
                        {product.name}
                        <Box
                          component="span"
                          sx={{ display: { xs: 'block', sm: 'none' }, color: 'text.secondary' }}
                        >
                          {product.code}
                        </Box>
                      </TableCell>
                      <TableCell sx={wideOnly}>{product.categoryName}</TableCell>
                      <TableCell
                        align="right"
                        sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                      >
                        {formatNZD(cents(product.price))} / {unitLabel(product.unit)}
                      </TableCell>
                      <TableCell align="right">
                        {blocked ? (
                          <Typography variant="body2" sx={{ color: 'error.main', whiteSpace: 'nowrap' }}>
                            {blocked}
                          </Typography>
                        ) : (
                          <Button
                            size="small"
                            variant="outlined"
                            onClick={() => handleChoose(product)}
                            aria-label={`Add ${product.name}`}
                          >
                            Add
                          </Button>
                        )}
                      </TableCell>
                    </TableRow>
                  );
                })}
                {products.data && products.data.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={6}>No products found.</TableCell>
                  </TableRow>
                ) : null}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          Done
        </Button>
      </DialogActions>
      {choosing ? (
        <QuantityDialog
          product={choosing}
          onSet={(quantity) => {
            onAdd(choosing, quantity);
            setChoosing(null);
          }}
          onClose={() => setChoosing(null)}
        />
      ) : null}
    </Dialog>
  );
}
