import { SEARCH_DEBOUNCE_MS } from '@cleaver/domain/constants';
import { formatDateOnly, isDateOnly } from '@cleaver/domain/dates';
import { MESSAGES } from '@cleaver/domain/messages';
import { ORDER_FILTERS, type OrderFilter } from '@cleaver/domain/status';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridCellParams, GridColDef, GridRowParams, MuiEvent } from '@mui/x-data-grid';
import { type KeyboardEvent, type MouseEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { AdminPageHeader } from '../../../components/AdminPageHeader';
import { DateField } from '../../../components/DateField';
import { LoadError } from '../../../components/LoadError';
import { OrderStatusChip } from '../../../components/OrderStatusChip';
import { countAtLeast, ServerPagedGrid } from '../../../components/ServerPagedGrid';
import { useLiveAdminOrders } from '../api/admin-order-changed';
import { type AdminOrderRow, useAdminOrders } from '../api/admin-orders';
import { useOrdersListState } from '../hooks/use-orders-list-state';
import { ORDERS_PAGE_SIZES } from '../orders-list-state';
import { OrderCards } from './OrderCards';
import { OrderLink } from './OrderLink';
import { OrderRowTotal } from './OrderRowTotal';
import { OrdersInvoicingBar } from './OrdersInvoicingBar';
import { companyOf, deliveryOf } from './order-row-text';

const pageSizeOptions = [...ORDERS_PAGE_SIZES];
const DATE_UNREADABLE = 'Enter a date as DD/MM/YYYY';

const columns: GridColDef<AdminOrderRow>[] = [
  {
    field: 'companyName',
    headerName: 'Company',
    flex: 1.6,
    minWidth: 150,
    sortable: false,
    display: 'flex',
    renderCell: ({ row }) => (
      <Box sx={{ py: 1, lineHeight: 1.3, overflowWrap: 'anywhere', minWidth: 0 }}>{companyOf(row)}</Box>
    ),
  },
  {
    field: 'shortId',
    headerName: 'Order',
    width: 84,
    sortable: false,
    display: 'flex',
    renderCell: ({ row, tabIndex }) => <OrderLink id={row.id} shortId={row.shortId} tabIndex={tabIndex} />,
  },
  {
    field: 'processingDate',
    headerName: 'Date',
    width: 104,
    sortable: false,
    display: 'flex',
    valueFormatter: (value: string) => formatDateOnly(value),
  },
  {
    field: 'isDelivery',
    headerName: 'Delivery / Pick Up',
    width: 158,
    sortable: false,
    display: 'flex',
    valueGetter: (_value, row) => deliveryOf(row),
  },
  {
    field: 'itemCount',
    headerName: 'Items',
    width: 68,
    sortable: false,
    display: 'flex',
    align: 'right',
    headerAlign: 'right',
  },
  {
    field: 'total',
    headerName: 'Total',
    width: 120,
    sortable: false,
    display: 'flex',
    align: 'right',
    headerAlign: 'right',
    renderCell: ({ row }) => <OrderRowTotal total={row.total} estimate={row.totalIsEstimate} />,
  },
  {
    field: 'status',
    headerName: 'Status',
    width: 140,
    sortable: false,
    display: 'flex',
    renderCell: ({ row }) => <OrderStatusChip status={row.status} />,
  },
  {
    field: 'invoiceNumber',
    headerName: 'Invoice',
    width: 84,
    sortable: false,
    display: 'flex',
    valueFormatter: (value: number | null) => (value == null ? '' : String(value)),
  },
];

/**
 * Orders (/Admin/Orders): the work staff start the day on. Filtered by status (PENDING until staff choose
 * another, which the browser then remembers), searched (company, order id, purchase order) and narrowed to
 * processing dates on the server, paged 25, 50 or 100 at a time, newest processing date first. All of it
 * lives in the URL. Orders placed, changed or deleted anywhere show at once. On phones and tablets, one card an order.
 */
export function OrdersPage() {
  const navigate = useNavigate();
  const { state, update, offset, limit } = useOrdersListState();
  const [typed, setTyped] = useState(state.search);
  // The table needs about 1,200 px with the drawer; narrower screens (phones, tablets) get one card an order.
  const cards = useMediaQuery((theme) => theme.breakpoints.down('lg'), { noSsr: true });
  const orders = useAdminOrders({
    filter: state.filter,
    search: state.search,
    from: state.from,
    to: state.to,
    offset,
    limit,
  });
  useLiveAdminOrders();

  // The search is sent 300 ms after the last key press, not on every one.
  useEffect(() => {
    if (typed.trim() === state.search) return;
    const timer = setTimeout(() => update({ search: typed.trim() }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  });

  // A click anywhere on a row opens the order, as does Enter on any of its cells; the link in its Order
  // cell does the same for a screen reader or a middle click (a new tab).
  const handleRowClick = (params: GridRowParams<AdminOrderRow>, event: MuiEvent<MouseEvent>) => {
    if ((event.target as HTMLElement).closest('a')) return;
    void navigate(`/admin/order/${params.row.id}`);
  };
  const handleCellKeyDown = (params: GridCellParams<AdminOrderRow>, event: MuiEvent<KeyboardEvent>) => {
    if (event.key !== 'Enter' || (event.target as HTMLElement).closest('a')) return;
    void navigate(`/admin/order/${params.row.id}`);
  };

  const rows = orders.data?.rows ?? [];
  const totalCount = orders.data?.totalCount ?? 0;
  const countIsCapped = orders.data?.countIsCapped ?? false;
  const datesReversed = state.from !== '' && state.to !== '' && state.from > state.to;
  // A bound is typed as DD/MM/YYYY and narrows the list once it is a date (or is cleared); until then the field
  // says what it wants and the list stays as it was.
  const [unreadable, setUnreadable] = useState({ from: false, to: false });
  // A bound set from elsewhere (the address, a link) replaces what was typed, and with it what was wrong with it.
  const [bounds, setBounds] = useState({ from: state.from, to: state.to });
  if (bounds.from !== state.from || bounds.to !== state.to) {
    setBounds({ from: state.from, to: state.to });
    setUnreadable((was) => ({
      from: was.from && bounds.from === state.from,
      to: was.to && bounds.to === state.to,
    }));
  }
  const handleDate = (bound: 'from' | 'to') => (value: string) => {
    const readable = value === '' || isDateOnly(value);
    setUnreadable((was) => ({ ...was, [bound]: !readable }));
    if (readable) update({ [bound]: value });
  };

  return (
    <>
      <AdminPageHeader title="Orders" addLabel="Create Order" onAdd={() => void navigate('/admin/order/new')}>
        <Typography sx={{ color: 'text.secondary' }}>
          {orders.data
            ? countIsCapped
              ? `${countAtLeast(totalCount)} orders`
              : `${totalCount.toLocaleString('en-NZ')} ${totalCount === 1 ? 'order' : 'orders'}`
            : ''}
        </Typography>
      </AdminPageHeader>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2, maxWidth: 960 }}>
        <TextField
          label="Search"
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          size="small"
          autoComplete="off"
          placeholder="Company, order id or purchase order"
          sx={{ flex: '2 1 260px' }}
        />
        <TextField
          select
          label="Status"
          value={state.filter}
          onChange={(event) => update({ filter: event.target.value as OrderFilter })}
          size="small"
          sx={{ flex: '1 1 150px' }}
        >
          {ORDER_FILTERS.map((filter) => (
            <MenuItem key={filter} value={filter}>
              {filter}
            </MenuItem>
          ))}
        </TextField>
        {/* From and To share a line, even on a phone. */}
        <Box sx={{ display: 'flex', gap: 2, flex: '2 1 320px', minWidth: 0 }}>
          <DateField
            label="From"
            pickerLabel="Choose From date"
            required={false}
            size="small"
            value={state.from}
            onChange={handleDate('from')}
            max={state.to || undefined}
            error={unreadable.from ? DATE_UNREADABLE : datesReversed ? 'From is after To.' : undefined}
            sx={{ flex: '1 1 0', minWidth: 0 }}
          />
          <DateField
            label="To"
            pickerLabel="Choose To date"
            required={false}
            size="small"
            value={state.to}
            onChange={handleDate('to')}
            error={unreadable.to ? DATE_UNREADABLE : datesReversed ? 'To is before From.' : undefined}
            min={state.from || undefined}
            sx={{ flex: '1 1 0', minWidth: 0 }}
          />
        </Box>
      </Box>
      <OrdersInvoicingBar filter={state.filter} />
      {orders.isError && !orders.data ? (
        <LoadError message="The orders could not be loaded." onRetry={() => void orders.refetch()} />
      ) : (
        <ServerPagedGrid
          aria-label="Orders"
          query={orders}
          rows={rows}
          rowCount={totalCount}
          rowCountIsAtLeast={countIsCapped}
          columns={columns}
          page={state.page}
          pageSize={state.pageSize}
          pageSizeOptions={pageSizeOptions}
          onPagingChange={update}
          noRowsLabel={MESSAGES.noResults}
          cards={cards ? <OrderCards rows={rows} loading={orders.isPending} /> : undefined}
          onRowClick={handleRowClick}
          onCellKeyDown={handleCellKeyDown}
          sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
        />
      )}
    </>
  );
}
