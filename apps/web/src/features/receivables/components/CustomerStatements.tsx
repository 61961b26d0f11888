import { formatDateOnly } from '@cleaver/domain/dates';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { LoadError } from '../../../components/LoadError';
import { useCustomerStatements } from '../api/customer-statements';
import { nzd } from '../ledger-text';

/** The customer's issued statements on their ledger page, newest month first, each with its PDF. */
export function CustomerStatements({ customerId }: { customerId: string }) {
  const headingId = useId();
  const statements = useCustomerStatements(customerId);
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.125rem', mb: 1.5 }}>
        Statements
      </Typography>
      {statements.isError ? (
        <LoadError message="The statements could not be loaded." onRetry={() => void statements.refetch()} />
      ) : statements.isPending ? null : statements.data.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>No statement has been issued yet.</Typography>
      ) : (
        <Table size="small" aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              <TableCell>Month</TableCell>
              <TableCell>Dated</TableCell>
              <TableCell align="right">Opening</TableCell>
              <TableCell align="right">Closing</TableCell>
              <TableCell>PDF</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {statements.data.map((statement) => (
              <TableRow key={statement.id}>
                <TableCell>{statement.periodLabel}</TableCell>
                <TableCell>{formatDateOnly(statement.statementDate)}</TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {nzd(statement.openingBalance)}
                </TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {nzd(statement.closingBalance)}
                </TableCell>
                <TableCell>
                  <Link
                    href={statement.pdfUrl}
                    target="_blank"
                    rel="noopener"
                    aria-label={`Statement for ${statement.periodLabel} PDF`}
                  >
                    PDF
                  </Link>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
