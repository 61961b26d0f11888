import { ADMIN_MESSAGES } from '@cleaver/domain/admin-messages';
import { adminAccountSchema } from '@cleaver/domain/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSnackbar } from '../../../components/snackbar-context';
import { GraphQLRequestError } from '../../../lib/graphql';
import { useCreateAdmin } from '../api/create-admin';
import { ServerError } from './ServerError';

/** Add new admin: first name, last name and email; they are mailed a temporary password. */
export function AddAdminView({ onDone }: { onDone: () => void }) {
  const showSnackbar = useSnackbar();
  const create = useCreateAdmin();
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
        showSnackbar(ADMIN_MESSAGES.adminCreated, 'success');
        onDone();
      },
      onError: (error) => {
        if (
          error instanceof GraphQLRequestError &&
          (error.code === 'ADMIN_EMAIL_TAKEN' || error.code === 'BAD_INPUT')
        ) {
          setError('email', { message: error.message });
          return;
        }
        setServerError(ADMIN_MESSAGES.adminCreateFailed);
      },
    });
  });

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={handleValid}
      spacing={2.5}
      aria-label="Add new admin"
      sx={{ pt: 1 }}
    >
      <Typography sx={{ color: 'text.secondary' }}>
        The new admin is emailed a temporary password, valid for 24 hours, and chooses their own when they
        first sign in.
      </Typography>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          {...register('firstName')}
          label="First Name"
          autoComplete="off"
          error={Boolean(errors.firstName)}
          helperText={errors.firstName?.message}
        />
        <TextField
          {...register('lastName')}
          label="Last Name"
          autoComplete="off"
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
        error={Boolean(errors.email)}
        helperText={errors.email?.message}
      />
      <ServerError message={serverError} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" loading={create.isPending} disabled={create.isPending}>
          Add Account
        </Button>
      </Box>
    </Stack>
  );
}
