import { newPasswordSchema } from '@cleaver/domain/auth-schemas';
import { MESSAGES } from '@cleaver/domain/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { PasswordField } from '../../../components/PasswordField';
import { useSnackbar } from '../../../components/snackbar-context';
import { GraphQLRequestError } from '../../../lib/graphql';
import { useCompleteFirstSignIn } from '../api/complete-first-sign-in';
import { useSignOut } from '../api/sign-out';

// An expired temporary password cannot be fixed by trying again: say so. Anything else gets the spec's text.
function failureMessage(error: unknown): string {
  if (error instanceof GraphQLRequestError) {
    if (error.code === 'TEMP_PASSWORD_EXPIRED') return MESSAGES.tempPasswordExpired;
    if (error.code === 'BAD_INPUT') return error.message;
  }
  return MESSAGES.firstSignInFailed;
}

/**
 * First sign-in with a temporary password (/firsttimesignin): the user chooses their own password
 * before anything else. The app sends every other page here until that is done; then they go on to `next`.
 */
export function FirstTimeSignInPage({ firstName, next }: { firstName: string; next: string }) {
  const navigate = useNavigate();
  const showSnackbar = useSnackbar();
  const completeFirstSignIn = useCompleteFirstSignIn();
  const signOut = useSignOut();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(newPasswordSchema),
    // No default values: the server drew this form, and what was typed before the app took the page over is in
    // the fields. With defaults the form would empty them as it took them over; without, it reads what they hold.
  });

  const handleValid = handleSubmit(({ password }) =>
    completeFirstSignIn.mutate(password, {
      onSuccess: () => {
        showSnackbar(MESSAGES.firstSignInSuccess, 'success');
        void navigate(next, { replace: true });
      },
      onError: (error) => showSnackbar(failureMessage(error), 'error'),
    }),
  );

  return (
    <Paper component="section" sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 } }}>
      <Typography variant="h1" sx={{ mb: 1.5 }}>
        Create your password
      </Typography>
      <Typography sx={{ mb: 3, color: 'text.secondary' }}>
        {firstName ? `Welcome, ${firstName}. ` : 'Welcome. '}You signed in with a temporary password. Choose a
        password of your own (at least 8 characters) to continue.
      </Typography>
      {/* POST: a tap before the page's script has taken over must not put the password in an address. */}
      <Stack
        component="form"
        method="post"
        noValidate
        onSubmit={handleValid}
        spacing={2.5}
        aria-label="Create your password"
      >
        <PasswordField
          {...register('password')}
          label="New Password"
          autoComplete="new-password"
          autoFocus
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
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={completeFirstSignIn.isPending}
        >
          Save Password
        </Button>
      </Stack>
      <Button
        onClick={() =>
          signOut.mutate(undefined, {
            onError: () => showSnackbar('Could not sign out. Check your connection and try again.', 'error'),
          })
        }
        loading={signOut.isPending}
        fullWidth
        sx={{ mt: 2, textTransform: 'none' }}
      >
        Sign out
      </Button>
    </Paper>
  );
}
