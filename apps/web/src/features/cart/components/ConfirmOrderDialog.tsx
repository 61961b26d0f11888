import { formatDateOnly, weekdayName } from '@cleaver/domain/dates';
import { type Cents, formatNZD } from '@cleaver/domain/money';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { visuallyHidden } from '../../../lib/visually-hidden';
import type { ProcessingDateView } from '../delivery-zone';
import type { BlockedReason } from './OrderSummary';

interface ConfirmOrderDialogProps {
  open: boolean;
  /** The connection check is running: Confirm shows it and cannot be pressed again. */
  checking: boolean;
  lineCount: number;
  isDelivery: boolean;
  purchaseOrder: string;
  total: Cents | null;
  /**
   * The cart changed while the dialog was open (a line added from another tab) and its estimate is not worked out
   * again yet: Confirm waits for it, so what is sent is what was shown.
   */
  pending: boolean;
  /** Why the order cannot be sent as it stands (the summary's own message), or null. */
  blockedReason: BlockedReason | null;
  processing: ProcessingDateView | undefined;
  onCancel: () => void;
  onConfirm: () => void;
}

// Longer than the slowest double click most systems allow.
const DOUBLE_CLICK_MS = 600;

/** The last look before the order is sent: what, how, when it is processed, and the estimate. */
export function ConfirmOrderDialog({
  open,
  checking,
  lineCount,
  isDelivery,
  purchaseOrder,
  total,
  pending,
  blockedReason,
  processing,
  onCancel,
  onConfirm,
}: ConfirmOrderDialogProps) {
  const openedAt = useRef(0);
  useEffect(() => {
    if (open) openedAt.current = performance.now();
  }, [open]);
  const handleClose = (_event: unknown, reason: 'backdropClick' | 'escapeKeyDown') => {
    if (checking) return;
    // A double click on Confirm Order lands its second click on the backdrop: that is not a cancel.
    if (reason === 'backdropClick' && performance.now() - openedAt.current < DOUBLE_CLICK_MS) return;
    onCancel();
  };
  return (
    <Dialog open={open} onClose={handleClose} aria-labelledby="confirm-order-title" fullWidth maxWidth="xs">
      <DialogTitle id="confirm-order-title">Confirm Order</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>Send this order now?</Typography>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            columnGap: 2,
            rowGap: 0.5,
            '& dt': { color: 'text.secondary' },
            '& dd': { m: 0, fontWeight: 600, overflowWrap: 'anywhere' },
          }}
        >
          <dt>Products</dt>
          <dd>{lineCount}</dd>
          <dt>Method</dt>
          <dd>{isDelivery ? 'Delivery' : 'Pick Up'}</dd>
          {purchaseOrder.trim() ? (
            <>
              <dt>Purchase Order</dt>
              <dd>{purchaseOrder.trim()}</dd>
            </>
          ) : null}
          {pending ? (
            <>
              <dt>Total (Estimate)</dt>
              <dd>
                <Skeleton width="4rem" sx={{ display: 'inline-block' }} />
                <Box component="span" sx={visuallyHidden}>
                  Loading
                </Box>
              </dd>
            </>
          ) : total !== null ? (
            <>
              <dt>Total (Estimate)</dt>
              <dd>{formatNZD(total)}</dd>
            </>
          ) : null}
          {processing ? (
            <>
              {/* For a delivery to the customer's zone, the van's day there. */}
              <dt>{processing.zone ? 'Delivery Day' : 'Processing Date'}</dt>
              <dd>
                {weekdayName(processing.date)} {formatDateOnly(processing.date)}
              </dd>
            </>
          ) : null}
        </Box>
        {blockedReason ? (
          <Alert severity={blockedReason.severity} variant="outlined" sx={{ mt: 2 }}>
            {blockedReason.message}
          </Alert>
        ) : null}
        {processing?.notice ? (
          <Alert severity="warning" variant="outlined" sx={{ mt: 2 }}>
            {processing.notice}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={checking}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={onConfirm}
          loading={checking}
          disabled={pending || blockedReason !== null || lineCount === 0}
          sx={{ fontWeight: 700 }}
        >
          Confirm
        </Button>
      </DialogActions>
    </Dialog>
  );
}
