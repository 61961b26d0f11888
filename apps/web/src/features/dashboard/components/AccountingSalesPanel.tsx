import type { DateRange } from '@cleaver/domain/dashboard';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { AccountingSales } from '../api/accounting-sales';
import { csvMoney, money } from '../dashboard-text';
import { DownloadCsvButton } from './DownloadCsvButton';

type NamedSales = AccountingSales['yearToDate'][number];

/** The accounting system's lists: today's top customers and each customer's sales this year, with CSVs. */
export function AccountingSalesPanel({ sales, today }: { sales: AccountingSales; today: string }) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}
    >
      <Typography id={headingId} variant="h2" sx={{ mb: 2 }}>
        From the accounting system
      </Typography>
      <Box
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <NamedSalesTable
          title="Top customers today"
          rows={sales.topCustomersDaily}
          fileName={`top-customers-${today}.csv`}
        />
        <NamedSalesTable
          title="Year to date"
          rows={sales.yearToDate}
          fileName={`sales-year-to-date-${today.slice(0, 4)}.csv`}
        />
      </Box>
    </Paper>
  );
}

function NamedSalesTable({
  title,
  rows,
  fileName,
}: {
  title: string;
  rows: readonly NamedSales[];
  fileName: string;
}) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={headingId} variant="h3">
          {title}
        </Typography>
        <DownloadCsvButton
          of={title.toLowerCase()}
          fileName={fileName}
          rows={() => [
            ['Customer', 'Sales (NZD)'],
            ...rows.map((row) => [row.customerName, csvMoney(row.value)]),
          ]}
          disabled={rows.length === 0}
        />
      </Box>
      <Table size="small" aria-labelledby={headingId}>
        <TableHead>
          <TableRow>
            <TableCell>Customer</TableCell>
            <TableCell align="right">Sales</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={2}>No sales.</TableCell>
            </TableRow>
          ) : null}
          {rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the accounting system may name a customer twice
            <TableRow key={index}>
              <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                {row.customerName}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {money(row.value)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

export type LoadedAccountingSales = { range: DateRange; sales: AccountingSales };
