import { formatDateOnly } from '@cleaver/domain/dates';
import Download from '@mui/icons-material/Download';
import Replay from '@mui/icons-material/Replay';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { ProductImage } from '../../../components/ProductImage';
import { unitPriceText } from '../../../lib/product-price';
import { addTrolleyLine, type TrolleyOwner } from '../../../lib/trolley-store';
import { type MyOrderDetail, type MyOrderLine, useGetMyOrder } from '../api/get-my-order';
import { type OrderAgainPlan, planOrderAgain } from '../order-again';
import { lineQuantityText } from '../order-figures';
import { OrderCharges } from './OrderCharges';
import { StatusChip } from './StatusChip';

interface OrderDetailDialogProps {
  /** The order to show; null closes the dialog. */
  orderId: string | null;
  trolleyOwner: TrolleyOwner;
  onClose: () => void;
}

/**
 * One order: date, purchase order, its invoice to download once there is one, its charges (an estimate until invoiced; none for a cancelled order),
 * its products with the quantities ordered and packed and each line's note, and Order Again.
 */
export function OrderDetailDialog({ orderId, trolleyOwner, onClose }: OrderDetailDialogProps) {
  // Keeps the order on screen while the dialog fades out.
  const [shownId, setShownId] = useState(orderId);
  const [result, setResult] = useState<OrderAgainPlan | null>(null);
  if (orderId !== null && orderId !== shownId) {
    setShownId(orderId);
    setResult(null);
  }
  const order = useGetMyOrder(shownId);
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'), { noSsr: true });

  const handleOrderAgain = (detail: MyOrderDetail) => {
    const plan = planOrderAgain(detail.lines);
    for (const line of plan.add) addTrolleyLine(trolleyOwner, line);
    setResult(plan);
  };

  return (
    <Dialog
      open={orderId !== null}
      onClose={onClose}
      aria-labelledby="order-detail-title"
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      slotProps={{ transition: { onExited: () => setShownId(null) } }}
    >
      <DialogTitle id="order-detail-title" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        Order {order.data?.shortId ?? ''}
        {order.data ? <StatusChip status={order.data.status} /> : null}
      </DialogTitle>
      {/* Focusable so a keyboard can scroll a long order: nothing inside it takes focus on its own. */}
      <DialogContent dividers tabIndex={0}>
        {order.data ? (
          <OrderDetailBody order={order.data} result={result} />
        ) : order.isError ? (
          <LoadError message="This order could not be loaded." onRetry={() => void order.refetch()} />
        ) : (
          <Box role="status" aria-label="Loading the order">
            <Skeleton width="60%" />
            <Skeleton width="40%" />
            <Skeleton variant="rectangular" height={120} sx={{ mt: 2 }} />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button
          variant="contained"
          startIcon={<Replay />}
          // Once is enough: a second press would double the quantities in the trolley.
          disabled={!order.data || result !== null}
          onClick={() => order.data && handleOrderAgain(order.data)}
          sx={{ fontWeight: 700 }}
        >
          Order Again
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function OrderDetailBody({ order, result }: { order: MyOrderDetail; result: OrderAgainPlan | null }) {
  return (
    <>
      {result ? <OrderAgainResult result={result} /> : null}
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: 'auto 1fr', sm: 'auto 1fr auto 1fr' },
          columnGap: 2,
          rowGap: 0.75,
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0, fontWeight: 600, overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' },
        }}
      >
        <dt>Order Date</dt>
        <dd>{formatDateOnly(order.orderDay)}</dd>
        <dt>Processing Date</dt>
        <dd>{formatDateOnly(order.processingDate)}</dd>
        <dt>Purchase Order</dt>
        <dd>{order.purchaseOrder || '—'}</dd>
        <dt>Method</dt>
        <dd>{order.isDelivery === null ? '—' : order.isDelivery ? 'Delivery' : 'Pick Up'}</dd>
      </Box>
      {order.invoice ? (
        // The invoice, then its credit and debit notes beside it: what came off the bill, or was added, and why.
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
          <Button
            variant="outlined"
            href={order.invoice.pdfUrl}
            target="_blank"
            rel="noopener"
            startIcon={<Download />}
          >
            Download invoice {order.invoice.number}
          </Button>
          {order.correctionNotes.map((note) => (
            <Button
              key={note.id}
              variant="outlined"
              href={note.pdfUrl}
              target="_blank"
              rel="noopener"
              startIcon={<Download />}
            >
              Download {note.title.toLowerCase()} {note.number}
            </Button>
          ))}
        </Box>
      ) : null}
      <OrderCharges order={order} />

      <Typography variant="h3" sx={{ fontSize: '1.125rem', mt: 3, mb: 1.5 }}>
        Products
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(3, minmax(0, 1fr))',
          },
        }}
      >
        {order.lines.map((line) => (
          <Box component="li" key={line.id} sx={{ minWidth: 0 }}>
            <OrderLineCard line={line} status={order.status} />
          </Box>
        ))}
      </Box>
    </>
  );
}

function OrderLineCard({ line, status }: { line: MyOrderLine; status: MyOrderDetail['status'] }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: '72px minmax(0, 1fr)',
        gap: 1.5,
        p: 1.25,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        height: '100%',
      }}
    >
      <Box sx={{ borderRadius: 0.5, overflow: 'hidden', alignSelf: 'start' }}>
        <ProductImage image={line.image} alt="" sizes="72px" />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h4" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          {line.productName}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {line.productCode}
        </Typography>
        <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
          {lineQuantityText(line, status)}
        </Typography>
        <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          Price:{' '}
          <Box component="span" sx={{ fontWeight: 700 }}>
            {unitPriceText(line.unitPrice, line.productUnit)}
          </Box>
        </Typography>
        {line.notes ? (
          <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            Note: {line.notes}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}

function OrderAgainResult({ result }: { result: OrderAgainPlan }) {
  const added = result.add.length;
  return (
    <Alert
      severity={added === 0 ? 'warning' : result.notAdded.length > 0 ? 'info' : 'success'}
      variant="outlined"
      sx={{ mb: 2 }}
      role="status"
    >
      <Typography sx={{ fontWeight: 700 }}>
        {added === 0
          ? 'None of these products can be ordered right now.'
          : `${added} ${added === 1 ? 'product' : 'products'} added to your trolley.`}{' '}
        {added > 0 ? (
          <Link component={RouterLink} to="/cart">
            Go to your cart
          </Link>
        ) : null}
      </Typography>
      {result.notAdded.length > 0 ? (
        <>
          <Typography sx={{ mt: 1 }}>Could not be added:</Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {result.notAdded.map((skipped, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: an order may hold two lines of one name
              <li key={index}>
                {skipped.productName}: {skipped.reason}
              </li>
            ))}
          </Box>
        </>
      ) : null}
    </Alert>
  );
}
