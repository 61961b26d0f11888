import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { money } from '../dashboard-text';
import type { CustomerShare, TopCustomersView } from '../top-customers-rows';

// A phone has room for the customer and one amount (GST excluded); the rest are in the figure cards and the CSV.
const laterColumn = (index: number) => (index > 0 ? { display: { xs: 'none', sm: 'table-cell' } } : {});

const percent = new Intl.NumberFormat('en-NZ', { style: 'percent', maximumFractionDigits: 0 });

/** The donut's figures as a table: each customer with its slice's colour, amounts and share, then the total. */
export function TopCustomersTable({ view, caption }: { view: TopCustomersView; caption: string }) {
  return (
    <Box sx={{ overflowX: 'auto', minWidth: 0 }}>
      <Table
        size="small"
        sx={{ '& td, & th': { px: 1 }, '& td:first-of-type, & th:first-of-type': { pl: 0 } }}
      >
        <Box component="caption" sx={visuallyHidden}>
          {caption}
        </Box>
        <TableHead>
          <TableRow>
            <TableCell>Customer</TableCell>
            {view.columns.map((column, index) => (
              <TableCell key={column} align="right" sx={laterColumn(index)}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {view.rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={view.columns.length + 1}>No invoices in this range.</TableCell>
            </TableRow>
          ) : null}
          {view.rows.map((row) => (
            <CustomerRow key={row.id} row={row} />
          ))}
          {view.others ? <CustomerRow row={view.others} /> : null}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell
              component="th"
              scope="row"
              sx={{ fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' }}
            >
              Total
            </TableCell>
            {view.total.map((amount, index) => (
              <TableCell
                key={view.columns[index]}
                align="right"
                sx={{
                  fontWeight: 700,
                  color: 'text.primary',
                  fontSize: '0.875rem',
                  whiteSpace: 'nowrap',
                  ...laterColumn(index),
                }}
              >
                {money(amount)}
              </TableCell>
            ))}
          </TableRow>
        </TableFooter>
      </Table>
    </Box>
  );
}

function CustomerRow({ row }: { row: CustomerShare }) {
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
          <Box
            aria-hidden
            sx={{
              flex: '0 0 auto',
              width: 12,
              height: 12,
              borderRadius: '50%',
              bgcolor: row.colour,
              alignSelf: 'center',
            }}
          />
          <span>
            {row.name}{' '}
            <Box component="span" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
              {percent.format(row.share)}
            </Box>
          </span>
        </Box>
      </TableCell>
      {row.amounts.map((amount, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a row's amounts are its fixed columns, in order
        <TableCell key={index} align="right" sx={{ whiteSpace: 'nowrap', ...laterColumn(index) }}>
          {money(amount)}
        </TableCell>
      ))}
    </TableRow>
  );
}
