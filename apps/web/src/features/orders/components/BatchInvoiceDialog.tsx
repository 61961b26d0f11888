import { MOBILE_BREAKPOINT } from '@cleaver/domain/constants';
import { ADMIN_MESSAGES } from '@cleaver/domain/messages';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { GraphQLRequestError } from '../../../lib/graphql';
import { adminOrdersQueryKey } from '../api/admin-orders';
import { createInvoices } from '../api/create-invoices';
import { fetchInvoicesPdf, saveFile } from '../api/invoice-files';
import {
  type BatchProgress,
  BatchStopped,
  progressPercent,
  progressText,
  runInvoiceBatch,
} from '../batch-invoicing';

interface BatchInvoiceDialogProps {
  /** The PACKED orders without an invoice, as read just before the dialog opened. */
  orderIds: string[];
  onClose: () => void;
}

type Phase =
  | { kind: 'confirm' }
  | { kind: 'running'; progress: BatchProgress }
  | { kind: 'done'; progress: BatchProgress }
  | { kind: 'stopped'; progress: BatchProgress; message: string };

/**
 * Create Invoices: confirms the count and whether to email each customer, invoices 50 orders a call with a
 * progress bar, and ends with 'Invoices Successfully Created!' and Print invoices (one merged PDF).
 */
export function BatchInvoiceDialog({ orderIds, onClose }: BatchInvoiceDialogProps) {
  const phone = useMediaQuery(`(max-width:${MOBILE_BREAKPOINT - 0.05}px)`, { noSsr: true });
  const titleId = useId();
  const textId = useId();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>({ kind: 'confirm' });
  const [sendEmail, setSendEmail] = useState(false);
  const [printing, setPrinting] = useState(false);
  const [printError, setPrintError] = useState<string | null>(null);
  const count = orderIds.length;
  const running = phase.kind === 'running';

  const handleStart = async () => {
    try {
      const progress = await runInvoiceBatch(
        orderIds,
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
      maxWidth="sm"
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId}>Create Invoices</DialogTitle>
      <DialogContent>
        {phase.kind === 'confirm' ? (
          <>
            <DialogContentText id={textId}>
              {count === 1
                ? 'Invoice the 1 packed order that has no invoice yet?'
                : `Invoice the ${count} packed orders that have no invoice yet?`}{' '}
              Each is marked COMPLETED.
            </DialogContentText>
            <FormControlLabel
              sx={{ mt: 2 }}
              control={
                <Checkbox checked={sendEmail} onChange={(event) => setSendEmail(event.target.checked)} />
              }
              label="Email each customer their invoice"
            />
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
