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
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LoadError } from '../../../components/LoadError';
import { ProductImage } from '../../../components/ProductImage';
import { GraphQLRequestError } from '../../../lib/graphql';
import { unitPriceText } from '../../../lib/product-price';
import { addTrolleyLine, type TrolleyOwner } from '../../../lib/trolley-store';
import { useCancelMyOrder } from '../api/cancel-my-order';
import { useChangeMyOrder } from '../api/change-my-order';
import { type MyOrderDetail, type MyOrderLine, useGetMyOrder } from '../api/get-my-order';
import { type OrderAgainPlan, planOrderAgain } from '../order-again';
import { lineQuantityText } from '../order-figures';
import { DeliveryProofNote } from './DeliveryProofNote';
import { type OrderChange, OrderChangeForm } from './OrderChangeForm';
import { OrderChangePanel } from './OrderChangePanel';
import { OrderCharges } from './OrderCharges';
import { StatusChip } from './StatusChip';

interface OrderDetailDialogProps {
  /** The order to show; null closes the dialog. */
  orderId: string | null;
  trolleyOwner: TrolleyOwner;
  onClose: () => void;
}

/**
 * One order: date, purchase order, when and to whom it was delivered, its invoice to download once there is one, its charges (an estimate until invoiced; none for a cancelled order),
 * its products with the quantities ordered and packed and each line's note, and Order Again.
 */
export function OrderDetailDialog({ orderId, trolleyOwner, onClose }: OrderDetailDialogProps) {
  // Keeps the order on screen while the dialog fades out.
  const [shownId, setShownId] = useState(orderId);
  const [result, setResult] = useState<OrderAgainPlan | null>(null);
  const [editing, setEditing] = useState(false);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  // What the last change or cancel came to: the server's refusal, or what was done.
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error'; message: string } | null>(null);
  if (orderId !== null && orderId !== shownId) {
    setShownId(orderId);
    setResult(null);
    setEditing(false);
    setOutcome(null);
  }
  const order = useGetMyOrder(shownId);
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const change = useChangeMyOrder();
  const cancel = useCancelMyOrder();

  const refused = (error: unknown) => {
    const message =
      error instanceof Error ? error.message : 'The order could not be saved. Please try again.';
    setOutcome({ severity: 'error', message });
    // Locked meanwhile: the form has nothing left to save; the page now says why.
    if (error instanceof GraphQLRequestError && error.code === 'ORDER_LOCKED') setEditing(false);
  };
  const handleSave = (detail: MyOrderDetail, input: OrderChange) => {
    setOutcome(null);
    change.mutate(
      { id: detail.id, version: detail.version, input },
      {
        onSuccess: (saved) => {
          setEditing(false);
          setOutcome({
            severity: 'success',
            message: `Order ${saved.shortId} is changed. We have it as shown below.`,
          });
        },
        onError: refused,
      },
    );
  };
  const handleCancelOrder = (detail: MyOrderDetail) => {
    setOutcome(null);
    cancel.mutate(
      { id: detail.id, version: detail.version },
      {
        onSuccess: (saved) => {
          setConfirmingCancel(false);
          setOutcome({ severity: 'success', message: `Order ${saved.shortId} is cancelled.` });
        },
        onError: (error) => {
          setConfirmingCancel(false);
          refused(error);
        },
      },
    );
  };

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
        {order.data && editing ? (
          <OrderChangeForm
            order={order.data}
            error={outcome?.severity === 'error' ? outcome.message : null}
            saving={change.isPending}
            onSave={(input) => order.data && handleSave(order.data, input)}
            onDiscard={() => {
              setEditing(false);
              setOutcome(null);
            }}
          />
        ) : order.data ? (
          <>
            {order.data.status === 'PENDING' || outcome ? (
              <OrderChangePanel
                order={order.data}
                outcome={outcome}
                onChange={() => {
                  setOutcome(null);
                  setEditing(true);
                }}
                onCancel={() => setConfirmingCancel(true)}
              />
            ) : null}
            <OrderDetailBody order={order.data} result={result} />
          </>
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
          disabled={!order.data || result !== null || editing}
          onClick={() => order.data && handleOrderAgain(order.data)}
          sx={{ fontWeight: 700 }}
        >
          Order Again
        </Button>
      </DialogActions>
      {confirmingCancel && order.data ? (
        <ConfirmDialog
          title={`Cancel order ${order.data.shortId}?`}
          cancelLabel="Keep order"
          confirmLabel="Cancel order"
          danger
          pending={cancel.isPending}
          onCancel={() => setConfirmingCancel(false)}
          onConfirm={() => order.data && handleCancelOrder(order.data)}
        >
          Nothing on it will be packed or charged. To order these products again later, use Order Again.
        </ConfirmDialog>
      ) : null}
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
      {order.delivery ? <DeliveryProofNote delivery={order.delivery} /> : null}
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
