import { formatDateOnly } from '@cleaver/domain/dates';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CustomerLedger } from '../api/customer-ledger';
import { kindLabel, nzd } from '../ledger-text';

const AMOUNT = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** Every document and payment in date order, with the balance after each: the customer's running ledger. */
export function LedgerEntriesTable({ entries }: { entries: CustomerLedger['entries'] }) {
  if (entries.length === 0) {
    return <Typography sx={{ color: 'text.secondary' }}>No documents or payments yet.</Typography>;
  }
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Ledger">
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell>Document / payment</TableCell>
            <TableCell>Description</TableCell>
            <TableCell sx={AMOUNT}>Debit</TableCell>
            <TableCell sx={AMOUNT}>Credit</TableCell>
            <TableCell sx={AMOUNT}>Balance</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => {
            const name = [kindLabel(entry.kind), entry.number].filter(Boolean).join(' ');
            return (
              <TableRow key={entry.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateOnly(entry.date)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {entry.pdfUrl ? (
                    <Link href={entry.pdfUrl} target="_blank" rel="noopener">
                      {name}
                    </Link>
                  ) : (
                    name
                  )}
                </TableCell>
                <TableCell sx={{ minWidth: 160 }}>
                  {entry.description}
                  {entry.dueDate ? (
                    <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                      {entry.description ? ' · ' : ''}due {formatDateOnly(entry.dueDate)}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell sx={AMOUNT}>{entry.debit ? nzd(entry.debit) : ''}</TableCell>
                <TableCell sx={AMOUNT}>{entry.credit ? nzd(entry.credit) : ''}</TableCell>
                <TableCell sx={{ ...AMOUNT, fontWeight: 600 }}>{nzd(entry.runningBalance)}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
