import { ADMIN_MESSAGES } from '@cleaver/domain/admin-messages';
import {
  ADMIN_CUSTOMERS_ALL_LIMIT,
  CUSTOMERS_PAGE_SIZES,
  SEARCH_DEBOUNCE_MS,
} from '@cleaver/domain/constants';
import { MESSAGES } from '@cleaver/domain/messages';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridColDef } from '@mui/x-data-grid';
import { useEffect, useState } from 'react';
import { AdminPageHeader } from '../../../components/AdminPageHeader';
import { LoadError } from '../../../components/LoadError';
import { OnStopChip } from '../../../components/OnStopChip';
import { ServerPagedGrid } from '../../../components/ServerPagedGrid';
import { useSnackbar } from '../../../components/snackbar-context';
import { type AdminCustomerRow, useAdminCustomers } from '../api/admin-customers';
import { useLiveAdminCustomers } from '../api/customer-changed';
import { useSetCustomerActive } from '../api/set-customer-active';
import { customerName } from '../customer-name';
import { ALL_ROWS, useCustomersListState } from '../hooks/use-customers-list-state';
import { ContactConfirmDialog, type ContactRequest } from './ContactConfirmDialog';
import { ContactLink } from './ContactLink';
import { CustomerActiveButton } from './CustomerActiveButton';
import { CustomerCards } from './CustomerCards';
import { CustomerDialog } from './CustomerDialog';
import { type CustomerRowAction, CustomerRowActions } from './CustomerRowActions';
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
 * above. Search, page and page size live in the URL. Other staff's changes show at once. On phones and tablets,
 * one card a customer.
 */
export function CustomersPage() {
  const { state, update, offset, limit } = useCustomersListState();
  const [typed, setTyped] = useState(state.search);
  const [open, setOpen] = useState<Open>(null);
  const showSnackbar = useSnackbar();
  const setActive = useSetCustomerActive();
  const customers = useAdminCustomers({ search: state.search, offset, limit });
  // As on Orders: the table needs about 1,200 px with the drawer; narrower screens get one card a customer.
  const cards = useMediaQuery((theme) => theme.breakpoints.down('lg'), { noSsr: true });
  useLiveAdminCustomers();

  // The search is sent 300 ms after the last key press, not on every one.
  useEffect(() => {
    if (typed.trim() === state.search) return;
    const timer = setTimeout(() => update({ search: typed.trim() }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  });

  const handleEnable = (customer: AdminCustomerRow) =>
    setActive.mutate(
      { customerId: customer.id, isActive: true },
      {
        onSuccess: () => showSnackbar(ADMIN_MESSAGES.customerUpdated, 'success'),
        onError: () => showSnackbar(ADMIN_MESSAGES.customerUpdateFailed, 'error'),
      },
    );

  const handleDisable = (customer: AdminCustomerRow) => setOpen({ dialog: 'disable', customer });

  const handleAction = (action: CustomerRowAction, customer: AdminCustomerRow) =>
    setOpen(
      action === 'delete' ? { dialog: 'delete', customer } : { dialog: 'customer', customer, mode: action },
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
          {row.onStop ? (
            <Box sx={{ mt: 0.5 }}>
              <OnStopChip onStop={row.onStop} reason={row.onStopReason} />
            </Box>
          ) : null}
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
      renderCell: ({ row }) => (
        <CustomerActiveButton
          customer={row}
          enabling={setActive.isPending}
          onDisable={handleDisable}
          onEnable={handleEnable}
        />
      ),
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
      renderCell: ({ row }) => <CustomerRowActions customer={row} onAction={handleAction} />,
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
        <ServerPagedGrid
          aria-label="Customers"
          query={customers}
          rows={rows}
          rowCount={truncated ? ADMIN_CUSTOMERS_ALL_LIMIT : totalCount}
          columns={columns}
          page={state.page}
          pageSize={state.pageSize}
          pageSizeOptions={pageSizeOptions}
          onPagingChange={update}
          noRowsLabel={MESSAGES.noResults}
          cards={
            cards ? (
              <CustomerCards
                rows={rows}
                loading={customers.isPending}
                enabling={setActive.isPending}
                onAction={handleAction}
                onDisable={handleDisable}
                onEnable={handleEnable}
                onContact={contact}
              />
            ) : undefined
          }
          // The grid hides the page-size choice on phones; the label stays so the control keeps its name.
          sx={{ '& .MuiTablePagination-input': { display: 'inline-flex' } }}
        />
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
