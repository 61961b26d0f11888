import { formatDateOnly, formatTimeAndDay } from '@cleaver/domain/dates';
import Check from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { MyOrderRow } from '../api/list-my-orders';
import { OrderTotal } from './OrderTotal';
import { StatusChip } from './StatusChip';

const SKELETON_CARDS = 4;

interface OrderCardsProps {
  rows: readonly MyOrderRow[];
  loading: boolean;
  onView: (orderId: string) => void;
}

/** My Orders on a phone: one card per order with the table's columns, readable without scrolling sideways. */
export function OrderCards({ rows, loading, onView }: OrderCardsProps) {
  if (loading) {
    return (
      <Box role="status" aria-label="Loading your orders" sx={{ p: 2 }}>
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
          <Skeleton key={index} variant="rectangular" height={88} sx={{ mb: 1.5, borderRadius: 1 }} />
        ))}
      </Box>
    );
  }
  return (
    <Box component="ul" aria-label="My orders" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((order) => (
        <Box
          component="li"
          key={order.id}
          sx={{
            px: 2,
            py: 1.5,
            borderBottom: 1,
            borderColor: 'divider',
            '&:last-of-type': { borderBottom: 0 },
          }}
        >
          <Box component="article" aria-label={`Order ${order.shortId}`}>
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
              <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1rem' }}>
                Order{' '}
                <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '1.05rem' }}>
                  {order.shortId}
                </Box>
              </Typography>
              <StatusChip status={order.status} />
            </Box>
            <Box
              component="dl"
              sx={{
                m: 0,
                mt: 0.75,
                display: 'grid',
                // At least as wide as the longest label ("Invoice Sent"): with `auto` alone, a phone painting the page
                // while it still arrived drew the first card's column for the labels above it, then moved its values
                // 8 px across once the last label came (a layout shift, Lighthouse).
                gridTemplateColumns: 'minmax(7.5em, max-content) 1fr',
                columnGap: 1.5,
                rowGap: 0.25,
                fontSize: '0.875rem',
                '& dt': { color: 'text.secondary' },
                '& dd': { m: 0 },
              }}
            >
              <dt>Order Date</dt>
              <dd>{formatDateOnly(order.orderDay)}</dd>
              <dt>Items</dt>
              <dd>{order.itemCount}</dd>
              <dt>Total</dt>
              <dd>
                <OrderTotal order={order} />
              </dd>
              <dt>Invoice Sent</dt>
              <dd>
                {order.hasInvoice ? (
                  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                    <Check fontSize="small" aria-hidden sx={{ color: 'accentText' }} />
                    Yes
                  </Box>
                ) : (
                  'No'
                )}
              </dd>
              {order.delivery ? (
                <>
                  <dt>Delivered</dt>
                  <dd>
                    {formatTimeAndDay(order.delivery.deliveredAt)} to {order.delivery.receivedBy}
                  </dd>
                </>
              ) : null}
            </Box>
            <Button
              size="small"
              variant="outlined"
              onClick={() => onView(order.id)}
              aria-label={`View order ${order.shortId}`}
              sx={{ mt: 1 }}
            >
              View
            </Button>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
