import { formatDateOnly } from '@cleaver/domain/dates';
import type { OrderStatus } from '@cleaver/domain/status';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { DayOrders } from '../api/orders-by-day';
import type { DaySales } from '../api/sales-by-day';
import { money, statusCount } from '../dashboard-text';

const sticky = {
  '& thead th': { position: 'sticky', top: 0, bgcolor: 'background.paper', zIndex: 1 },
} as const;

/** Sales by day as a table: the chart's figures, day by day. */
export function SalesByDayTable({ days }: { days: readonly DaySales[] }) {
  return (
    <Table size="small" sx={sticky}>
      <TableHead>
        <TableRow>
          <TableCell>Date</TableCell>
          <TableCell align="right">Invoices</TableCell>
          <TableCell align="right">excl. GST</TableCell>
          <TableCell align="right">incl. GST</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {days.map((day) => (
          <TableRow key={day.date}>
            <TableCell component="th" scope="row">
              {formatDateOnly(day.date)}
            </TableCell>
            <TableCell align="right">{day.invoiceCount}</TableCell>
            <TableCell align="right">{money(day.exGst)}</TableCell>
            <TableCell align="right">{money(day.incGst)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Orders by day as a table: a column a status shown, and the day's total. */
export function OrdersByDayTable({
  days,
  statuses,
}: {
  days: readonly DayOrders[];
  statuses: readonly OrderStatus[];
}) {
  return (
    <Table size="small" sx={sticky}>
      <TableHead>
        <TableRow>
          <TableCell>Date</TableCell>
          {statuses.map((status) => (
            <TableCell key={status} align="right">
              {status}
            </TableCell>
          ))}
          {statuses.length > 1 ? <TableCell align="right">Total</TableCell> : null}
        </TableRow>
      </TableHead>
      <TableBody>
        {days.map((day) => (
          <TableRow key={day.date}>
            <TableCell component="th" scope="row">
              {formatDateOnly(day.date)}
            </TableCell>
            {statuses.map((status) => (
              <TableCell key={status} align="right">
                {statusCount(day, status)}
              </TableCell>
            ))}
            {statuses.length > 1 ? (
              <TableCell align="right">
                {statuses.reduce((sum, status) => sum + statusCount(day, status), 0)}
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
