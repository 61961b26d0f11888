import { MOBILE_BREAKPOINT } from '@cleaver/domain/constants';
import { aucklandDateString, isDateOnly } from '@cleaver/domain/dates';
import { ADMIN_MESSAGES } from '@cleaver/domain/messages';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type FormEvent, useId, useState } from 'react';
import { DateField } from '../../../components/DateField';
import { fetchXeroExport, saveFile } from '../api/invoice-files';

/**
 * Export for Xero: the invoices and credit and debit notes issued from one date to another (Auckland days,
 * inclusive) as one CSV in Xero's sales invoice import layout. Starts on this month so far.
 */
export function XeroExportDialog({ onClose }: { onClose: () => void }) {
  const phone = useMediaQuery(`(max-width:${MOBILE_BREAKPOINT - 0.05}px)`, { noSsr: true });
  const titleId = useId();
  const textId = useId();
  const today = aucklandDateString(new Date());
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Typed as DD/MM/YYYY: a field holds `YYYY-MM-DD` once what is typed is a date, else the text itself.
  const dateError = (date: string) =>
    !date ? ADMIN_MESSAGES.settingsFieldRequired : !isDateOnly(date) ? 'Enter a date as DD/MM/YYYY' : null;
  const fromError = dateError(from);
  const toError = dateError(to) ?? (!fromError && to < from ? 'To is before From.' : null);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (fromError || toError) return;
    setPending(true);
    setFailure(null);
    try {
      saveFile(await fetchXeroExport(from, to));
      onClose();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <Box component="form" noValidate onSubmit={(event) => void handleSubmit(event)}>
        <DialogTitle id={titleId}>Export for Xero</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId} sx={{ mb: 2 }}>
            Invoices and credit and debit notes issued from one date to the other, both included, as one CSV
            file for Xero’s sales invoice import. Credit notes import as credit notes.
          </DialogContentText>
          <Box sx={{ display: 'flex', gap: 2, pt: 1 }}>
            <DateField
              label="From"
              pickerLabel="Choose From date"
              value={from}
              onChange={setFrom}
              error={(submitted && fromError) || undefined}
              disabled={pending}
              sx={{ flex: '1 1 0', minWidth: 0 }}
            />
            <DateField
              label="To"
              pickerLabel="Choose To date"
              value={to}
              onChange={setTo}
              error={(submitted && toError) || undefined}
              disabled={pending}
              sx={{ flex: '1 1 0', minWidth: 0 }}
            />
          </Box>
          {failure ? (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={pending}>
            Download CSV
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
