import PersonAdd from '@mui/icons-material/PersonAdd';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LoadError } from '../../../components/LoadError';
import { PageLoader } from '../../../components/PageLoader';
import { useSnackbar } from '../../../components/snackbar-context';
import { accountName } from '../account-name';
import { useListDrivers } from '../api/list-drivers';
import type { AdminAccount } from '../api/my-admin-account';
import { useRemoveDriver } from '../api/remove-driver';
import { AddDriverDialog } from './AddDriverDialog';
import { ServerError } from './ServerError';

/** Drivers: every driver by name, with Add driver and Remove. A zone's driver is chosen in its dialog. */
export function DriversView() {
  const showSnackbar = useSnackbar();
  const drivers = useListDrivers();
  const remove = useRemoveDriver();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<AdminAccount | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);

  const handleConfirmRemove = () => {
    if (!removing) return;
    setServerError(null);
    remove.mutate(removing.id, {
      onSuccess: () => {
        setRemoving(null);
        showSnackbar('Driver removed.', 'success');
      },
      onError: (error) => {
        setRemoving(null);
        setServerError(error.message);
      },
    });
  };

  return (
    <Box sx={{ pt: 1 }}>
      <Typography sx={{ color: 'text.secondary', mb: 1 }}>
        Drivers sign in on their phone and see only the runs of the zones they drive: stops, addresses and
        dockets, no prices.
      </Typography>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <Button variant="contained" startIcon={<PersonAdd />} onClick={() => setAdding(true)}>
          Add driver
        </Button>
      </Box>
      <ServerError message={serverError} />
      {drivers.isError ? (
        <LoadError message="The drivers could not be loaded." onRetry={drivers.refetch} />
      ) : null}
      {!drivers.data && !drivers.isError ? <PageLoader label="Loading drivers" /> : null}
      {drivers.data?.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>No drivers yet.</Typography>
      ) : null}
      {drivers.data && drivers.data.length > 0 ? (
        <List aria-label="Drivers">
          {drivers.data.map((driver) => (
            <ListItem
              key={driver.id}
              divider
              // Room for the Remove button beside a long email.
              sx={{ pr: 12 }}
              secondaryAction={
                <Button
                  color="error"
                  aria-label={`Remove ${accountName(driver)}`}
                  onClick={() => setRemoving(driver)}
                >
                  Remove
                </Button>
              }
            >
              <ListItemText
                primary={accountName(driver)}
                secondary={driver.mustChangePassword ? `${driver.email} · invited` : driver.email}
                slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      ) : null}
      {adding ? <AddDriverDialog onClose={() => setAdding(false)} /> : null}
      {removing ? (
        <ConfirmDialog
          title={`Remove ${accountName(removing)}?`}
          confirmLabel="Remove"
          danger
          pending={remove.isPending}
          onCancel={() => setRemoving(null)}
          onConfirm={handleConfirmRemove}
        >
          {removing.email} will be signed out at once, and the zones they drive will have no driver.
        </ConfirmDialog>
      ) : null}
    </Box>
  );
}
