import { ADMIN_MESSAGES } from '@cleaver/domain/admin-messages';
import { changePasswordFormSchema } from '@cleaver/domain/auth-schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PasswordField } from '../../../components/PasswordField';
import { useSnackbar } from '../../../components/snackbar-context';
import { GraphQLRequestError } from '../../../lib/graphql';
import { useAdminChangePassword } from '../api/change-password';
import { ServerError } from './ServerError';

/** Change Password: the current one, then the new one twice. The admin's other devices are signed out. */
export function ChangePasswordView({ onDone }: { onDone: () => void }) {
  const showSnackbar = useSnackbar();
  const changePassword = useAdminChangePassword();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });

  const handleValid = handleSubmit((form) => {
    setServerError(null);
    changePassword.mutate(
      { currentPassword: form.currentPassword, newPassword: form.password },
      {
        onSuccess: () => {
          showSnackbar(ADMIN_MESSAGES.passwordChanged, 'success');
          onDone();
        },
        onError: (error) => {
          if (error instanceof GraphQLRequestError && error.code === 'OLD_PASSWORD_INCORRECT') {
            setError('currentPassword', { message: ADMIN_MESSAGES.oldPasswordIncorrect });
            return;
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
      aria-label="Change Password"
      sx={{ pt: 1 }}
    >
      <Typography sx={{ color: 'text.secondary' }}>
        At least 8 characters. Your other devices will be signed out.
      </Typography>
      <PasswordField
        {...register('currentPassword')}
        label="Current Password"
        autoComplete="current-password"
        error={Boolean(errors.currentPassword)}
        helperText={errors.currentPassword?.message}
      />
      <PasswordField
        {...register('password')}
        label="New Password"
        autoComplete="new-password"
        error={Boolean(errors.password)}
        helperText={errors.password?.message}
      />
      <PasswordField
        {...register('confirmPassword')}
        label="Confirm Password"
        autoComplete="new-password"
        error={Boolean(errors.confirmPassword)}
        helperText={errors.confirmPassword?.message}
      />
      <ServerError message={serverError} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          type="submit"
          variant="contained"
          loading={changePassword.isPending}
          disabled={changePassword.isPending}
        >
          Change Password
        </Button>
      </Box>
    </Stack>
  );
}
