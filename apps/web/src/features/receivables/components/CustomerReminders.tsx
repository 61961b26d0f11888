import { formatDateOnly } from '@cleaver/domain/dates';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { LoadError } from '../../../components/LoadError';
import { type SentReminder, useCustomerReminders } from '../api/customer-reminders';
import { kindLabel, nzd } from '../ledger-text';

const AMOUNT = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** 'Invoice 1042 (9 days overdue)'. */
function documentText(document: SentReminder['documents'][number]): string {
  const days = document.daysOverdue === 1 ? '1 day' : `${document.daysOverdue} days`;
  return `${kindLabel(document.kind)} ${document.number} (${days} overdue)`;
}

/**
 * "Reminders sent" on a customer's ledger: each overdue reminder mailed to them, newest first — the day, the
 * address, the documents it listed and their total.
 */
export function CustomerReminders({ customerId }: { customerId: string }) {
  const headingId = useId();
  const reminders = useCustomerReminders(customerId);
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.125rem', mb: 1.5 }}>
        Reminders sent
      </Typography>
      {reminders.isPending ? (
        <Typography sx={{ color: 'text.secondary' }}>Loading the reminders…</Typography>
      ) : reminders.isError ? (
        <LoadError message="The reminders could not be loaded." onRetry={() => void reminders.refetch()} />
      ) : reminders.data.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>No reminders sent.</Typography>
      ) : (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Reminders sent">
            <TableHead>
              <TableRow>
                <TableCell>Sent</TableCell>
                <TableCell>To</TableCell>
                <TableCell>Documents</TableCell>
                <TableCell sx={AMOUNT}>Total</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {reminders.data.map((reminder) => (
                <TableRow key={reminder.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateOnly(reminder.sentOn)}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{reminder.toEmail}</TableCell>
                  <TableCell>{reminder.documents.map(documentText).join(', ')}</TableCell>
                  <TableCell sx={{ ...AMOUNT, fontWeight: 600 }}>{nzd(reminder.total)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
