import { signInSchema } from '@cleaver/domain/auth-schemas';
import { MESSAGES } from '@cleaver/domain/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { InputField } from '../../../components/InputField';
import { OnceOpened } from '../../../components/OnceOpened';
import { PasswordField } from '../../../components/PasswordField';
import { useSnackbar } from '../../../components/snackbar-context';
import type { MeQuery } from '../../../gql/graphql';
import { firstSignInHref, safeNextPath } from '../../../lib/next-path';
import { usePhoneLayout } from '../../../lib/phone-layout';
import { takeLoginNotice } from '../../../lib/session-marker';
import { ORDER_GUIDE_PATH } from '../../../lib/store-links';
import { useSignIn } from '../api/sign-in';

// Forgot Password's dialog (two forms and their checks) loads as the button is pressed, not with the page (decision 040).
const loadForgotPasswordDialog = () => import('./ForgotPasswordDialog');
const ForgotPasswordDialog = lazy(() =>
  loadForgotPasswordDialog().then((module) => ({ default: module.ForgotPasswordDialog })),
);

type Viewer = NonNullable<MeQuery['me']>;

// Where a fresh sign-in lands: a temporary password must be replaced first; then the page the visitor came
// from (?next=, e.g. their cart), else the back office for staff, their deliveries for a driver, the order guide for a
// customer on a phone (the chef ordering after service) and home for a customer on a wider screen.
function landingFor(viewer: Viewer, next: string | null, phone: boolean): string {
  if (viewer.mustChangePassword) return firstSignInHref(next);
  if (next) return next;
  if (viewer.role === 'ADMIN') return '/Admin';
  if (viewer.role === 'DRIVER') return '/driver';
  return phone ? ORDER_GUIDE_PATH : '/';
}

export function LoginPage({ brand }: { brand: string }) {
  const navigate = useNavigate();
  const phone = usePhoneLayout();
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  const showSnackbar = useSnackbar();
  const signIn = useSignIn();
  const [forgotOpen, setForgotOpen] = useState(false);
  const [forgotEmail, setForgotEmail] = useState('');
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(signInSchema),
    // No default values: the server drew this form, and what was typed (or filled in by a password manager)
    // before the app took the page over is in the fields. With defaults the form would empty them as it took
    // them over; without, it reads what they hold.
  });

  // The forgot-password flow reloads the page when it is done and leaves its message for this one.
  useEffect(() => {
    const notice = takeLoginNotice();
    if (notice) showSnackbar(notice, 'success');
  }, [showSnackbar]);

  const handleValid = handleSubmit(
    (credentials) =>
      signIn.mutate(credentials, {
        onSuccess: (viewer) => {
          if (viewer) void navigate(landingFor(viewer, next, phone), { replace: true });
          else showSnackbar(MESSAGES.signInFailed, 'error');
        },
        onError: (error) => showSnackbar(error.message, 'error'),
      }),
    () => showSnackbar(MESSAGES.formInvalid, 'warning'),
  );

  return (
    <Paper component="section" sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 } }}>
      <Link
        component={RouterLink}
        to="/"
        underline="hover"
        sx={{ display: 'inline-block', mb: 2, fontWeight: 800, fontSize: '1.25rem' }}
      >
        {brand}
      </Link>
      <Typography variant="h1" sx={{ mb: 3 }}>
        Sign in
      </Typography>
      {/* POST: a tap before the page's script has taken over must not put the password in an address. */}
      <Stack component="form" method="post" noValidate onSubmit={handleValid} spacing={2.5}>
        <InputField
          {...register('email')}
          label="Email"
          type="email"
          autoComplete="username"
          fullWidth
          error={Boolean(errors.email)}
          helperText={errors.email?.message}
          inputProps={{ inputMode: 'email', autoCapitalize: 'none', spellCheck: false }}
        />
        <Box>
          <PasswordField
            {...register('password')}
            label="Password"
            autoComplete="current-password"
            fullWidth
            error={Boolean(errors.password)}
            helperText={errors.password?.message}
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
            <Button
              onPointerDown={() => void loadForgotPasswordDialog()}
              onFocus={() => void loadForgotPasswordDialog()}
              onClick={() => {
                setForgotEmail(getValues('email').trim());
                setForgotOpen(true);
              }}
              size="small"
              sx={{ textTransform: 'none' }}
            >
              Forgot Password
            </Button>
          </Box>
        </Box>
        <Button type="submit" variant="contained" size="large" fullWidth loading={signIn.isPending}>
          Sign In
        </Button>
      </Stack>
      <Divider sx={{ my: 3, color: 'text.secondary', fontSize: '0.875rem' }}>or</Divider>
      <Button component={RouterLink} to="/" variant="outlined" fullWidth sx={{ textTransform: 'none' }}>
        {MESSAGES.continueWithoutLogin}
      </Button>
      <OnceOpened open={forgotOpen}>
        <Suspense fallback={null}>
          <ForgotPasswordDialog
            open={forgotOpen}
            initialEmail={forgotEmail}
            onClose={() => setForgotOpen(false)}
          />
        </Suspense>
      </OnceOpened>
    </Paper>
  );
}
