import Logout from '@mui/icons-material/Logout';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { SkipLink } from '../../components/SkipLink';
import { useSnackbar } from '../../components/snackbar-context';
import { useSignOut } from '../../features/auth/api/sign-out';
import { useBrand } from '../use-brand';

/** The driver's frame: the business's name and Sign out, no store menus or cart; sized for a phone. */
export function DriverLayout({ children }: { children: ReactNode }) {
  const brand = useBrand();
  const signOut = useSignOut();
  const showSnackbar = useSnackbar();
  const handleSignOut = () =>
    signOut.mutate(undefined, {
      onError: () => showSnackbar('Could not sign out. Check your connection and try again.', 'error'),
    });

  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <AppBar position="sticky" color="primary">
        <Toolbar sx={{ gap: 1 }}>
          <Typography
            component="p"
            sx={{
              flexGrow: 1,
              fontSize: '1.125rem',
              fontWeight: 800,
              letterSpacing: '0.02em',
              whiteSpace: 'nowrap',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
            }}
          >
            {brand}
          </Typography>
          <Button
            color="inherit"
            variant="outlined"
            startIcon={<Logout />}
            loading={signOut.isPending}
            onClick={handleSignOut}
            sx={{ flexShrink: 0, minHeight: 40 }}
          >
            Sign out
          </Button>
        </Toolbar>
      </AppBar>
      <Box component="main" id="main-content" tabIndex={-1} sx={{ flex: 1 }}>
        <Container maxWidth="sm" sx={{ px: 1.5, py: 2 }}>
          {children}
        </Container>
      </Box>
    </Box>
  );
}
