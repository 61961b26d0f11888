import { formatDateOnly } from '@cleaver/domain/dates';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { BankLine } from '../api/bank-lines';
import { bankLineDetails, bankLineSummary, proposalText } from '../bank-line-text';
import { nzd } from '../ledger-text';

const stateOf = (line: BankLine) => (line.alreadyImported ? 'Imported before' : 'New');

/** The credit lines a statement file holds, before it is imported: one card a line on a phone. */
export function BankPreviewLines({ lines }: { lines: readonly BankLine[] }) {
  const cards = useMediaQuery((theme) => theme.breakpoints.down('md'), { noSsr: true });
  if (lines.length === 0)
    return <Typography sx={{ color: 'text.secondary' }}>No credit lines in this file.</Typography>;
  if (cards) {
    return (
      <Box
        component="ul"
        aria-label="Lines in the file"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
      >
        {lines.map((line) => (
          <Paper component="li" key={line.key} variant="outlined" sx={{ p: 1.5 }}>
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
            <Typography
              variant="body2"
              sx={{ color: line.alreadyImported ? 'text.secondary' : 'success.main' }}
            >
              {stateOf(line)}
            </Typography>
          </Paper>
        ))}
      </Box>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Lines in the file">
        <TableHead>
          <TableRow>
            <TableCell>Line</TableCell>
            <TableCell>Date</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell>Other party</TableCell>
            <TableCell>Particulars · code · reference</TableCell>
            <TableCell>Proposed</TableCell>
            <TableCell>State</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.key}>
              <TableCell>{line.lineNumber ?? ''}</TableCell>
              <TableCell>{formatDateOnly(line.postedOn)}</TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {nzd(line.amount)}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{line.otherParty || '—'}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{bankLineDetails(line)}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{proposalText(line.proposal)}</TableCell>
              <TableCell>{stateOf(line)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
