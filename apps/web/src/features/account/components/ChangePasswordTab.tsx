import { changePasswordFormSchema } from '@cleaver/domain/auth-schemas';
import { MESSAGES } from '@cleaver/domain/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { PasswordField } from '../../../components/PasswordField';
import { useSnackbar } from '../../../components/snackbar-context';
import { GraphQLRequestError } from '../../../lib/graphql';
import { useChangePassword } from '../api/change-password';

const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };

/** Change Password: the current password, then the new one twice. Other devices are signed out. */
export function ChangePasswordTab() {
  const showSnackbar = useSnackbar();
  const changePassword = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(changePasswordFormSchema), defaultValues: EMPTY });

  const handleValid = handleSubmit((form) =>
    changePassword.mutate(
      { currentPassword: form.currentPassword, newPassword: form.password },
      {
        onSuccess: () => {
          reset(EMPTY);
          showSnackbar(MESSAGES.profilePasswordChanged, 'success');
        },
        onError: (error) => {
          if (error instanceof GraphQLRequestError && error.code === 'OLD_PASSWORD_INCORRECT') {
            setError('currentPassword', { message: MESSAGES.oldPasswordIncorrect });
            showSnackbar(MESSAGES.oldPasswordIncorrect, 'error');
            return;
          }
          showSnackbar(error.message, 'error');
        },
      },
    ),
  );

  return (
    // POST: a tap before the page's script has taken over must not put the passwords in an address.
    <Stack
      component="form"
      method="post"
      noValidate
      onSubmit={handleValid}
      spacing={2.5}
      aria-label="Change Password"
    >
      <Typography sx={{ color: 'text.secondary' }}>
        Choose a password of at least 8 characters. Any other device signed in to your account will be signed
        out.
      </Typography>
      {/* Lets password managers file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" hidden readOnly />
      <PasswordField
        {...register('currentPassword')}
        label="Current Password"
        autoComplete="current-password"
        fullWidth
        error={Boolean(errors.currentPassword)}
        helperText={errors.currentPassword?.message}
      />
      <PasswordField
        {...register('password')}
        label="New Password"
        autoComplete="new-password"
        fullWidth
        error={Boolean(errors.password)}
        helperText={errors.password?.message}
      />
      <PasswordField
        {...register('confirmPassword')}
        label="Confirm Password"
        autoComplete="new-password"
        fullWidth
        error={Boolean(errors.confirmPassword)}
        helperText={errors.confirmPassword?.message}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" loading={changePassword.isPending}>
          Change Password
        </Button>
      </Box>
    </Stack>
  );
}
