import { APP_VERSION, MOBILE_BREAKPOINT } from '@cleaver/domain/constants';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpen from '@mui/icons-material/MenuOpen';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { Outlet, Link as RouterLink } from 'react-router';
import { SkipLink } from '../../components/SkipLink';
import { useSnackbar } from '../../components/snackbar-context';
import { useSignOut } from '../../features/auth/api/sign-out';
import { NotificationCenter } from '../../features/notifications/components/NotificationCenter';
import { useLiveNotifications } from '../../features/notifications/hooks/use-live-notifications';
import { SettingsDialog } from '../../features/settings/components/SettingsDialog';
import { AdminAccountMenu } from './AdminAccountMenu';
import { AdminNavList } from './AdminNavList';
import { LogoutConfirmDialog } from './LogoutConfirmDialog';

const DRAWER_WIDTH = 248;

/** Present ('true') while staff keep the drawer hidden on a tablet or desktop. */
const MENU_HIDDEN_KEY = 'cleaver.admin.menuHidden';

function readMenuHidden(): boolean {
  try {
    return window.localStorage.getItem(MENU_HIDDEN_KEY) === 'true';
  } catch {
    // Storage can be blocked (private mode, strict settings): the drawer starts shown.
    return false;
  }
}

function rememberMenuHidden(hidden: boolean): void {
  try {
    if (hidden) window.localStorage.setItem(MENU_HIDDEN_KEY, 'true');
    else window.localStorage.removeItem(MENU_HIDDEN_KEY);
  } catch {
    // A browser refusing storage keeps the choice for this page only.
  }
}

/**
 * The back-office frame: 'Admin Dashboard' bar, the screens drawer (beside the page from 800 px, where staff may
 * hide it to give a screen such as the packing board the width; the browser remembers) and the page.
 */
export function AdminLayout() {
  // noSsr reads the width on the first render, so desktops never flash the phone layout.
  const isDesktop = useMediaQuery(`(min-width:${MOBILE_BREAKPOINT}px)`, { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [menuHidden, setMenuHidden] = useState(readMenuHidden);
  const navId = useId();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [logoutOpen, setLogoutOpen] = useState(false);
  const signOut = useSignOut();
  const showSnackbar = useSnackbar();
  useLiveNotifications();

  const handleConfirmLogout = () =>
    signOut.mutate(undefined, {
      onError: () => {
        setLogoutOpen(false);
        showSnackbar('Could not log out. Check your connection and try again.', 'error');
      },
    });

  const handleToggleMenu = () => {
    rememberMenuHidden(!menuHidden);
    setMenuHidden(!menuHidden);
  };

  const drawerContent = (
    <Box
      component="nav"
      id={navId}
      aria-label="Back office"
      sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1 }}
    >
      <Toolbar sx={{ px: 2 }}>
        {isDesktop ? null : (
          <Typography component="p" variant="h6" sx={{ fontWeight: 700 }}>
            Admin Dashboard
          </Typography>
        )}
      </Toolbar>
      <AdminNavList onNavigate={isDesktop ? undefined : () => setDrawerOpen(false)} />
      <Box sx={{ flexGrow: 1 }} />
      <Typography variant="caption" sx={{ px: 3, py: 2, color: 'text.secondary' }}>
        v {APP_VERSION}
      </Typography>
    </Box>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <SkipLink />
      <AppBar position="fixed" color="primary" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <Toolbar>
          {isDesktop ? (
            <IconButton
              color="inherit"
              edge="start"
              aria-label={menuHidden ? 'Show menu' : 'Hide menu'}
              aria-expanded={!menuHidden}
              aria-controls={navId}
              onClick={handleToggleMenu}
              sx={{ mr: 1 }}
            >
              {menuHidden ? <MenuIcon /> : <MenuOpen />}
            </IconButton>
          ) : (
            <IconButton
              color="inherit"
              edge="start"
              aria-label="Open menu"
              aria-haspopup="dialog"
              onClick={() => setDrawerOpen(true)}
              sx={{ mr: 1 }}
            >
              <MenuIcon />
            </IconButton>
          )}
          <Link
            component={RouterLink}
            to="/Admin"
            underline="none"
            sx={{ color: 'inherit', fontWeight: 800, fontSize: '1.25rem', whiteSpace: 'nowrap' }}
          >
            Admin Dashboard
          </Link>
          <Box sx={{ flexGrow: 1 }} />
          <NotificationCenter />
          <AdminAccountMenu
            onOpenSettings={() => setSettingsOpen(true)}
            onLogout={() => setLogoutOpen(true)}
          />
        </Toolbar>
      </AppBar>
      {/* Hidden, the drawer slides out and its room goes to the page. */}
      <Drawer
        variant={isDesktop ? 'persistent' : 'temporary'}
        open={isDesktop ? !menuHidden : drawerOpen}
        onClose={() => setDrawerOpen(false)}
        sx={(theme) => ({
          width: isDesktop ? (menuHidden ? 0 : DRAWER_WIDTH) : undefined,
          flexShrink: 0,
          transition: theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
          '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
        })}
      >
        {drawerContent}
      </Drawer>
      <Box component="main" id="main-content" tabIndex={-1} sx={{ flexGrow: 1, minWidth: 0 }}>
        <Toolbar />
        <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 4 } }}>
          <Outlet />
        </Container>
      </Box>
      <SettingsDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} />
      <LogoutConfirmDialog
        open={logoutOpen}
        pending={signOut.isPending}
        onCancel={() => setLogoutOpen(false)}
        onConfirm={handleConfirmLogout}
      />
    </Box>
  );
}
