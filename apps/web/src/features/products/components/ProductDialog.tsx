import { userMessage } from '@cleaver/domain/errors';
import { type Cents, toDecimalString } from '@cleaver/domain/money';
import type { ProductFormValues } from '@cleaver/domain/schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { LoadError } from '../../../components/LoadError';
import type { AdminProductRow } from '../api/admin-products';
import { type ProductLevelPrice, useNewProductPriceLevels } from '../api/price-levels';
import { useProductCategories } from '../api/product-categories';
import { useProductFormData } from '../api/product-form-data';
import { ProductForm } from './ProductForm';

interface ProductDialogProps {
  /** null: add a new product; otherwise the one being edited. */
  productId: string | null;
  onClose: () => void;
}

/** Add Product or Edit Product: loads what the form needs, then shows it (full screen on phones). */
export function ProductDialog({ productId, onClose }: ProductDialogProps) {
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const title = productId ? 'Edit Product' : 'Add Product';
  return (
    <Dialog
      open
      onClose={(_event, reason) => {
        // A stray click beside the dialog must not throw away a half-typed product.
        if (reason !== 'backdropClick') onClose();
      }}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {productId ? <EditProduct productId={productId} onClose={onClose} /> : <AddProduct onClose={onClose} />}
    </Dialog>
  );
}

function AddProduct({ onClose }: { onClose: () => void }) {
  const levels = useNewProductPriceLevels();
  const categories = useProductCategories();
  if (levels.isError || categories.isError) {
    return (
      <Failed onClose={onClose} onRetry={() => void Promise.all([levels.refetch(), categories.refetch()])} />
    );
  }
  if (!levels.data || !categories.data) return <Loading onClose={onClose} />;
  return (
    <ProductForm
      product={null}
      defaultValues={formValues(null, levels.data)}
      categories={categories.data}
      priceLevels={levels.data}
      onClose={onClose}
    />
  );
}

function EditProduct({ productId, onClose }: { productId: string; onClose: () => void }) {
  const data = useProductFormData(productId);
  const categories = useProductCategories();
  if (data.isError || categories.isError) {
    return (
      <Failed onClose={onClose} onRetry={() => void Promise.all([data.refetch(), categories.refetch()])} />
    );
  }
  if (!data.data || !categories.data) return <Loading onClose={onClose} />;
  const product = data.data.adminProduct;
  if (!product) {
    return (
      <>
        <DialogContent>
          <Alert severity="info">This product has been deleted.</Alert>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Close</Button>
        </DialogActions>
      </>
    );
  }
  return (
    <ProductForm
      product={product}
      sync={product.sync}
      defaultValues={formValues(product, data.data.productPriceLevels)}
      categories={categories.data}
      priceLevels={data.data.productPriceLevels}
      onClose={onClose}
    />
  );
}

function Loading({ onClose }: { onClose: () => void }) {
  return (
    <>
      <DialogContent>
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading product" />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </>
  );
}

function Failed({ onClose, onRetry }: { onClose: () => void; onRetry: () => void }) {
  return (
    <>
      <DialogContent>
        <LoadError message={userMessage('INTERNAL')} onRetry={onRetry} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </>
  );
}

const dollars = (value: number | null) => (value === null ? '' : toDecimalString(value as Cents));

/** The form's starting values: the product as stored, or a blank enabled, in-stock product. */
function formValues(
  product: AdminProductRow | null,
  levels: readonly ProductLevelPrice[],
): ProductFormValues {
  return {
    productType: product?.productType ?? 'PRODUCT',
    productName: product?.productName ?? '',
    productCode: product?.productCode ?? '',
    description: product?.description ?? '',
    defaultPrice: product ? dollars(product.defaultPrice) : '',
    productUnit: product?.productUnit ?? '',
    categoryId: product?.categoryId ?? '',
    productGroup: product?.productGroup ?? '',
    isEnabled: product?.isEnabled ?? true,
    isInStock: product?.isInStock ?? true,
    imageKey: product?.imageKey ?? null,
    leadDays: product?.leadDays ?? 0,
    deliveryWeekdays: product?.deliveryWeekdays ?? null,
    customPrices: levels.map((level) => ({
      priceLevelId: level.priceLevelId,
      price: dollars(level.customPrice),
    })),
  };
}
