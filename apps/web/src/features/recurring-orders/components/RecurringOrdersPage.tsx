import { SEARCH_DEBOUNCE_MS } from '@cleaver/domain/constants';
import { MESSAGES } from '@cleaver/domain/messages';
import { FREQUENCY_LABELS, RECURRING_FILTERS, type RecurringFilter } from '@cleaver/domain/recurring';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridCellParams, GridColDef, GridRowParams, MuiEvent } from '@mui/x-data-grid';
import { type KeyboardEvent, type MouseEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { AdminPageHeader } from '../../../components/AdminPageHeader';
import { LoadError } from '../../../components/LoadError';
import { ServerPagedGrid } from '../../../components/ServerPagedGrid';
import { type RecurringOrderRow, useRecurringOrders } from '../api/recurring-orders';
import { useLiveRecurringOrders } from '../api/recurring-orders-changed';
import { useRecurringListState } from '../hooks/use-recurring-list-state';
import { RECURRING_PAGE_SIZES } from '../recurring-list-state';
import { EditRecurringButton } from './EditRecurringButton';
import { NextRunText } from './NextRunText';
import { RecurringActiveChip } from './RecurringActiveChip';
import { RecurringOrderCards } from './RecurringOrderCards';

const pageSizeOptions = [...RECURRING_PAGE_SIZES];

const filterLabel = (filter: RecurringFilter) => (filter === 'ALL' ? 'ALL' : FREQUENCY_LABELS[filter]);

const columns: GridColDef<RecurringOrderRow>[] = [
  {
    field: 'companyName',
    headerName: 'Company',
    flex: 1.4,
    minWidth: 160,
    sortable: false,
    display: 'flex',
    renderCell: ({ row }) => (
      <Box sx={{ py: 1, lineHeight: 1.3, overflowWrap: 'anywhere' }}>{row.companyName}</Box>
    ),
  },
  {
    field: 'frequencyText',
    headerName: 'Frequency',
    flex: 1.4,
    minWidth: 170,
    sortable: false,
    display: 'flex',
    renderCell: ({ row }) => <Box sx={{ py: 1, lineHeight: 1.3 }}>{row.frequencyText}</Box>,
  },
  {
    field: 'isActive',
    headerName: 'Is Active',
    width: 110,
    sortable: false,
    display: 'flex',
    renderCell: ({ row }) => <RecurringActiveChip isActive={row.isActive} />,
  },
  {
    field: 'nextRun',
    headerName: 'Next run',
    flex: 1.2,
    minWidth: 190,
    sortable: false,
    display: 'flex',
    renderCell: ({ row }) => (
      <Box sx={{ py: 1 }}>
        <NextRunText run={row.nextRun ?? null} />
      </Box>
    ),
  },
  {
    field: 'actions',
    headerName: 'Actions',
    width: 90,
    sortable: false,
    disableColumnMenu: true,
    display: 'flex',
    align: 'center',
    headerAlign: 'center',
    renderCell: ({ row, tabIndex }) => (
      <EditRecurringButton id={row.id} companyName={row.companyName} tabIndex={tabIndex} />
    ),
  },
];

/**
 * Recurring Orders (/Admin/Scheduled-Orders): every standing order in company order, searched by company and
 * filtered by frequency on the server, paged, with its next run. State lives in the URL; staff's changes made
 * anywhere, the scheduler's runs (next runs move on) and changed closed days show at once. On phones, one card each.
 */
export function RecurringOrdersPage() {
  const navigate = useNavigate();
  const { state, update, offset, limit } = useRecurringListState();
  const [typed, setTyped] = useState(state.search);
  const cards = useMediaQuery((theme) => theme.breakpoints.down('md'), { noSsr: true });
  const recurring = useRecurringOrders({ filter: state.filter, search: state.search, offset, limit });
  useLiveRecurringOrders();

  // The search is sent 300 ms after the last key press, not on every one.
  useEffect(() => {
    if (typed.trim() === state.search) return;
    const timer = setTimeout(() => update({ search: typed.trim() }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  });

  const open = (id: string) => void navigate(`/admin/scheduled-order/${id}`);
  // A click anywhere on a row opens it, as does Enter on any cell; the Edit link does the same by itself.
  const handleRowClick = (params: GridRowParams<RecurringOrderRow>, event: MuiEvent<MouseEvent>) => {
    if (!(event.target as HTMLElement).closest('a')) open(params.row.id);
  };
  const handleCellKeyDown = (params: GridCellParams<RecurringOrderRow>, event: MuiEvent<KeyboardEvent>) => {
    if (event.key === 'Enter' && !(event.target as HTMLElement).closest('a')) open(params.row.id);
  };

  const rows = recurring.data?.rows ?? [];
  const total = recurring.data?.total ?? 0;

  return (
    <>
      <AdminPageHeader
        title="Recurring Orders"
        addLabel="Add Recurring Order"
        onAdd={() => void navigate('/admin/scheduled-order/new')}
      >
        <Typography sx={{ color: 'text.secondary' }}>
          {recurring.data
            ? `${total.toLocaleString('en-NZ')} ${total === 1 ? 'standing order' : 'standing orders'}`
            : ''}
        </Typography>
      </AdminPageHeader>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2, maxWidth: 640 }}>
        <TextField
          label="Search"
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          size="small"
          autoComplete="off"
          placeholder="Company"
          sx={{ flex: '2 1 260px' }}
        />
        <TextField
          select
          label="Frequency"
          value={state.filter}
          onChange={(event) => update({ filter: event.target.value as RecurringFilter })}
          size="small"
          sx={{ flex: '1 1 160px' }}
        >
          {RECURRING_FILTERS.map((filter) => (
            <MenuItem key={filter} value={filter}>
              {filterLabel(filter)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {recurring.isError && !recurring.data ? (
        <LoadError
          message="The recurring orders could not be loaded."
          onRetry={() => void recurring.refetch()}
        />
      ) : (
        <ServerPagedGrid
          aria-label="Recurring orders"
          query={recurring}
          rows={rows}
          rowCount={total}
          columns={columns}
          page={state.page}
          pageSize={state.pageSize}
          pageSizeOptions={pageSizeOptions}
          onPagingChange={update}
          noRowsLabel={MESSAGES.noResults}
          cards={cards ? <RecurringOrderCards rows={rows} loading={recurring.isPending} /> : undefined}
          onRowClick={handleRowClick}
          onCellKeyDown={handleCellKeyDown}
          sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
        />
      )}
    </>
  );
}
