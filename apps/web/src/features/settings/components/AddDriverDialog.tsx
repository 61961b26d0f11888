import { adminAccountSchema } from '@cleaver/domain/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSnackbar } from '../../../components/snackbar-context';
import { GraphQLRequestError } from '../../../lib/graphql';
import { useCreateDriver } from '../api/create-driver';
import { ServerError } from './ServerError';

/** Add a driver: first name, last name and email; they are mailed a temporary password. */
export function AddDriverDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const showSnackbar = useSnackbar();
  const create = useCreateDriver();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(adminAccountSchema),
    defaultValues: { firstName: '', lastName: '', email: '' },
  });

  const handleValid = handleSubmit((form) => {
    setServerError(null);
    create.mutate(form, {
      onSuccess: () => {
        showSnackbar('Driver added.', 'success');
        onClose();
      },
      onError: (error) => {
        if (
          error instanceof GraphQLRequestError &&
          (error.code === 'ADMIN_EMAIL_TAKEN' || error.code === 'BAD_INPUT')
        ) {
          setError('email', { message: error.message });
          return;
        }
        setServerError('The driver could not be added. Please try again.');
      },
    });
  });

  return (
    <Dialog
      open
      // A stray click beside the dialog must not throw away what was typed.
      onClose={(_event, reason) => {
        if (!create.isPending && reason !== 'backdropClick') onClose();
      }}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <Box component="form" noValidate onSubmit={handleValid} sx={{ display: 'contents' }}>
        <DialogTitle id={titleId}>Add a driver</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2.5}>
            <DialogContentText>
              The driver is emailed a temporary password, valid for 24 hours, and chooses their own when they
              first sign in.
            </DialogContentText>
            <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <TextField
                {...register('firstName')}
                label="First Name"
                autoComplete="off"
                autoFocus
                disabled={create.isPending}
                error={Boolean(errors.firstName)}
                helperText={errors.firstName?.message}
              />
              <TextField
                {...register('lastName')}
                label="Last Name"
                autoComplete="off"
                disabled={create.isPending}
                error={Boolean(errors.lastName)}
                helperText={errors.lastName?.message}
              />
            </Box>
            <TextField
              {...register('email')}
              label="Email"
              type="email"
              required
              autoComplete="off"
              disabled={create.isPending}
              error={Boolean(errors.email)}
              helperText={errors.email?.message}
            />
            <ServerError message={serverError} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={create.isPending} disabled={create.isPending}>
            Add driver
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
