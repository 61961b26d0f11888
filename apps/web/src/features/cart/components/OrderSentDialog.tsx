import { formatDateOnly, weekdayName } from '@cleaver/domain/dates';
import { MESSAGES } from '@cleaver/domain/messages';
import { cents, formatNZD } from '@cleaver/domain/money';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { PlacedOrder } from '../api/create-order';

interface OrderSentDialogProps {
  order: PlacedOrder | null;
  /** A delivery to the customer's zone: its date is the van's day there, named as the confirmation named it. */
  deliveryDay?: boolean;
  onClose: () => void;
}

/** 'Order Sent!': the order as the server stored it, with the way to My Orders. */
export function OrderSentDialog({ order: sent, deliveryDay = false, onClose }: OrderSentDialogProps) {
  // Keeps the order on screen while the dialog fades out after Close.
  const [order, setOrder] = useState(sent);
  if (sent !== null && sent !== order) setOrder(sent);
  return (
    <Dialog open={sent !== null} onClose={onClose} aria-labelledby="order-sent-title" fullWidth maxWidth="xs">
      {order ? (
        <>
          <DialogTitle id="order-sent-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <CheckCircle sx={{ color: 'accentText' }} aria-hidden />
            {MESSAGES.orderSent}
          </DialogTitle>
          <DialogContent>
            <Typography sx={{ mb: 1.5 }}>Thank you. We have your order {order.shortId}.</Typography>
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
              <dt>Order ID</dt>
              <dd>{order.shortId}</dd>
              <dt>Products</dt>
              <dd>{order.itemCount}</dd>
              <dt>{deliveryDay ? 'Delivery Day' : 'Processing Date'}</dt>
              <dd>
                {weekdayName(order.processingDate)} {formatDateOnly(order.processingDate)}
              </dd>
              {order.totals ? (
                <>
                  <dt>Total (Estimate)</dt>
                  <dd>{formatNZD(cents(order.totals.total))}</dd>
                </>
              ) : null}
            </Box>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
            <Button component={RouterLink} to="/myorders" variant="contained" sx={{ fontWeight: 700 }}>
              View My Orders
            </Button>
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
}
