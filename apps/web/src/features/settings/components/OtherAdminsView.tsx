import { ADMIN_MESSAGES } from '@cleaver/domain/admin-messages';
import { MY_ORDERS_PAGE_SIZES } from '@cleaver/domain/constants';
import PersonAdd from '@mui/icons-material/PersonAdd';
import PersonRemove from '@mui/icons-material/PersonRemove';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TablePagination from '@mui/material/TablePagination';
import { useState } from 'react';
import { LoadError } from '../../../components/LoadError';
import { PageLoader } from '../../../components/PageLoader';
import { useSnackbar } from '../../../components/snackbar-context';
import { accountName } from '../account-name';
import { useListAdmins } from '../api/list-admins';
import { type AdminAccount, useMyAdminAccount } from '../api/my-admin-account';
import { useRemoveAdmin } from '../api/remove-admin';
import { RemoveAdminDialog } from './RemoveAdminDialog';
import { ServerError } from './ServerError';

// 50, 100, 150 and All, as the spec's tables; -1 is MUI's "all".
const ROWS_PER_PAGE = MY_ORDERS_PAGE_SIZES.map((size) =>
  size === 'all' ? { label: 'All', value: -1 } : size,
);

/** Other Admins: every staff account by name, 50 a page, with Add new admin and Remove. */
export function OtherAdminsView({ onAdd }: { onAdd: () => void }) {
  const showSnackbar = useSnackbar();
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(50);
  const limit = rowsPerPage === -1 ? null : rowsPerPage;
  const admins = useListAdmins({ offset: limit === null ? 0 : page * limit, limit });
  const me = useMyAdminAccount();
  const remove = useRemoveAdmin();
  const [removing, setRemoving] = useState<AdminAccount | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);

  const handleConfirmRemove = () => {
    if (!removing) return;
    setServerError(null);
    remove.mutate(removing.id, {
      onSuccess: () => {
        setRemoving(null);
        showSnackbar(ADMIN_MESSAGES.adminRemoved, 'success');
      },
      onError: (error) => {
        setRemoving(null);
        setServerError(error.message);
      },
    });
  };

  return (
    <Box sx={{ pt: 1 }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <Button variant="contained" startIcon={<PersonAdd />} onClick={onAdd}>
          Add new admin
        </Button>
      </Box>
      <ServerError message={serverError} />
      {admins.isError ? (
        <LoadError message="The admins could not be loaded." onRetry={admins.refetch} />
      ) : null}
      {!admins.data && !admins.isError ? <PageLoader label="Loading admins" /> : null}
      {admins.data ? (
        <>
          <List aria-label="Admins">
            {admins.data.admins.map((admin) => {
              const self = admin.id === me.data?.id;
              return (
                <ListItem
                  key={admin.id}
                  divider
                  secondaryAction={
                    self ? (
                      <Chip label="You" size="small" />
                    ) : (
                      <IconButton
                        edge="end"
                        color="error"
                        aria-label={`Remove ${accountName(admin)}`}
                        onClick={() => setRemoving(admin)}
                      >
                        <PersonRemove />
                      </IconButton>
                    )
                  }
                >
                  <ListItemText
                    primary={accountName(admin)}
                    secondary={admin.mustChangePassword ? `${admin.email} · invited` : admin.email}
                    slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                  />
                </ListItem>
              );
            })}
          </List>
          <TablePagination
            component="div"
            count={admins.data.total}
            page={limit === null ? 0 : page}
            rowsPerPage={rowsPerPage}
            rowsPerPageOptions={ROWS_PER_PAGE}
            onPageChange={(_event, next) => setPage(next)}
            onRowsPerPageChange={(event) => {
              setRowsPerPage(Number(event.target.value));
              setPage(0);
            }}
          />
        </>
      ) : null}
      <RemoveAdminDialog
        admin={removing}
        pending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={handleConfirmRemove}
      />
    </Box>
  );
}
