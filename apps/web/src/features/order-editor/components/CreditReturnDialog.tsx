import { MOBILE_BREAKPOINT } from '@cleaver/domain/constants';
import { billedQuantityText } from '@cleaver/domain/invoice';
import { cents, formatNZD } from '@cleaver/domain/money';
import { filterQuantityText } from '@cleaver/domain/quantity';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useMemo, useState } from 'react';
import { useSnackbar } from '../../../components/snackbar-context';
import type { ReturnInput, ReturnPreviewQuery } from '../../../gql/graphql';
import { GraphQLRequestError } from '../../../lib/graphql';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import type { AdminOrder, AdminOrderLine } from '../api/admin-order';
import { useRecordReturn } from '../api/record-return';
import { useReturnPreview } from '../api/return-preview';
import { issuedNote, lineBilled, noteIssuedText, readReturned, unitText } from '../correction';
import { useCorrectionForm } from '../hooks/use-correction-form';
import { CorrectionReasonFields } from './CorrectionReasonFields';

// Long enough that typing '1.25' asks once, short enough that the figures follow the typing.
const PREVIEW_DEBOUNCE_MS = 300;

interface CreditReturnDialogProps {
  order: AdminOrder;
  line: AdminOrderLine;
  onClose: () => void;
  /** The order with the return recorded and its credit note issued. */
  onReturned: (order: AdminOrder) => void;
}

/**
 * 'Credit / Return — Beef Mince': how much of a billed line came back and why, with the credit note it issues
 * worked out by the server as staff type (or its refusal, in place). Issue credit note records the return.
 */
export function CreditReturnDialog({ order, line, onClose, onReturned }: CreditReturnDialogProps) {
  const phone = useMediaQuery(`(max-width:${MOBILE_BREAKPOINT - 0.05}px)`, { noSsr: true });
  const titleId = useId();
  const showSnackbar = useSnackbar();
  const recordReturn = useRecordReturn();
  const form = useCorrectionForm('RETURNED');
  const [typed, setTyped] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const billed = lineBilled(line);
  const reading = readReturned(typed, billed, line.productUnit);
  const reason = form.watch('reason') ?? '';
  const reasonText = form.watch('reasonText') ?? '';

  // One object per change of what is asked, so the debounce sees a change only when there is one.
  const asked = useMemo<ReturnInput | null>(
    () =>
      reading.returned === null
        ? null
        : {
            orderId: order.id,
            lineId: line.id,
            returned: reading.returned,
            reason,
            reasonText: reasonText.trim() || null,
            sendCustomerEmail: false,
          },
    [order.id, line.id, reading.returned, reason, reasonText],
  );
  const previewed = useDebouncedValue(asked, PREVIEW_DEBOUNCE_MS);
  const preview = useReturnPreview(previewed);
  const current = asked !== null && previewed === asked && !preview.isFetching;
  const ready = current && preview.isSuccess && !preview.isPlaceholderData;
  const pending = recordReturn.isPending;

  const handleSubmit = form.handleSubmit((correction) => {
    if (!asked || !ready) return;
    setFailure(null);
    recordReturn.mutate(
      { ...asked, ...correction },
      {
        onSuccess: (saved) => {
          const note = issuedNote(order.correctionNotes, saved.correctionNotes);
          showSnackbar(note ? noteIssuedText(note) : 'Return recorded.', 'success');
          onClose();
          onReturned(saved);
        },
        onError: (error) => setFailure(failureMessage(error, ISSUE_FAILED)),
      },
    );
  });

  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
    >
      <form
        noValidate
        onSubmit={(event) => {
          // Portalled, but React bubbles its submit to the order's form, which would save the order.
          event.stopPropagation();
          void handleSubmit(event);
        }}
      >
        <DialogTitle id={titleId}>Credit / Return — {line.productName}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Billed {billedQuantityText(billed, line.productUnit)}. Invoice {order.invoice?.number} stays as
            issued: a credit note takes off what came back.
          </DialogContentText>
          <Box sx={{ display: 'grid', gap: 2 }}>
            <TextField
              label={`Returned (${unitText(line.productUnit)})`}
              value={typed}
              onChange={(event) => setTyped(filterQuantityText(event.target.value))}
              required
              autoFocus
              disabled={pending}
              error={reading.problem !== null}
              helperText={reading.problem ?? `Up to ${billedQuantityText(billed, line.productUnit)}`}
              slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
            />
            <CorrectionReasonFields
              form={form}
              emailLabel={`Email the credit note to ${order.customer.companyName}`}
              disabled={pending}
            />
          </Box>
          <Box role="status" aria-live="polite" sx={{ mt: 1 }}>
            {asked === null ? null : preview.isError && current ? (
              <Alert severity="error">{failureMessage(preview.error, PREVIEW_FAILED)}</Alert>
            ) : preview.data ? (
              <PreviewFigures preview={preview.data} stale={!ready} />
            ) : (
              <Typography sx={{ color: 'text.secondary' }}>Working out the credit note…</Typography>
            )}
          </Box>
          {failure ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={!ready} loading={pending}>
            Issue credit note
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

type Preview = ReturnPreviewQuery['returnPreview'];
type PreviewSide = Preview['lines'][number]['before'];

/** The note's total and GST, and each line before → after; dimmed while the figures for newer typing load. */
function PreviewFigures({ preview, stale }: { preview: Preview; stale: boolean }) {
  return (
    <Box sx={{ opacity: stale ? 0.6 : 1, fontVariantNumeric: 'tabular-nums' }}>
      <Typography sx={{ fontWeight: 700 }}>
        {preview.title}: {formatNZD(cents(preview.total))} incl. GST (GST {formatNZD(cents(preview.gst))})
      </Typography>
      {preview.lines.map((changed) => (
        <Typography key={changed.productName} variant="body2">
          {changed.productName}: {sideText(changed.before, changed.unit)} →{' '}
          {sideText(changed.after, changed.unit)} excl. GST
        </Typography>
      ))}
    </Box>
  );
}

function sideText(side: PreviewSide, unit: string): string {
  if (!side) return 'not billed';
  return `${billedQuantityText(side.quantity, unit)}, ${formatNZD(cents(side.amount))}`;
}

/** The server's words for a refusal (no invoice, more than billed …), else `fallback`. */
function failureMessage(error: unknown, fallback: string): string {
  return error instanceof GraphQLRequestError && error.code !== 'INTERNAL' ? error.message : fallback;
}

const PREVIEW_FAILED = 'The credit note could not be worked out. Try again.';
const ISSUE_FAILED = 'The credit note could not be issued. Try again.';
