import { MOBILE_BREAKPOINT } from '@cleaver/domain/constants';
import { aucklandDateString } from '@cleaver/domain/dates';
import { ADMIN_MESSAGES } from '@cleaver/domain/messages';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type FormEvent, useId, useState } from 'react';
import { fetchXeroExport, saveFile } from '../api/invoice-files';

/**
 * Export for Xero: the invoices issued from one date to another (Auckland days, inclusive) as a CSV in Xero's
 * sales invoice import layout. Starts on this month so far.
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
  const fromError = !from ? ADMIN_MESSAGES.settingsFieldRequired : null;
  const toError = !to
    ? ADMIN_MESSAGES.settingsFieldRequired
    : from && to < from
      ? 'To is before From.'
      : null;

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
            Invoices issued from one date to the other, both included, as a CSV file for Xero’s sales invoice
            import.
          </DialogContentText>
          <Box sx={{ display: 'flex', gap: 2, pt: 1 }}>
            <TextField
              label="From"
              type="date"
              required
              value={from}
              onChange={(event) => setFrom(event.target.value)}
              error={submitted && Boolean(fromError)}
              helperText={submitted ? fromError : undefined}
              sx={{ flex: '1 1 0', minWidth: 0 }}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              label="To"
              type="date"
              required
              value={to}
              onChange={(event) => setTo(event.target.value)}
              error={submitted && Boolean(toError)}
              helperText={submitted ? toError : undefined}
              sx={{ flex: '1 1 0', minWidth: 0 }}
              slotProps={{ inputLabel: { shrink: true } }}
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
