import { periodLabel, recentPeriods } from '@cleaver/domain/statement-period';
import Send from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useSnackbar } from '../../../components/snackbar-context';
import { useSendStatements } from '../api/send-statements';
import { useStatementRecipients } from '../api/statement-recipients';
import { runDone, type StatementRunView, useStatementRun } from '../api/statement-run';

/** Months offered: the last one that has ended and the eleven before it. */
const MONTHS_OFFERED = 12;
const POLL_MS = 2_000;

/** "Send statements" on the Receivables list, and its dialog. */
export function SendStatementsButton({ pollMs = POLL_MS }: { pollMs?: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<Send />} onClick={() => setOpen(true)}>
        Send statements
      </Button>
      {open ? <SendStatementsDialog pollMs={pollMs} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/**
 * Chooses the month (the one before this by default), says how many customers get a statement, sends, then shows
 * how the mails go ("Sent 12 of 40") until all have gone. Safe to press again: the server issues and mails only
 * what is new. Closing leaves the mails going.
 */
export function SendStatementsDialog({ pollMs, onClose }: { pollMs: number; onClose: () => void }) {
  const titleId = useId();
  const showSnackbar = useSnackbar();
  const [chosen, setChosen] = useState<string | null>(null);
  const latest = useStatementRecipients(null);
  const recipients = useStatementRecipients(chosen);
  const month = chosen ?? latest.data?.period ?? null;
  const run = useStatementRun(month, { pollMs });
  const send = useSendStatements();
  const [refusal, setRefusal] = useState<string | null>(null);
  const count = recipients.data?.customerCount;
  const label = recipients.data?.periodLabel ?? '';

  const handleSend = () => {
    if (!month) return;
    setRefusal(null);
    send.mutate(month, {
      onSuccess: (started) =>
        showSnackbar(`Statements for ${started.periodLabel}: ${started.queued} queued to mail`, 'success'),
      onError: (error) => setRefusal(error.message),
    });
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Send statements</DialogTitle>
      <DialogContent>
        {refusal || latest.isError ? (
          <Alert severity="error" variant="outlined" sx={{ mb: 2 }}>
            {refusal ?? 'The months could not be loaded.'}
          </Alert>
        ) : null}
        {latest.data ? (
          <TextField
            select
            label="Month"
            value={month ?? ''}
            onChange={(event) => setChosen(event.target.value)}
            disabled={send.isPending}
            fullWidth
            sx={{ mt: 1, mb: 2 }}
            slotProps={{ select: { native: true } }}
          >
            {recentPeriods(latest.data.period, MONTHS_OFFERED).map((period) => (
              <option key={period} value={period}>
                {periodLabel(period)}
              </option>
            ))}
          </TextField>
        ) : (
          <LinearProgress aria-label="Loading the months" sx={{ my: 2 }} />
        )}
        <DialogContentText>
          {count === undefined
            ? '\u00a0'
            : count === 0
              ? `No customer owed anything, was in credit, or had a document or payment in ${label}.`
              : `${count} ${count === 1 ? 'customer gets' : 'customers get'} a statement for ${label}: everyone owing or in credit at the month’s end, or with a document or payment in it. Each is mailed once, with the PDF.`}
        </DialogContentText>
        {run.data ? <RunProgress run={run.data} /> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button
          variant="contained"
          onClick={handleSend}
          loading={send.isPending}
          disabled={send.isPending || !count || !month}
        >
          {run.data ? 'Send again' : 'Send'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function RunProgress({ run }: { run: StatementRunView }) {
  const done = runDone(run);
  const value = run.queued === 0 ? 100 : ((run.sent + run.failed) / run.queued) * 100;
  return (
    <Box sx={{ mt: 2 }}>
      <LinearProgress
        variant="determinate"
        value={value}
        aria-label={`Statements for ${run.periodLabel} sent`}
        sx={{ mb: 1 }}
      />
      <Box role="status" aria-live="polite">
        {`Sent ${run.sent} of ${run.queued}`}
        {run.failed > 0 ? `; ${run.failed} could not be sent` : ''}
        {done ? '. All done.' : '…'}
      </Box>
    </Box>
  );
}
