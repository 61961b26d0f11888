import { formatDateOnly } from '@cleaver/domain/dates';
import Check from '@mui/icons-material/Check';
import Visibility from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { visuallyHidden } from '../../../lib/visually-hidden';
import type { MyOrderRow } from '../api/list-my-orders';
import { deliveredOnText } from '../delivery-text';
import { OrderTotal } from './OrderTotal';
import { StatusChip } from './StatusChip';

const SKELETON_ROWS = 5;

interface OrdersTableProps {
  rows: readonly MyOrderRow[];
  loading: boolean;
  onView: (orderId: string) => void;
}

/**
 * My Orders from 600 px: Order Date, Order ID, Invoice Sent, Items, Total, Status (with the day it was delivered)
 * and the view action.
 */
export function OrdersTable({ rows, loading, onView }: OrdersTableProps) {
  return (
    <Table aria-label="My orders" size="medium">
      <TableHead>
        <TableRow>
          <TableCell>Order Date</TableCell>
          <TableCell>Order ID</TableCell>
          <TableCell align="center">Invoice Sent</TableCell>
          <TableCell align="right">Items</TableCell>
          <TableCell align="right">Total</TableCell>
          <TableCell>Status</TableCell>
          <TableCell align="right">
            <Box component="span" sx={visuallyHidden}>
              View
            </Box>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {loading
          ? Array.from({ length: SKELETON_ROWS }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
              <TableRow key={index}>
                <TableCell colSpan={7}>
                  <Skeleton />
                </TableCell>
              </TableRow>
            ))
          : rows.map((order) => (
              <TableRow key={order.id} hover>
                <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatDateOnly(order.orderDay)}
                </TableCell>
                <TableCell sx={{ fontFamily: 'monospace', fontSize: '0.95rem' }}>{order.shortId}</TableCell>
                <TableCell align="center">
                  {order.hasInvoice ? <Check aria-hidden sx={{ color: 'accentText' }} /> : null}
                  <Box component="span" sx={visuallyHidden}>
                    {order.hasInvoice ? 'Yes' : 'No'}
                  </Box>
                </TableCell>
                <TableCell align="right">{order.itemCount}</TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  <OrderTotal order={order} />
                </TableCell>
                <TableCell>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
                    <StatusChip status={order.status} />
                    {order.delivery ? (
                      <Box
                        component="span"
                        sx={{ color: 'text.secondary', fontSize: '0.8125rem', whiteSpace: 'nowrap' }}
                      >
                        {deliveredOnText(order.delivery.deliveredAt)}
                      </Box>
                    ) : null}
                  </Box>
                </TableCell>
                <TableCell align="right" sx={{ py: 0.5 }}>
                  <IconButton aria-label={`View order ${order.shortId}`} onClick={() => onView(order.id)}>
                    <Visibility />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
      </TableBody>
    </Table>
  );
}
