import { MESSAGES } from '@cleaver/domain/messages';
import { formatNZD } from '@cleaver/domain/money';
import { unitLabel } from '@cleaver/domain/quantity';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { LineQuantity } from '../../../components/LineQuantity';
import { ProductImage } from '../../../components/ProductImage';
import { unitPriceText } from '../../../lib/product-price';
import { productHref } from '../../../lib/store-links';
import { visuallyHidden } from '../../../lib/visually-hidden';
import type { CartLineView } from '../cart-estimate';
import { LineNote } from './LineNote';

interface CartLineItemProps {
  view: CartLineView;
  /** Signed-in viewers see prices. */
  signedIn: boolean;
  /** The customer's saved note; undefined when notes do not apply (guests, admins) or still load. */
  note: string | null | undefined;
  /** The customer's notes are still loading: the note's room is kept, so the lines below do not jump. */
  notePending?: boolean;
  onQuantityChange: (productId: string, quantity: number) => void;
  onRemove: (productId: string) => void;
}

/** One trolley line: image, name, code, price per unit, quantity controls, remove, line total and the note. */
export function CartLineItem({
  view,
  signedIn,
  note,
  notePending = false,
  onQuantityChange,
  onRemove,
}: CartLineItemProps) {
  const { line, product, problem } = view;
  // The product as it is now wins over what was stored when it was added.
  const name = product?.productName ?? line.productName;
  const code = product?.productCode ?? line.productCode;
  const unit = product?.productUnit ?? line.productUnit;
  const image =
    product?.image ??
    (line.imageUrl ? { url: line.imageUrl, srcSet: `${line.imageUrl} 640w`, width: 640, height: 480 } : null);
  const nameId = `cart-line-${line.productId}`;

  return (
    <Box
      component="article"
      aria-labelledby={nameId}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '88px minmax(0, 1fr)', sm: '120px minmax(0, 1fr)' },
        columnGap: { xs: 1.5, sm: 2 },
        py: 2,
      }}
    >
      <Box sx={{ borderRadius: 1, overflow: 'hidden', alignSelf: 'start', opacity: problem ? 0.6 : 1 }}>
        <ProductImage image={image} alt="" sizes="120px" />
      </Box>
      <Box sx={{ minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography component="h3" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
              {problem === 'unavailable' ? (
                <span id={nameId}>{name}</span>
              ) : (
                <Link
                  id={nameId}
                  component={RouterLink}
                  to={productHref({ id: line.productId, productName: name })}
                  underline="hover"
                  sx={{ color: 'text.primary' }}
                >
                  {name}
                </Link>
              )}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {code}
            </Typography>
          </Box>
          <IconButton
            aria-label={`Remove ${name}`}
            onClick={() => onRemove(line.productId)}
            sx={{ mt: -0.5, mr: -1 }}
          >
            <DeleteOutlined />
          </IconButton>
        </Box>

        <Box sx={{ mt: 0.5, minHeight: '1.5em' }}>
          {view.loading ? (
            <Skeleton width="8rem" />
          ) : signedIn && product?.price ? (
            <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
              {unitPriceText(product.price.price, unit)}
            </Typography>
          ) : (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Unit: {unitLabel(unit)}
            </Typography>
          )}
        </Box>

        {/* Guests are not shown stock (spec §2), only that a product has gone. */}
        {problem === 'unavailable' || (problem === 'out-of-stock' && signedIn) ? (
          <Chip
            size="small"
            label={problem === 'unavailable' ? 'No longer available' : MESSAGES.outOfStock}
            sx={{ mt: 0.75, alignSelf: 'flex-start', bgcolor: 'error.dark', color: 'error.contrastText' }}
          />
        ) : null}

        <Box
          sx={{
            mt: 1,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            gap: 1,
          }}
        >
          <LineQuantity
            productName={name}
            unit={unit}
            quantity={line.quantity}
            onChange={(quantity) => onQuantityChange(line.productId, quantity)}
          />
          {view.lineTotal !== null ? (
            <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
              <Box component="span" sx={visuallyHidden}>
                Line total{' '}
              </Box>
              {formatNZD(view.lineTotal)}
            </Typography>
          ) : null}
        </Box>
        {problem === null ? (
          <LineNote productId={line.productId} productName={name} note={note} pending={notePending} />
        ) : null}
      </Box>
    </Box>
  );
}
