import { cents, formatNZD } from '@cleaver/domain/money';
import type { Unit } from '@cleaver/domain/quantity';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { unitPriceText } from '../../../lib/product-price';
import { visuallyHidden } from '../../../lib/visually-hidden';
import type { ProductDetail } from '../api/get-product';

interface ProductPriceLineProps {
  price: ProductDetail['price'];
  unit: Unit;
  signedIn: boolean;
}

/**
 * The price: the default price, or, when the customer has a custom price, the default struck through
 * and the custom price marked '(discount)'. Guests get no price (the server sends none).
 */
export function ProductPriceLine({ price, unit, signedIn }: ProductPriceLineProps) {
  if (!price) {
    return signedIn ? null : (
      <Typography sx={{ color: 'text.secondary' }}>
        <Link component={RouterLink} to="/login">
          Log in
        </Link>{' '}
        to see your prices and order.
      </Typography>
    );
  }
  const discounted = price.customPrice !== null && price.customPrice !== undefined;
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1.5 }}>
      {discounted ? (
        <Typography component="span" sx={{ color: 'text.secondary', fontSize: '1.125rem' }}>
          {/* Screen readers seldom announce strikethrough, so the struck price says what it is. */}
          <Box component="span" sx={visuallyHidden}>
            Default price:{' '}
          </Box>
          <s>{formatNZD(cents(price.defaultPrice))}</s>
        </Typography>
      ) : null}
      <Typography
        component="p"
        sx={{ fontSize: '1.5rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums', color: 'accentText' }}
      >
        {discounted ? (
          <Box component="span" sx={visuallyHidden}>
            Your price:{' '}
          </Box>
        ) : null}
        {unitPriceText(price.price, unit)}
        {discounted ? (
          <Box component="span" sx={{ fontSize: '1rem', fontWeight: 600, ml: 1 }}>
            (discount)
          </Box>
        ) : null}
      </Typography>
    </Box>
  );
}
