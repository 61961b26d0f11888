import { MOBILE_BREAKPOINT } from '@cleaver/domain/constants';
import { noteTitle } from '@cleaver/domain/corrections';
import { cents, formatNZD } from '@cleaver/domain/money';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import type { InvoiceCorrectionInput } from '../../../gql/graphql';
import { noteKind } from '../correction';
import { useCorrectionForm } from '../hooks/use-correction-form';
import { CorrectionReasonFields } from './CorrectionReasonFields';

interface CorrectionDialogProps {
  invoiceNumber: number;
  company: string;
  /** What the order bills with GST now and after the save, in cents. */
  before: number;
  after: number;
  /** The save cancels the order: Order cancelled is chosen already. */
  cancelling: boolean;
  onSave: (correction: InvoiceCorrectionInput) => void;
  /** Back to the form without saving. */
  onCancel: () => void;
}

/**
 * 'Correct invoice 1001': a save that changes what an invoiced order bills issues a credit note (down) or a debit
 * note (up) for the difference, and says why; the invoice itself stays as issued.
 */
export function CorrectionDialog({
  invoiceNumber,
  company,
  before,
  after,
  cancelling,
  onSave,
  onCancel,
}: CorrectionDialogProps) {
  const phone = useMediaQuery(`(max-width:${MOBILE_BREAKPOINT - 0.05}px)`, { noSsr: true });
  const titleId = useId();
  const textId = useId();
  const form = useCorrectionForm(cancelling ? 'CANCELLED' : null);
  const handleSubmit = form.handleSubmit(onSave);
  const note = noteTitle(noteKind(before, after));
  const difference = formatNZD(cents(Math.abs(after - before)));

  return (
    <Dialog
      open
      onClose={onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
    >
      <form
        noValidate
        onSubmit={(event) => {
          // Portalled, but React bubbles its submit to the order's form, which would save again.
          event.stopPropagation();
          void handleSubmit(event);
        }}
      >
        <DialogTitle id={titleId}>Correct invoice {invoiceNumber}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId} sx={{ mb: 2 }}>
            {before === after
              ? `The total stays ${formatNZD(cents(before))}, but what the lines bill changes. `
              : `Total ${formatNZD(cents(before))} → ${formatNZD(cents(after))}. `}
            Invoice {invoiceNumber} stays as issued: a {note} of {difference} is issued for the difference.
          </DialogContentText>
          <Box sx={{ display: 'grid', gap: 2 }}>
            <CorrectionReasonFields
              form={form}
              emailLabel={`Email the note to ${company}`}
              disabled={false}
            />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="submit" variant="contained">
            Save and issue note
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
