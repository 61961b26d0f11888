import { formatDateOnly } from '@cleaver/domain/dates';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { OrderStatusChip } from '../../../components/OrderStatusChip';
import type { AdminOrderRow } from '../api/admin-orders';
import { OrderLink } from './OrderLink';
import { OrderRowTotal } from './OrderRowTotal';
import { companyOf, deliveryOf } from './order-row-text';

const SKELETON_CARDS = 6;

type OrderCardsProps = { rows: readonly AdminOrderRow[]; loading: boolean };

/**
 * The orders list on a phone or tablet: one card per order, company and status first, then the order id, date,
 * delivery method, items and total, read at a glance without scrolling sideways. The whole card opens it.
 */
export function OrderCards({ rows, loading }: OrderCardsProps) {
  if (loading) {
    return (
      <Box role="status" aria-label="Loading orders" sx={{ p: 2 }}>
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
          <Skeleton key={index} variant="rectangular" height={84} sx={{ mb: 1.5, borderRadius: 1 }} />
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
            position: 'relative',
            px: 2,
            py: 1.5,
            borderBottom: 1,
            borderColor: 'divider',
            '&:last-of-type': { borderBottom: 0 },
            '&:hover': { bgcolor: 'action.hover' },
            '&:focus-within': { bgcolor: 'action.hover' },
          }}
        >
          <Box component="article" aria-label={`Order ${order.shortId}`}>
            <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
              <Typography
                component="h2"
                sx={{ fontWeight: 700, fontSize: '1rem', lineHeight: 1.35, overflowWrap: 'anywhere' }}
              >
                {companyOf(order)}
              </Typography>
              <OrderStatusChip status={order.status} />
            </Box>
            <Box
              sx={{
                mt: 0.5,
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'baseline',
                columnGap: 1.5,
                rowGap: 0.25,
                fontSize: '0.9375rem',
              }}
            >
              <OrderLink id={order.id} shortId={order.shortId} stretched />
              <span>{formatDateOnly(order.processingDate)}</span>
              <span>{deliveryOf(order)}</span>
            </Box>
            <Box
              sx={{
                mt: 0.25,
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'baseline',
                columnGap: 1.5,
                fontSize: '0.9375rem',
              }}
            >
              <span>
                {order.itemCount} {order.itemCount === 1 ? 'item' : 'items'}
              </span>
              <Box component="span" sx={{ fontWeight: 700 }}>
                <OrderRowTotal total={order.total} estimate={order.totalIsEstimate} />
              </Box>
              {order.invoiceNumber != null ? (
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  Invoice {order.invoiceNumber}
                </Box>
              ) : null}
            </Box>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
