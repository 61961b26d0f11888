import {
  ADMIN_CUSTOMERS_ALL_LIMIT,
  CUSTOMERS_PAGE_SIZES,
  SEARCH_DEBOUNCE_MS,
} from '@cleaver/domain/constants';
import { ADMIN_MESSAGES, MESSAGES } from '@cleaver/domain/messages';
import Block from '@mui/icons-material/Block';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import Visibility from '@mui/icons-material/Visibility';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { useEffect, useState } from 'react';
import { AdminPageHeader } from '../../../components/AdminPageHeader';
import { LoadError } from '../../../components/LoadError';
import { RefetchBar } from '../../../components/RefetchBar';
import { useSnackbar } from '../../../components/snackbar-context';
import { type AdminCustomerRow, useAdminCustomers } from '../api/admin-customers';
import { useLiveAdminCustomers } from '../api/customer-changed';
import { useSetCustomerActive } from '../api/set-customer-active';
import { customerName } from '../customer-name';
import { ALL_ROWS, useCustomersListState } from '../hooks/use-customers-list-state';
import { ContactConfirmDialog, type ContactRequest } from './ContactConfirmDialog';
import { ContactLink } from './ContactLink';
import { CustomerDialog } from './CustomerDialog';
import { CustomerSyncChip } from './CustomerSyncChip';
import { DeleteCustomerDialog } from './DeleteCustomerDialog';
import { DisableCustomerDialog } from './DisableCustomerDialog';

const pageSizeOptions = CUSTOMERS_PAGE_SIZES.map((size) =>
  size === 'all' ? { label: 'All', value: ALL_ROWS } : size,
);

type Open =
  | { dialog: 'add' }
  | { dialog: 'customer'; customer: AdminCustomerRow; mode: 'view' | 'edit' }
  | { dialog: 'delete'; customer: AdminCustomerRow }
  | { dialog: 'disable'; customer: AdminCustomerRow }
  | { dialog: 'contact'; request: ContactRequest }
  | null;

/**
 * Customers (/Admin/Customers): searched and paged on the server (company, contact name, email, code), with
 * the enable/disable icon, the accounting sync state, View, Edit and Delete on each row and Add Customer
 * above. Search, page and page size live in the URL. Other staff's changes show at once.
 */
export function CustomersPage() {
  const { state, update, offset, limit } = useCustomersListState();
  const [typed, setTyped] = useState(state.search);
  const [open, setOpen] = useState<Open>(null);
  const showSnackbar = useSnackbar();
  const setActive = useSetCustomerActive();
  const customers = useAdminCustomers({ search: state.search, offset, limit });
  useLiveAdminCustomers();

  // The search is sent 300 ms after the last key press, not on every one.
  useEffect(() => {
    if (typed.trim() === state.search) return;
    const timer = setTimeout(() => update({ search: typed.trim() }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  });

  const handlePagination = (model: GridPaginationModel) =>
    update({ page: model.pageSize === state.pageSize ? model.page : 0, pageSize: model.pageSize });

  const handleEnable = (customer: AdminCustomerRow) =>
    setActive.mutate(
      { customerId: customer.id, isActive: true },
      {
        onSuccess: () => showSnackbar(ADMIN_MESSAGES.customerUpdated, 'success'),
        onError: () => showSnackbar(ADMIN_MESSAGES.customerUpdateFailed, 'error'),
      },
    );

  const contact = (kind: ContactRequest['kind'], address: string, customer: AdminCustomerRow) =>
    setOpen({ dialog: 'contact', request: { kind, address, customerName: customerName(customer) } });

  const totalCount = customers.data?.totalCount ?? 0;
  const truncated = state.pageSize === ALL_ROWS && totalCount > ADMIN_CUSTOMERS_ALL_LIMIT;
  const rows = customers.data?.rows ?? [];

  const columns: GridColDef<AdminCustomerRow>[] = [
    {
      field: 'companyName',
      headerName: 'Company',
      flex: 1.4,
      minWidth: 170,
      sortable: false,
      display: 'flex',
      renderCell: ({ row }) => (
        <Box sx={{ lineHeight: 1.3, py: 1, minWidth: 0 }}>
          <Box sx={{ overflowWrap: 'anywhere' }}>{row.companyName || '—'}</Box>
          <Typography variant="caption" color="text.secondary">
            {row.customerCode}
          </Typography>
        </Box>
      ),
    },
    {
      field: 'contact',
      headerName: 'Contact',
      flex: 1,
      minWidth: 140,
      sortable: false,
      display: 'flex',
      renderCell: ({ row }) => (
        <Box sx={{ lineHeight: 1.3, py: 1, minWidth: 0 }}>
          <Box>{`${row.firstName} ${row.lastName}`.trim()}</Box>
          {row.mobile ? (
            <Typography variant="caption" component="div">
              <ContactLink text={row.mobile} onClick={() => contact('call', row.mobile, row)} />
            </Typography>
          ) : null}
        </Box>
      ),
    },
    {
      field: 'email',
      headerName: 'Email',
      flex: 1.2,
      minWidth: 170,
      sortable: false,
      display: 'flex',
      renderCell: ({ row }) => (
        <Box sx={{ py: 1, minWidth: 0 }}>
          <ContactLink text={row.email} onClick={() => contact('email', row.email, row)} />
        </Box>
      ),
    },
    {
      field: 'priceLevel',
      headerName: 'Price Level',
      flex: 0.8,
      minWidth: 110,
      sortable: false,
      display: 'flex',
      renderCell: ({ row }) =>
        row.priceLevel?.name ?? (
          <Typography variant="body2" color="text.secondary">
            Default
          </Typography>
        ),
    },
    {
      field: 'customerLevel',
      headerName: 'Level',
      width: 64,
      sortable: false,
      display: 'flex',
      align: 'center',
      headerAlign: 'center',
    },
    {
      field: 'isActive',
      headerName: 'Status',
      width: 80,
      sortable: false,
      display: 'flex',
      align: 'center',
      headerAlign: 'center',
      renderCell: ({ row }) => {
        const name = customerName(row);
        return row.isActive ? (
          <IconButton
            aria-label={`Disable ${name}`}
            color="success"
            onClick={() => setOpen({ dialog: 'disable', customer: row })}
          >
            <CheckCircle />
          </IconButton>
        ) : (
          <IconButton
            aria-label={`Enable ${name}`}
            color="error"
            disabled={setActive.isPending}
            onClick={() => handleEnable(row)}
          >
            <Block />
          </IconButton>
        );
      },
    },
    {
      field: 'accountingSync',
      headerName: 'Accounting',
      width: 110,
      sortable: false,
      display: 'flex',
      renderCell: ({ row }) => <CustomerSyncChip sync={row.accountingSync} />,
    },
    {
      field: 'actions',
      headerName: 'Actions',
      sortable: false,
      filterable: false,
      disableColumnMenu: true,
      width: 132,
      display: 'flex',
      align: 'center',
      headerAlign: 'center',
      renderCell: ({ row }) => {
        const name = customerName(row);
        return (
          <Box sx={{ display: 'flex' }}>
            <IconButton
              aria-label={`View ${name}`}
              onClick={() => setOpen({ dialog: 'customer', customer: row, mode: 'view' })}
            >
              <Visibility />
            </IconButton>
            <IconButton
              aria-label={`Edit ${name}`}
              onClick={() => setOpen({ dialog: 'customer', customer: row, mode: 'edit' })}
            >
              <Edit />
            </IconButton>
            <IconButton
              aria-label={`Delete ${name}`}
              color="error"
              onClick={() => setOpen({ dialog: 'delete', customer: row })}
            >
              <Delete />
            </IconButton>
          </Box>
        );
      },
    },
  ];

  return (
    <>
      <AdminPageHeader title="Customers" addLabel="Add Customer" onAdd={() => setOpen({ dialog: 'add' })} />
      <TextField
        label="Search"
        type="search"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        size="small"
        autoComplete="off"
        placeholder="Company, contact, email or code"
        sx={{ width: '100%', maxWidth: 420, mb: 2 }}
      />
      {truncated ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          All shows the first {ADMIN_CUSTOMERS_ALL_LIMIT.toLocaleString('en-NZ')} of{' '}
          {totalCount.toLocaleString('en-NZ')} customers. Search to find the others.
        </Alert>
      ) : null}
      {customers.isError && !customers.data ? (
        <LoadError message="The customers could not be loaded." onRetry={() => void customers.refetch()} />
      ) : (
        <Paper variant="outlined" sx={{ width: '100%', overflow: 'hidden' }}>
          <RefetchBar show={customers.isFetching && customers.data !== undefined} />
          <DataGrid
            aria-label="Customers"
            rows={rows}
            rowCount={truncated ? ADMIN_CUSTOMERS_ALL_LIMIT : totalCount}
            columns={columns}
            loading={customers.isPending}
            paginationMode="server"
            filterMode="server"
            sortingMode="server"
            paginationModel={{ page: state.page, pageSize: state.pageSize }}
            onPaginationModelChange={handlePagination}
            pageSizeOptions={pageSizeOptions}
            getRowHeight={() => 'auto'}
            autoHeight
            disableRowSelectionOnClick
            disableColumnSelector
            disableColumnFilter
            localeText={{ noRowsLabel: MESSAGES.noResults }}
            // The grid hides the page-size choice on phones; the label stays so the control keeps its name.
            sx={{ border: 0, '& .MuiTablePagination-input': { display: 'inline-flex' } }}
          />
        </Paper>
      )}
      {open?.dialog === 'add' ? (
        <CustomerDialog customer={null} mode="edit" onClose={() => setOpen(null)} />
      ) : null}
      {open?.dialog === 'customer' ? (
        <CustomerDialog customer={open.customer} mode={open.mode} onClose={() => setOpen(null)} />
      ) : null}
      {open?.dialog === 'delete' ? (
        <DeleteCustomerDialog customer={open.customer} onClose={() => setOpen(null)} />
      ) : null}
      {open?.dialog === 'disable' ? (
        <DisableCustomerDialog customer={open.customer} onClose={() => setOpen(null)} />
      ) : null}
      {open?.dialog === 'contact' ? (
        <ContactConfirmDialog request={open.request} onClose={() => setOpen(null)} />
      ) : null}
    </>
  );
}
