import { formatDate, formatDateOnly, weekdayName } from '@cleaver/domain/dates';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { LoadError } from '../../../components/LoadError';
import { useCustomerCutoffReminders } from '../api/customer-cutoff-reminders';

let timeFormat: Intl.DateTimeFormat | undefined;
/** '11:00 pm', Pacific/Auckland. */
function aucklandTime(iso: string): string {
  timeFormat ??= new Intl.DateTimeFormat('en-NZ', {
    timeZone: 'Pacific/Auckland',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h12',
  });
  return timeFormat.format(new Date(iso)).toLowerCase();
}

/**
 * "Cutoff reminders sent" in the customer's view: each reminder mailed before a cutoff (the customer turns them on
 * in My Account → Preferences), newest first — when it went and the processing day it reminded of.
 */
export function CutoffRemindersSent({ customerId }: { customerId: string }) {
  const headingId = useId();
  const reminders = useCustomerCutoffReminders(customerId);
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ mt: 3, mb: 1 }}>
        Cutoff reminders sent
      </Typography>
      {reminders.isPending ? (
        <Typography sx={{ color: 'text.secondary' }}>Loading the reminders…</Typography>
      ) : reminders.isError ? (
        <LoadError message="The reminders could not be loaded." onRetry={() => void reminders.refetch()} />
      ) : reminders.data.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>No cutoff reminders sent.</Typography>
      ) : (
        <Table size="small" aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              <TableCell>Sent</TableCell>
              <TableCell>For orders processed on</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {reminders.data.map((reminder) => (
              <TableRow key={reminder.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatDate(reminder.sentAt)} {aucklandTime(reminder.sentAt)}
                </TableCell>
                <TableCell>
                  {weekdayName(reminder.processingDate)} {formatDateOnly(reminder.processingDate)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
