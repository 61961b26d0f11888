import { MESSAGES } from '@cleaver/domain/messages';
import { adminAccountUpdateSchema } from '@cleaver/domain/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { LoadError } from '../../../components/LoadError';
import { PageLoader } from '../../../components/PageLoader';
import { PasswordField } from '../../../components/PasswordField';
import { useSnackbar } from '../../../components/snackbar-context';
import { GraphQLRequestError } from '../../../lib/graphql';
import { type AdminAccount, useMyAdminAccount } from '../api/my-admin-account';
import { useUpdateMyAdminAccount } from '../api/update-my-admin-account';
import { ServerError } from './ServerError';

/** My Account: the admin's own first name, last name and email, and the way to Change Password. */
export function MyAccountView({ onChangePassword }: { onChangePassword: () => void }) {
  const account = useMyAdminAccount();
  if (account.isError)
    return <LoadError message="Your account could not be loaded." onRetry={account.refetch} />;
  if (!account.data) return <PageLoader />;
  return <MyAccountForm key={account.data.id} account={account.data} onChangePassword={onChangePassword} />;
}

function MyAccountForm({
  account,
  onChangePassword,
}: {
  account: AdminAccount;
  onChangePassword: () => void;
}) {
  const showSnackbar = useSnackbar();
  const update = useUpdateMyAdminAccount();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    setError,
    resetField,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(adminAccountUpdateSchema),
    defaultValues: {
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      currentPassword: '',
    },
  });
  // A new sign-in email needs the current password, as the server asks.
  const emailChanged = watch('email').trim().toLowerCase() !== account.email.toLowerCase();

  const handleValid = handleSubmit((form) => {
    setServerError(null);
    if (emailChanged && !form.currentPassword) {
      setError('currentPassword', { message: MESSAGES.currentPasswordForEmail });
      return;
    }
    update.mutate(
      {
        firstName: form.firstName,
        lastName: form.lastName,
        email: form.email,
        currentPassword: emailChanged ? form.currentPassword : undefined,
      },
      {
        onSuccess: () => {
          resetField('currentPassword', { defaultValue: '' });
          showSnackbar(MESSAGES.detailsUpdated, 'success');
        },
        onError: (error) => {
          if (error instanceof GraphQLRequestError) {
            if (error.code === 'EMAIL_TAKEN') return setError('email', { message: error.message });
            if (error.code === 'OLD_PASSWORD_INCORRECT' || error.code === 'RATE_LIMITED') {
              return setError('currentPassword', { message: error.message });
            }
          }
          setServerError(error.message);
        },
      },
    );
  });

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={handleValid}
      spacing={2.5}
      aria-label="My Account"
      sx={{ pt: 1 }}
    >
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          {...register('firstName')}
          label="First Name"
          autoComplete="given-name"
          error={Boolean(errors.firstName)}
          helperText={errors.firstName?.message}
        />
        <TextField
          {...register('lastName')}
          label="Last Name"
          autoComplete="family-name"
          error={Boolean(errors.lastName)}
          helperText={errors.lastName?.message}
        />
      </Box>
      <TextField
        {...register('email')}
        label="Email"
        type="email"
        required
        autoComplete="email"
        error={Boolean(errors.email)}
        helperText={errors.email?.message}
      />
      {emailChanged ? (
        <PasswordField
          {...register('currentPassword')}
          label="Current Password"
          autoComplete="current-password"
          error={Boolean(errors.currentPassword)}
          helperText={errors.currentPassword?.message ?? MESSAGES.currentPasswordForEmailHelp}
        />
      ) : null}
      <ServerError message={serverError} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onChangePassword}>Change Password</Button>
        <Button type="submit" variant="contained" loading={update.isPending} disabled={update.isPending}>
          Update Account
        </Button>
      </Box>
    </Stack>
  );
}
