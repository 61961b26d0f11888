import { type DateRange, ORDERS_HISTORY_PAGE } from '@cleaver/domain/dashboard';
import { formatDateOnly } from '@cleaver/domain/dates';
import { MESSAGES } from '@cleaver/domain/messages';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridColDef } from '@mui/x-data-grid';
import { useId } from 'react';
import { LoadError } from '../../../components/LoadError';
import { OrderStatusChip } from '../../../components/OrderStatusChip';
import { countAtLeast, ServerPagedGrid } from '../../../components/ServerPagedGrid';
import { useSnackbar } from '../../../components/snackbar-context';
import { type HistoryOrder, useDashboardOrders } from '../api/dashboard-orders';
import { fetchOrdersHistoryExport } from '../api/dashboard-orders-export';
import type { DashboardStatusFilter } from '../dashboard-state';
import { countText, csvFileName, customerNameOf, historyCsv, rangeText } from '../dashboard-text';
import { DownloadCsvButton } from './DownloadCsvButton';
import { OrdersHistoryCards } from './OrdersHistoryCards';
import { ViewOrderLink } from './ViewOrderLink';

const columns: GridColDef<HistoryOrder>[] = [
  {
    field: 'companyName',
    headerName: 'Customer',
    flex: 1,
    minWidth: 160,
    sortable: false,
    display: 'flex',
    renderCell: ({ row }) => (
      <Box sx={{ py: 1, lineHeight: 1.3, overflowWrap: 'anywhere', minWidth: 0 }}>
        {customerNameOf(row.companyName)}
      </Box>
    ),
  },
  {
    field: 'shortId',
    headerName: 'Order',
    width: 90,
    sortable: false,
    display: 'flex',
    renderCell: ({ row }) => <Box sx={{ fontFamily: 'monospace', fontSize: '1.05rem' }}>{row.shortId}</Box>,
  },
  {
    field: 'status',
    headerName: 'Status',
    width: 130,
    sortable: false,
    display: 'flex',
    renderCell: ({ row }) => <OrderStatusChip status={row.status} />,
  },
  {
    field: 'processingDate',
    headerName: 'Date',
    width: 110,
    sortable: false,
    display: 'flex',
    valueFormatter: (value: string) => formatDateOnly(value),
  },
  {
    field: 'id',
    headerName: 'View',
    width: 90,
    sortable: false,
    display: 'flex',
    renderCell: ({ row, tabIndex }) => (
      <ViewOrderLink id={row.id} shortId={row.shortId} tabIndex={tabIndex} />
    ),
  },
];

type OrdersHistoryProps = {
  range: DateRange | undefined;
  status: DashboardStatusFilter;
  page: number;
  onPage: (page: number) => void;
};

/**
 * Orders History: the period's orders with the chosen status, newest processing date first, 20 a page; a
 * table on a laptop and a card an order on a phone. Kept live by the dashboard's subscription. Its CSV holds
 * every page, fetched when asked for.
 */
export function OrdersHistory({ range, status, page, onPage }: OrdersHistoryProps) {
  const headingId = useId();
  const cards = useMediaQuery((theme) => theme.breakpoints.down('md'), { noSsr: true });
  const orders = useDashboardOrders(range, status, page);
  const rows = orders.data?.rows ?? [];
  const totalCount = orders.data?.totalCount ?? 0;
  const countIsCapped = orders.data?.countIsCapped ?? false;
  const showSnackbar = useSnackbar();

  const historyFile = async () => {
    if (!range) return null;
    try {
      const all = await fetchOrdersHistoryExport(range, status);
      if (all.rows.length < all.totalCount) {
        showSnackbar(
          `The file holds the newest ${countText(all.rows.length, 'order')} of ${all.totalCount.toLocaleString('en-NZ')}: choose a shorter period for the rest.`,
          'warning',
          { persist: true },
        );
      }
      return historyCsv(all.rows);
    } catch {
      showSnackbar('The orders could not be loaded for the file. Please try again.', 'error', {
        persist: true,
      });
      return null;
    }
  };

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ mb: 3, overflow: 'hidden' }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          px: { xs: 2, sm: 3 },
          pt: { xs: 2, sm: 3 },
          pb: 1,
        }}
      >
        <Box>
          <Typography id={headingId} variant="h2">
            Orders History
          </Typography>
          <Typography sx={{ color: 'text.secondary', fontSize: '0.9375rem' }}>
            {range
              ? `${status === 'ALL' ? 'Every status' : status}, ${rangeText(range)}, newest first${
                  orders.data
                    ? ` · ${countIsCapped ? `${countAtLeast(totalCount)} orders` : countText(totalCount, 'order')}`
                    : ''
                }`
              : '\u00a0'}
          </Typography>
        </Box>
        <DownloadCsvButton
          of="the orders history, every page"
          fileName={
            range ? csvFileName(`orders-history-${status.toLowerCase()}`, range) : 'orders-history.csv'
          }
          rows={historyFile}
          disabled={totalCount === 0}
        />
      </Box>
      {orders.isError && !orders.data ? (
        <Box sx={{ px: 2 }}>
          <LoadError message="The orders could not be loaded." onRetry={() => void orders.refetch()} />
        </Box>
      ) : (
        <ServerPagedGrid
          bare
          aria-labelledby={headingId}
          query={orders}
          rows={rows}
          rowCount={totalCount}
          rowCountIsAtLeast={countIsCapped}
          columns={columns}
          page={page}
          pageSize={ORDERS_HISTORY_PAGE}
          pageSizeOptions={[ORDERS_HISTORY_PAGE]}
          onPagingChange={(change) => onPage(change.page)}
          noRowsLabel={MESSAGES.noResults}
          cards={cards ? <OrdersHistoryCards rows={rows} loading={!orders.data} /> : undefined}
          disableColumnMenu
          sx={{ borderTop: 1, borderColor: 'divider', borderRadius: 0 }}
        />
      )}
    </Paper>
  );
}
