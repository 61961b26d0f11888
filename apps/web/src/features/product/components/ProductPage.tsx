import { MESSAGES } from '@cleaver/domain/messages';
import { unitLabel } from '@cleaver/domain/quantity';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { ProductImage } from '../../../components/ProductImage';
import { QuantityAdd } from '../../../components/QuantityAdd';
import { useSnackbar } from '../../../components/snackbar-context';
import { addToTrolley, trolleyLineOf } from '../../../lib/add-to-trolley';
import { PRODUCT_IMAGE_SIZES } from '../../../lib/image-sizes';
import { catalogueHref } from '../../../lib/store-links';
import { type TrolleyOwner, useTrolleyProductIds } from '../../../lib/trolley-store';
import { type ProductDetail, useGetProduct } from '../api/get-product';
import { ProductNotFound } from './ProductNotFound';
import { ProductPriceLine } from './ProductPriceLine';

interface ProductPageProps {
  /** The ?id= of the address; empty when it has none. */
  id: string;
  signedIn: boolean;
  /** Whose trolley Add fills; null while the user is loading. */
  trolleyOwner: TrolleyOwner | null;
}

/** Product detail (/order/product?id=…&name=…). */
export function ProductPage({ id, signedIn, trolleyOwner }: ProductPageProps) {
  const product = useGetProduct(id);
  if (id === '' || product.data === null) return <ProductNotFound />;
  if (product.isError && !product.data) {
    return (
      <LoadError
        message="This product could not be loaded. Check your connection and try again."
        onRetry={() => void product.refetch()}
      />
    );
  }
  if (!product.data) return <ProductSkeleton />;
  return <ProductDetails product={product.data} signedIn={signedIn} trolleyOwner={trolleyOwner} />;
}

function ProductDetails({
  product,
  signedIn,
  trolleyOwner,
}: {
  product: ProductDetail;
  signedIn: boolean;
  trolleyOwner: TrolleyOwner | null;
}) {
  const inTrolley = useTrolleyProductIds(trolleyOwner).has(product.id);
  const showSnackbar = useSnackbar();
  const handleAdd = (quantity: number) => {
    if (trolleyOwner === null) return;
    const confirmation = addToTrolley(trolleyOwner, trolleyLineOf(product, quantity));
    showSnackbar(confirmation, 'success');
  };

  return (
    <>
      <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 2 }}>
        <Link component={RouterLink} to="/order">
          Products
        </Link>
        <Link component={RouterLink} to={catalogueHref({ category: product.categoryName })}>
          {product.categoryName}
        </Link>
      </Breadcrumbs>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 5 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ borderRadius: 2, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
          <ProductImage
            image={product.image}
            alt={product.productName}
            sizes={PRODUCT_IMAGE_SIZES}
            loading="high"
          />
        </Box>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Box>
            <Typography variant="h1" sx={{ mb: 1, fontSize: { xs: '1.625rem', sm: '2rem' } }}>
              {product.productName}
            </Typography>
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: 'auto 1fr',
                columnGap: 2,
                rowGap: 0.5,
                '& dt': { color: 'text.secondary' },
                '& dd': { m: 0, fontWeight: 600 },
              }}
            >
              <dt>Code</dt>
              <dd>{product.productCode}</dd>
              <dt>Unit</dt>
              <dd>{unitLabel(product.productUnit)}</dd>
              {product.availability ? (
                <>
                  <dt>Availability</dt>
                  <dd>{product.availability}</dd>
                </>
              ) : null}
            </Box>
          </Box>
          <ProductPriceLine price={product.price} unit={product.productUnit} signedIn={signedIn} />
          {!product.isInStock || inTrolley ? (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {product.isInStock ? null : (
                // The darker red keeps white text at 4.5:1 or better.
                <Chip
                  label={MESSAGES.outOfStock}
                  sx={{ bgcolor: 'error.dark', color: 'error.contrastText' }}
                />
              )}
              {inTrolley ? <Chip label="Added" color="primary" /> : null}
            </Box>
          ) : null}
          <QuantityAdd
            layout="page"
            productName={product.productName}
            unit={product.productUnit}
            disabled={!product.isInStock || trolleyOwner === null}
            onAdd={handleAdd}
          />
          <Box component="section" aria-labelledby="product-description-heading">
            <Typography id="product-description-heading" variant="h2" sx={{ fontSize: '1.125rem', mb: 0.5 }}>
              Description
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line' }}>
              {product.description || 'No description yet.'}
            </Typography>
          </Box>
        </Box>
      </Box>
    </>
  );
}

function ProductSkeleton() {
  return (
    <Box
      role="status"
      aria-label="Loading the product"
      sx={{
        display: 'grid',
        gap: { xs: 3, md: 5 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
        mt: 5,
      }}
    >
      <Skeleton variant="rectangular" sx={{ aspectRatio: '4 / 3', height: 'auto', borderRadius: 2 }} />
      <Box>
        <Skeleton variant="text" sx={{ fontSize: '2rem' }} width="70%" />
        <Skeleton width="40%" />
        <Skeleton width="30%" />
      </Box>
    </Box>
  );
}
