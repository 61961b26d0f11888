import { cents, formatNZD } from '@cleaver/domain/money';
import Box from '@mui/material/Box';
import { visuallyHidden } from '../../../lib/visually-hidden';
import type { MyOrderRow } from '../api/list-my-orders';
import { isEstimate } from '../order-figures';

/**
 * An order's total on its My Orders row: "$123.45 est." until invoiced (read out as "Estimated total
 * $123.45"), and "Not charged" for a cancelled order, which the server sends without totals.
 */
export function OrderTotal({ order }: { order: MyOrderRow }) {
  if (!order.totals) return <>Not charged</>;
  const amount = formatNZD(cents(order.totals.total));
  if (!isEstimate(order)) return <>{amount}</>;
  return (
    <>
      <Box component="span" aria-hidden sx={{ whiteSpace: 'nowrap' }}>
        {amount}{' '}
        <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8125rem' }}>
          est.
        </Box>
      </Box>
      <Box component="span" sx={visuallyHidden}>
        Estimated total {amount}
      </Box>
    </>
  );
}
