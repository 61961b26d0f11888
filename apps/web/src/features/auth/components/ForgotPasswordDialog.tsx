import { forgotPasswordSchema, resetPasswordFormSchema } from '@cleaver/domain/auth-schemas';
import { RESEND_CODE_LOCK_SECONDS } from '@cleaver/domain/constants';
import { MESSAGES } from '@cleaver/domain/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { PasswordField } from '../../../components/PasswordField';
import { useSnackbar } from '../../../components/snackbar-context';
import { GraphQLRequestError } from '../../../lib/graphql';
import { leaveLoginNotice } from '../../../lib/session-marker';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useResetPassword } from '../api/reset-password';

interface ForgotPasswordDialogProps {
  open: boolean;
  /** What the login form's email field held when the dialog was opened. */
  initialEmail: string;
  onClose: () => void;
}

/** Seconds left before Resend Code may be used again; counts down once a second. */
function useResendLock(): [number, () => void] {
  const [lockedUntil, setLockedUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (lockedUntil <= Date.now()) return;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [lockedUntil]);
  const secondsLeft = Math.max(0, Math.ceil((lockedUntil - now) / 1000));
  const lock = () => {
    setNow(Date.now());
    setLockedUntil(Date.now() + RESEND_CODE_LOCK_SECONDS * 1000);
  };
  return [secondsLeft, lock];
}

// The spec words a refused first request and a refused resend differently.
function requestFailure(error: unknown, resend: boolean): string {
  if (error instanceof GraphQLRequestError && error.code === 'ATTEMPT_LIMIT_EXCEEDED') {
    return resend ? MESSAGES.attemptLimitExceeded : MESSAGES.tooManyAttempts;
  }
  if (error instanceof GraphQLRequestError && error.code === 'BAD_INPUT') return error.message;
  return error instanceof Error ? error.message : MESSAGES.signInFailed;
}

/**
 * Forgot password: step one asks for the email and mails a 6-digit code; step two takes the code and
 * a new password. The answer to step one is the same whether or not the email has an account.
 */
export function ForgotPasswordDialog({ open, initialEmail, onClose }: ForgotPasswordDialogProps) {
  const titleId = useId();
  const textId = useId();
  const showSnackbar = useSnackbar();
  const requestCode = useRequestPasswordReset();
  const resetPassword = useResetPassword();
  const [email, setEmail] = useState<string | null>(null);
  const [resendSecondsLeft, lockResend] = useResendLock();

  const emailForm = useForm({
    resolver: zodResolver(forgotPasswordSchema),
    // Starts from the email typed on the login form, so it need not be typed twice.
    values: { email: initialEmail },
  });
  const resetForm = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { code: '', password: '', confirmPassword: '' },
  });

  const sendCode = (address: string, resend: boolean) =>
    requestCode.mutate(address, {
      onSuccess: () => {
        setEmail(address);
        lockResend();
        showSnackbar(MESSAGES.verificationCodeSent, 'success');
      },
      onError: (error) => showSnackbar(requestFailure(error, resend), 'error'),
    });

  const handleEmail = emailForm.handleSubmit(
    (form) => sendCode(form.email, false),
    () => showSnackbar(MESSAGES.enterEmail, 'warning'),
  );

  const handleReset = resetForm.handleSubmit((form) => {
    if (!email) return;
    resetPassword.mutate(
      { email, code: form.code.trim(), newPassword: form.password },
      {
        onSuccess: () => {
          // The spec reloads the page; the message is shown by the login page after the reload.
          leaveLoginNotice(MESSAGES.passwordChanged);
          window.location.reload();
        },
        onError: (error) => {
          if (error instanceof GraphQLRequestError && ['INVALID_CODE', 'CODE_EXPIRED'].includes(error.code)) {
            resetForm.setError('code', { message: error.message });
          }
          showSnackbar(error.message, 'error');
        },
      },
    );
  });

  const handleClose = () => {
    if (requestCode.isPending || resetPassword.isPending) return;
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={handleClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>Forgot Password</DialogTitle>
      <form noValidate onSubmit={email ? handleReset : handleEmail}>
        {email ? (
          <DialogContent>
            <DialogContentText id={textId} sx={{ mb: 2 }}>
              If {email} has an account, we have sent it a 6-digit verification code. It is valid for 10
              minutes. Enter it with your new password.
            </DialogContentText>
            <Stack spacing={2.5} sx={{ pt: 1 }}>
              <TextField
                {...resetForm.register('code')}
                label="Verification Code"
                autoComplete="one-time-code"
                autoFocus
                fullWidth
                error={Boolean(resetForm.formState.errors.code)}
                helperText={resetForm.formState.errors.code?.message}
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
              />
              <PasswordField
                {...resetForm.register('password')}
                label="New Password"
                autoComplete="new-password"
                fullWidth
                error={Boolean(resetForm.formState.errors.password)}
                helperText={resetForm.formState.errors.password?.message}
              />
              <PasswordField
                {...resetForm.register('confirmPassword')}
                label="Confirm Password"
                autoComplete="new-password"
                fullWidth
                error={Boolean(resetForm.formState.errors.confirmPassword)}
                helperText={resetForm.formState.errors.confirmPassword?.message}
              />
            </Stack>
          </DialogContent>
        ) : (
          <DialogContent>
            <DialogContentText id={textId} sx={{ mb: 2 }}>
              Enter the email you sign in with. We will send you a code to set a new password.
            </DialogContentText>
            <TextField
              {...emailForm.register('email')}
              label="Email"
              type="email"
              autoComplete="username"
              autoFocus
              fullWidth
              error={Boolean(emailForm.formState.errors.email)}
              helperText={emailForm.formState.errors.email?.message}
              slotProps={{ htmlInput: { inputMode: 'email', autoCapitalize: 'none', spellCheck: false } }}
              sx={{ mt: 1 }}
            />
          </DialogContent>
        )}
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
          {email ? (
            <Button
              onClick={() => sendCode(email, true)}
              disabled={resendSecondsLeft > 0 || requestCode.isPending}
              sx={{ mr: 'auto' }}
            >
              {resendSecondsLeft > 0 ? `Resend Code (${resendSecondsLeft})` : 'Resend Code'}
            </Button>
          ) : null}
          <Button onClick={handleClose}>Cancel</Button>
          <Button
            type="submit"
            variant="contained"
            loading={email ? resetPassword.isPending : requestCode.isPending}
          >
            {email ? 'Change Password' : 'Send Code'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
