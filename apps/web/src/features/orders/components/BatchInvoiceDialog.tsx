import { ADMIN_MESSAGES } from '@cleaver/domain/admin-messages';
import { MOBILE_BREAKPOINT } from '@cleaver/domain/constants';
import { formatDateOnly } from '@cleaver/domain/dates';
import { type Cents, cents, formatNZD, sumCents } from '@cleaver/domain/money';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQueryClient } from '@tanstack/react-query';
import { memo, useId, useState } from 'react';
import { GraphQLRequestError } from '../../../lib/graphql';
import { adminOrdersQueryKey } from '../api/admin-orders';
import { createInvoices } from '../api/create-invoices';
import type { InvoiceBatchOrder } from '../api/invoice-batch-preview';
import { fetchInvoicesPdf, saveFile } from '../api/invoice-files';
import {
  type BatchProgress,
  BatchStopped,
  progressPercent,
  progressText,
  runInvoiceBatch,
} from '../batch-invoicing';
import { OrderLink } from './OrderLink';

interface BatchInvoiceDialogProps {
  /** The PACKED orders without an invoice, as read just before the dialog opened: exactly these are invoiced. */
  orders: readonly InvoiceBatchOrder[];
  onClose: () => void;
}

// Thousands of orders scroll inside the dialog, under a sticky header, with the summary and actions in view.
const LIST_MAX_HEIGHT = 'min(55vh, 480px)';

// Filled light orange with dark text reads on both themes (outlined orange on white is 3.1:1, below AA).
const MARK_LOOK = {
  bgcolor: 'warning.light',
  color: 'rgba(0, 0, 0, 0.87)',
  '& .MuiChip-icon': { color: 'inherit' },
};

type Phase =
  | { kind: 'confirm' }
  | { kind: 'running'; progress: BatchProgress }
  | { kind: 'done'; progress: BatchProgress }
  | { kind: 'stopped'; progress: BatchProgress; message: string };

/**
 * Create Invoices: lists every order it will invoice (company, short id, processing date, total, and the
 * unusually large or far-off ones marked in words) with their sum, asks whether to email each customer,
 * invoices 50 orders a call with a progress bar, and ends with 'Invoices Successfully Created!' and Print
 * invoices (one merged PDF).
 */
export function BatchInvoiceDialog({ orders, onClose }: BatchInvoiceDialogProps) {
  const phone = useMediaQuery(`(max-width:${MOBILE_BREAKPOINT - 0.05}px)`, { noSsr: true });
  const titleId = useId();
  const textId = useId();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>({ kind: 'confirm' });
  const [sendEmail, setSendEmail] = useState(false);
  const [printing, setPrinting] = useState(false);
  const [printError, setPrintError] = useState<string | null>(null);
  const count = orders.length;
  const marked = orders.filter(needsSecondLook).length;
  const running = phase.kind === 'running';

  const handleStart = async () => {
    try {
      const progress = await runInvoiceBatch(
        orders.map((order) => order.orderId),
        (chunk) => createInvoices(chunk, sendEmail),
        (next) => setPhase({ kind: 'running', progress: next }),
      );
      setPhase({ kind: 'done', progress });
    } catch (error) {
      const progress =
        error instanceof BatchStopped
          ? error.progress
          : { done: 0, total: count, created: 0, skipped: 0, invoiceIds: [] };
      const cause = error instanceof BatchStopped ? error.reason : error;
      const message =
        cause instanceof GraphQLRequestError && cause.code !== 'INTERNAL'
          ? cause.message
          : ADMIN_MESSAGES.invoiceFailed;
      setPhase({ kind: 'stopped', progress, message });
    } finally {
      void queryClient.invalidateQueries({ queryKey: adminOrdersQueryKey });
    }
  };

  const handlePrint = async (invoiceIds: string[]) => {
    setPrinting(true);
    setPrintError(null);
    try {
      saveFile(await fetchInvoicesPdf(invoiceIds));
    } catch (error) {
      setPrintError(error instanceof Error ? error.message : String(error));
    } finally {
      setPrinting(false);
    }
  };

  const finished = phase.kind === 'done' || phase.kind === 'stopped' ? phase.progress : null;
  return (
    <Dialog
      open
      onClose={running ? undefined : onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId}>Create Invoices</DialogTitle>
      <DialogContent>
        {phase.kind === 'confirm' ? (
          <>
            <DialogContentText id={textId}>
              {count === 1
                ? 'Invoice the 1 packed order below that has no invoice yet?'
                : `Invoice the ${count} packed orders below that have no invoice yet?`}{' '}
              Each is marked COMPLETED.
            </DialogContentText>
            <Typography sx={{ mt: 1, fontWeight: 700 }}>{batchSummary(orders)}</Typography>
            {marked > 0 ? (
              <Alert severity="warning" sx={{ mt: 2 }}>
                {marked === 1 ? '1 order is' : `${marked} orders are`} marked below as unusually large or with
                weights far off what was ordered. Check them on the packing board or the order screen before
                invoicing: Cancel, fix them, then create the invoices again.
              </Alert>
            ) : null}
            <FormControlLabel
              sx={{ mt: 1 }}
              control={
                <Checkbox checked={sendEmail} onChange={(event) => setSendEmail(event.target.checked)} />
              }
              label="Email each customer their invoice"
            />
            {phone ? <OrdersToInvoiceList orders={orders} /> : <OrdersToInvoiceTable orders={orders} />}
          </>
        ) : (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <ProgressBar progress={phase.progress} over={!running} labelId={textId} />
            <Box role="status" aria-live="polite" sx={{ display: 'grid', gap: 2 }}>
              {phase.kind === 'done' ? (
                <Alert severity="success">{ADMIN_MESSAGES.invoicesCreated}</Alert>
              ) : null}
              {phase.kind === 'stopped' ? <Alert severity="error">{phase.message}</Alert> : null}
              {finished ? <Typography>{summaryText(finished)}</Typography> : null}
            </Box>
            {printError ? (
              <Alert severity="error" role="alert">
                {printError}
              </Alert>
            ) : null}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {phase.kind === 'confirm' ? (
          <>
            <Button onClick={onClose}>Cancel</Button>
            <Button variant="contained" onClick={() => void handleStart()}>
              Create Invoices
            </Button>
          </>
        ) : (
          <>
            {finished && finished.invoiceIds.length > 0 ? (
              <Button
                variant="outlined"
                loading={printing}
                onClick={() => void handlePrint(finished.invoiceIds)}
              >
                Print invoices
              </Button>
            ) : null}
            <Button variant="contained" onClick={onClose} disabled={running}>
              {running ? 'Working…' : 'Close'}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}

// Memoised: ticking the email box must not redraw thousands of rows.
const OrdersToInvoiceTable = memo(function OrdersToInvoiceTable({
  orders,
}: {
  orders: readonly InvoiceBatchOrder[];
}) {
  return (
    <TableContainer
      sx={{ mt: 1, maxHeight: LIST_MAX_HEIGHT, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Table stickyHeader size="small" aria-label="Orders to invoice">
        <TableHead>
          <TableRow>
            <TableCell>Order</TableCell>
            <TableCell>Company</TableCell>
            <TableCell>Processing date</TableCell>
            <TableCell align="right">Total</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map((order) => (
            <TableRow key={order.orderId} sx={{ verticalAlign: 'top' }}>
              <TableCell>
                <OrderLink id={order.orderId} shortId={order.shortId} />
              </TableCell>
              <TableCell>
                {order.companyName}
                <SecondLook order={order} />
              </TableCell>
              <TableCell>{formatDateOnly(order.processingDate)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatNZD(cents(order.total))}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
});

const OrdersToInvoiceList = memo(function OrdersToInvoiceList({
  orders,
}: {
  orders: readonly InvoiceBatchOrder[];
}) {
  return (
    <Box
      component="ul"
      aria-label="Orders to invoice"
      sx={{
        mt: 1,
        mb: 0,
        p: 0,
        listStyle: 'none',
        maxHeight: LIST_MAX_HEIGHT,
        overflowY: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      {orders.map((order) => (
        <Box
          component="li"
          key={order.orderId}
          sx={{
            px: 1.5,
            py: 1,
            borderBottom: 1,
            borderColor: 'divider',
            '&:last-of-type': { borderBottom: 0 },
          }}
        >
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{order.companyName}</Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1.5 }}>
            <OrderLink id={order.orderId} shortId={order.shortId} />
            <span>{formatDateOnly(order.processingDate)}</span>
            <Box component="span" sx={{ ml: 'auto' }}>
              {formatNZD(cents(order.total))}
            </Box>
          </Box>
          <SecondLook order={order} />
        </Box>
      ))}
    </Box>
  );
});

/** The words that mark an order worth a second look, and each far-off line's sentence under them. */
function SecondLook({ order }: { order: InvoiceBatchOrder }) {
  if (!needsSecondLook(order)) return null;
  return (
    <Box sx={{ mt: 0.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
        {order.unusuallyLarge ? (
          <Chip size="small" icon={<WarningAmber />} label="Unusually large" sx={MARK_LOOK} />
        ) : null}
        {order.farOffLines.length > 0 ? (
          <Chip size="small" icon={<WarningAmber />} label="Weights far off" sx={MARK_LOOK} />
        ) : null}
      </Box>
      {order.farOffLines.length > 0 ? (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5, typography: 'body2', color: 'text.secondary' }}>
          {order.farOffLines.map((sentence, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two lines of one product can read the same
            <li key={index}>{sentence}</li>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

function needsSecondLook(order: InvoiceBatchOrder): boolean {
  return order.unusuallyLarge || order.farOffLines.length > 0;
}

/** '12 orders, $8,431.20 incl. GST'. */
function batchSummary(orders: readonly InvoiceBatchOrder[]): string {
  const sum = sumCents(orders.map((order): Cents => cents(order.total)));
  return `${orders.length} ${orders.length === 1 ? 'order' : 'orders'}, ${formatNZD(sum)} incl. GST`;
}

function ProgressBar({
  progress,
  over,
  labelId,
}: {
  progress: BatchProgress;
  over: boolean;
  labelId: string;
}) {
  const text = progressText(progress, over);
  return (
    <Box>
      <Typography id={labelId} sx={{ mb: 1 }}>
        {text}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={progressPercent(progress)}
        aria-labelledby={labelId}
        aria-valuetext={`${progress.done} of ${progress.total}`}
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Box>
  );
}

function summaryText({ created, skipped }: BatchProgress): string {
  const made = `${created} ${created === 1 ? 'invoice' : 'invoices'} created`;
  return skipped === 0 ? `${made}.` : `${made}; ${skipped} skipped (already invoiced or no longer packed).`;
}
