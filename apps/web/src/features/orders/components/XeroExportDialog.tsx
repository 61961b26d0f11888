import { ADMIN_MESSAGES } from '@cleaver/domain/admin-messages';
import { MOBILE_BREAKPOINT } from '@cleaver/domain/constants';
import { aucklandDateString, formatDateOnly, isDateOnly } from '@cleaver/domain/dates';
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
import useMediaQuery from '@mui/material/useMediaQuery';
import { type FormEvent, useId, useState } from 'react';
import { DateField } from '../../../components/DateField';
import {
  fetchXeroExport,
  fetchXeroExportSummary,
  saveFile,
  type XeroExportSummary,
} from '../api/invoice-files';

/** The Auckland day or days the range's earlier exports were made on: 'on 03/12/2026'. */
function exportedOn({ firstExportedAt, lastExportedAt }: XeroExportSummary): string {
  const day = (at: string | null) => (at ? formatDateOnly(aucklandDateString(new Date(at))) : '');
  const first = day(firstExportedAt);
  const last = day(lastExportedAt);
  return first === last ? `on ${last}` : `between ${first} and ${last}`;
}

/** The warning before documents exported before go out again. */
function exportAgainMessage(summary: XeroExportSummary): string {
  const { exportedBefore } = summary;
  const were = exportedBefore === 1 ? 'was' : 'were';
  return `${exportedBefore} of these ${were} exported before, ${exportedOn(summary)}. Export them again?`;
}

/** Why only-new has nothing to download, or null when it has. */
function nothingNewMessage(summary: XeroExportSummary): string | null {
  if (summary.documents === 0) return 'No invoices or notes were issued in this range.';
  if (summary.exportedBefore < summary.documents) return null;
  const all = summary.documents === 1 ? 'the one document' : `all ${summary.documents} documents`;
  const were = summary.documents === 1 ? 'was' : 'were';
  return `Nothing new: ${all} in this range ${were} exported before, ${exportedOn(summary)}. Untick “Only what was not exported yet” to export them again.`;
}

/**
 * Export for Xero: the invoices and credit and debit notes issued from one date to another (Auckland days,
 * inclusive) as one CSV in Xero's sales invoice import layout. Starts on this month so far, with only what was not
 * exported yet; without that, it warns before documents exported before go out again.
 */
export function XeroExportDialog({ onClose }: { onClose: () => void }) {
  const phone = useMediaQuery(`(max-width:${MOBILE_BREAKPOINT - 0.05}px)`, { noSsr: true });
  const titleId = useId();
  const textId = useId();
  const today = aucklandDateString(new Date());
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const [onlyNew, setOnlyNew] = useState(true);
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [nothingNew, setNothingNew] = useState<string | null>(null);
  // Set once the range was found to hold documents exported before: the next Export sends them again.
  const [again, setAgain] = useState<XeroExportSummary | null>(null);
  // Typed as DD/MM/YYYY: a field holds `YYYY-MM-DD` once what is typed is a date, else the text itself.
  const dateError = (date: string) =>
    !date ? ADMIN_MESSAGES.settingsFieldRequired : !isDateOnly(date) ? 'Enter a date as DD/MM/YYYY' : null;
  const fromError = dateError(from);
  const toError = dateError(to) ?? (!fromError && to < from ? 'To is before From.' : null);

  // Another range or choice is asked about afresh.
  const handleChange =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setAgain(null);
      setNothingNew(null);
    };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (fromError || toError) return;
    setPending(true);
    setFailure(null);
    try {
      if (!again) {
        const summary = await fetchXeroExportSummary(from, to);
        const nothing = onlyNew ? nothingNewMessage(summary) : null;
        if (nothing) {
          setNothingNew(nothing);
          return;
        }
        if (!onlyNew && summary.exportedBefore > 0) {
          setAgain(summary);
          return;
        }
      }
      saveFile(await fetchXeroExport(from, to, onlyNew));
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
            file for Xero’s sales invoice import. Credit notes import as credit notes. Each document remembers
            when it was exported.
          </DialogContentText>
          <Box sx={{ display: 'flex', gap: 2, pt: 1 }}>
            <DateField
              label="From"
              pickerLabel="Choose From date"
              value={from}
              onChange={handleChange(setFrom)}
              error={(submitted && fromError) || undefined}
              disabled={pending}
              sx={{ flex: '1 1 0', minWidth: 0 }}
            />
            <DateField
              label="To"
              pickerLabel="Choose To date"
              value={to}
              onChange={handleChange(setTo)}
              error={(submitted && toError) || undefined}
              disabled={pending}
              sx={{ flex: '1 1 0', minWidth: 0 }}
            />
          </Box>
          <FormControlLabel
            sx={{ mt: 1 }}
            control={
              <Checkbox
                checked={onlyNew}
                onChange={(event) => handleChange(setOnlyNew)(event.target.checked)}
                disabled={pending}
              />
            }
            label="Only what was not exported yet"
          />
          {nothingNew ? (
            <Alert severity="info" role="status" sx={{ mt: 2 }}>
              {nothingNew}
            </Alert>
          ) : null}
          {again ? (
            <Alert severity="warning" role="alert" sx={{ mt: 2 }}>
              {exportAgainMessage(again)}
            </Alert>
          ) : null}
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
            {again ? 'Export again' : 'Download CSV'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
