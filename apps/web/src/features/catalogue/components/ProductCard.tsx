import { MESSAGES } from '@cleaver/domain/messages';
import { unitLabel } from '@cleaver/domain/quantity';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { memo, useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { ProductImage } from '../../../components/ProductImage';
import { QuantityAdd } from '../../../components/QuantityAdd';
import { CARD_IMAGE_SIZES } from '../../../lib/image-sizes';
import { unitPriceText } from '../../../lib/product-price';
import { productHref } from '../../../lib/store-links';
import type { CatalogueProduct } from '../api/list-products';
import { Ribbon } from './Ribbon';

export interface ProductCardProps {
  product: CatalogueProduct;
  inTrolley: boolean;
  /** Signed-in users see the OUT OF STOCK ribbon; guests do not (spec). */
  signedIn: boolean;
  /** The first row loads its images at once; the rest wait until they near the screen. */
  eagerImage: boolean;
  /** False while the user is loading, so nothing lands in the wrong trolley. */
  canAdd: boolean;
  onAdd: (product: CatalogueProduct, quantity: number) => void;
}

/**
 * A product in the catalogue grid. The name is the link to the product page and stretches over the
 * whole card, so a click anywhere but the quantity controls opens the product.
 */
export const ProductCard = memo(function ProductCard({
  product,
  inTrolley,
  signedIn,
  eagerImage,
  canAdd,
  onAdd,
}: ProductCardProps) {
  const nameId = useId();
  const outOfStock = !product.isInStock;
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={nameId}
      sx={(theme) => ({
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        transition: theme.transitions.create(['box-shadow', 'border-color']),
        '&:hover': { boxShadow: 3, borderColor: 'transparent' },
        // The focus ring goes round the card, which the name's link covers.
        '&:has(.product-card-link:focus-visible)': {
          outline: `3px solid ${theme.vars.palette.accentText}`,
          outlineOffset: '2px',
        },
      })}
    >
      <Box sx={{ position: 'relative' }}>
        <ProductImage
          image={product.image}
          alt={product.productName}
          sizes={CARD_IMAGE_SIZES}
          loading={eagerImage ? 'eager' : 'lazy'}
        />
        <Box
          sx={{
            position: 'absolute',
            top: 8,
            left: 8,
            right: 8,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 0.5,
            pointerEvents: 'none',
          }}
        >
          {inTrolley ? <Ribbon tone="added">Added</Ribbon> : null}
          {outOfStock && signedIn ? <Ribbon tone="out">{MESSAGES.outOfStock.toUpperCase()}</Ribbon> : null}
        </Box>
      </Box>
      <Box sx={{ p: { xs: 1.25, sm: 1.5 }, display: 'flex', flexDirection: 'column', gap: 0.5, flex: 1 }}>
        <Typography component="h2" sx={{ fontSize: '1rem', fontWeight: 700, lineHeight: 1.3 }}>
          <Link
            id={nameId}
            component={RouterLink}
            to={productHref(product)}
            className="product-card-link"
            underline="hover"
            sx={{
              color: 'text.primary',
              '&:focus-visible': { outline: 'none' },
              // Stretches the link over the card; the controls below sit above it.
              '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 },
            }}
          >
            {product.productName}
          </Link>
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {product.productCode}
        </Typography>
        {product.price ? (
          <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
            {unitPriceText(product.price.price, product.productUnit)}
          </Typography>
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Unit: {unitLabel(product.productUnit)}
          </Typography>
        )}
        {product.availability ? (
          // 'Thursdays only', 'Order 2 days ahead': a quiet outlined tag, not a warning.
          <Typography
            variant="caption"
            sx={{
              alignSelf: 'flex-start',
              px: 0.75,
              py: 0.25,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              color: 'text.secondary',
              lineHeight: 1.5,
            }}
          >
            {product.availability}
          </Typography>
        ) : null}
        <Box sx={{ mt: 'auto', pt: 1, position: 'relative', zIndex: 2 }}>
          <QuantityAdd
            productName={product.productName}
            unit={product.productUnit}
            disabled={outOfStock || !canAdd}
            onAdd={(quantity) => onAdd(product, quantity)}
          />
        </Box>
      </Box>
    </Card>
  );
});
