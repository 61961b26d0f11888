import { formatDateOnly } from '@cleaver/domain/dates';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { LoadError } from '../../../components/LoadError';
import { useSnackbar } from '../../../components/snackbar-context';
import { type BankLine, useBankLines } from '../api/bank-lines';
import { useConfirmBankLine } from '../api/confirm-bank-line';
import { useIgnoreBankLine } from '../api/ignore-bank-line';
import { bankLineDetails, bankLineName, bankLineSummary, proposalText } from '../bank-line-text';
import { nzd } from '../ledger-text';
import { ChooseBankCustomerDialog } from './ChooseBankCustomerDialog';

/** Confirm the proposal, choose another customer, or ignore the line; named for the line they act on. */
function BankLineActions({ line, onChoose }: { line: BankLine; onChoose: (line: BankLine) => void }) {
  const showSnackbar = useSnackbar();
  const confirmLine = useConfirmBankLine();
  const ignoreLine = useIgnoreBankLine();
  const busy = confirmLine.isPending || ignoreLine.isPending;
  const { proposal } = line;

  const handleConfirm = () => {
    if (!proposal) return;
    confirmLine.mutate(
      { key: line.key, customerId: proposal.customerId, documentIds: proposal.documents.map((d) => d.id) },
      {
        onSuccess: () =>
          showSnackbar(`Payment of ${bankLineName(line)} recorded for ${proposal.companyName}`, 'success'),
        onError: (error) => showSnackbar(error.message, 'error'),
      },
    );
  };
  const handleIgnore = () =>
    ignoreLine.mutate(line.key, {
      onSuccess: () => showSnackbar(`Line of ${bankLineName(line)} ignored`),
      onError: (error) => showSnackbar(error.message, 'error'),
    });

  return (
    <Box role="group" aria-label={bankLineName(line)} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {proposal ? (
        <Button size="small" variant="contained" onClick={handleConfirm} disabled={busy}>
          Confirm
        </Button>
      ) : null}
      <Button size="small" variant="outlined" onClick={() => onChoose(line)} disabled={busy}>
        Choose customer
      </Button>
      <Button size="small" onClick={handleIgnore} disabled={busy}>
        Ignore
      </Button>
    </Box>
  );
}

/** The imported lines waiting for staff, each with its proposal: a table, or one card a line on a phone. */
export function BankOpenLines() {
  const lines = useBankLines();
  const cards = useMediaQuery((theme) => theme.breakpoints.down('md'), { noSsr: true });
  const [choosing, setChoosing] = useState<BankLine | null>(null);

  if (lines.isError && !lines.data) {
    return <LoadError message="The bank lines could not be loaded." onRetry={() => void lines.refetch()} />;
  }
  const rows = lines.data ?? [];
  const dialog = choosing ? (
    <ChooseBankCustomerDialog line={choosing} onClose={() => setChoosing(null)} />
  ) : null;
  if (lines.isPending)
    return <Typography sx={{ color: 'text.secondary' }}>Loading the bank lines…</Typography>;
  if (rows.length === 0) {
    return <Typography sx={{ color: 'text.secondary' }}>No bank lines are waiting to be matched.</Typography>;
  }
  if (cards) {
    return (
      <>
        <Box
          component="ul"
          aria-label="Waiting to be matched"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
        >
          {rows.map((line) => (
            <Paper
              component="li"
              key={line.key}
              variant="outlined"
              sx={{ p: 1.5, display: 'grid', gap: 0.5 }}
            >
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                <Typography sx={{ fontWeight: 600 }}>{nzd(line.amount)}</Typography>
                <Typography>{formatDateOnly(line.postedOn)}</Typography>
              </Box>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {bankLineSummary(line)}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                {proposalText(line.proposal)}
              </Typography>
              <BankLineActions line={line} onChoose={setChoosing} />
            </Paper>
          ))}
        </Box>
        {dialog}
      </>
    );
  }
  return (
    <>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Waiting to be matched">
          <TableHead>
            <TableRow>
              <TableCell>Date</TableCell>
              <TableCell align="right">Amount</TableCell>
              <TableCell>Other party</TableCell>
              <TableCell>Particulars · code · reference</TableCell>
              <TableCell>Proposed</TableCell>
              <TableCell>Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((line) => (
              <TableRow key={line.key}>
                <TableCell>{formatDateOnly(line.postedOn)}</TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {nzd(line.amount)}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{line.otherParty || '—'}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{bankLineDetails(line)}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{proposalText(line.proposal)}</TableCell>
                <TableCell>
                  <BankLineActions line={line} onChoose={setChoosing} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {dialog}
    </>
  );
}
