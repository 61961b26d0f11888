import { formatDateOnly } from '@cleaver/domain/dates';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { LedgerOpenDocument } from '../api/customer-ledger';
import { kindLabel, nzd } from '../ledger-text';

const AMOUNT = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** The invoices and debit notes still owed on, oldest due first, with their PDFs. */
export function OpenDocumentsTable({ documents }: { documents: readonly LedgerOpenDocument[] }) {
  if (documents.length === 0) {
    return <Typography sx={{ color: 'text.secondary' }}>Nothing is open.</Typography>;
  }
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Open documents">
        <TableHead>
          <TableRow>
            <TableCell>Document</TableCell>
            <TableCell>Date</TableCell>
            <TableCell>Due</TableCell>
            <TableCell sx={AMOUNT}>Total</TableCell>
            <TableCell sx={AMOUNT}>Open</TableCell>
            <TableCell sx={AMOUNT}>Days overdue</TableCell>
            <TableCell>PDF</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {documents.map((document) => {
            const overdue = document.daysOverdue > 0;
            const name = `${kindLabel(document.kind)} ${document.number}`;
            return (
              <TableRow key={document.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{name}</TableCell>
                <TableCell>{formatDateOnly(document.issuedDate)}</TableCell>
                <TableCell sx={{ color: overdue ? 'error.main' : undefined }}>
                  {formatDateOnly(document.dueDate)}
                </TableCell>
                <TableCell sx={AMOUNT}>{nzd(document.total)}</TableCell>
                <TableCell sx={{ ...AMOUNT, fontWeight: 600 }}>{nzd(document.open)}</TableCell>
                <TableCell sx={{ ...AMOUNT, color: overdue ? 'error.main' : 'text.secondary' }}>
                  {overdue ? document.daysOverdue : '—'}
                </TableCell>
                <TableCell>
                  <Link href={document.pdfUrl} target="_blank" rel="noopener" aria-label={`${name} PDF`}>
                    PDF
                  </Link>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
