import { ORDERS_HISTORY_PAGE } from '@cleaver/domain/dashboard';
import { formatDateOnly } from '@cleaver/domain/dates';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { OrderStatusChip } from '../../../components/OrderStatusChip';
import type { HistoryOrder } from '../api/dashboard-orders';
import { customerNameOf } from '../dashboard-text';
import { ViewOrderLink } from './ViewOrderLink';

const SKELETON_CARDS = 4;

/** The order history on a phone: a card an order, customer and status first, then its id, date and View. */
export function OrdersHistoryCards({ rows, loading }: { rows: readonly HistoryOrder[]; loading: boolean }) {
  if (loading) {
    return (
      <Box role="status" aria-label="Loading orders" sx={{ p: 2 }}>
        {Array.from({ length: Math.min(SKELETON_CARDS, ORDERS_HISTORY_PAGE) }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
          <Skeleton key={index} variant="rectangular" height={72} sx={{ mb: 1.5, borderRadius: 1 }} />
        ))}
      </Box>
    );
  }
  return (
    <Box component="ul" aria-label="Orders" sx={{ listStyle: 'none', m: 0, p: 0 }}>
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
            <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
              <Typography
                component="h3"
                sx={{ fontWeight: 700, fontSize: '1rem', lineHeight: 1.35, overflowWrap: 'anywhere' }}
              >
                {customerNameOf(order.companyName)}
              </Typography>
              <OrderStatusChip status={order.status} />
            </Box>
            <Box sx={{ mt: 0.5, display: 'flex', alignItems: 'center', columnGap: 1.5, flexWrap: 'wrap' }}>
              <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '1.05rem', fontWeight: 700 }}>
                {order.shortId}
              </Box>
              <span>{formatDateOnly(order.processingDate)}</span>
              <Box sx={{ ml: 'auto' }}>
                <ViewOrderLink id={order.id} shortId={order.shortId} />
              </Box>
            </Box>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
