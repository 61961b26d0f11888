import Login from '@mui/icons-material/Login';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense, useState } from 'react';
import { NavLink, Link as RouterLink } from 'react-router';
import { useSnackbar } from '../../components/snackbar-context';
import { useMe } from '../../features/auth/api/me';
import { useSignOut } from '../../features/auth/api/sign-out';
import { desktopUp, roomyHeaderUp } from '../../lib/media';
import { trolleyOwner } from '../../lib/trolley-store';
import { useBrand } from '../use-brand';
import { useMenuCategories } from '../use-menu-categories';
import { AccountMenu } from './AccountMenu';
import { CartButton } from './CartButton';
import { HeaderSearchSlot } from './HeaderSearchSlot';
import { OrderNowMenu } from './OrderNowMenu';

// The phone menu loads on first use; pressing the button starts the download before the click lands.
const loadMobileNavDrawer = () => import('./MobileNavDrawer');
const MobileNavDrawer = lazy(() =>
  loadMobileNavDrawer().then((module) => ({ default: module.MobileNavDrawer })),
);

const navLinkStyle = {
  borderRadius: 1,
  whiteSpace: 'nowrap',
  '&.active': { textDecoration: 'underline', textUnderlineOffset: '6px', textDecorationThickness: '2px' },
} as const;

export function StoreHeader() {
  const brand = useBrand();
  const categories = useMenuCategories();
  const me = useMe();
  const signOut = useSignOut();
  const showSnackbar = useSnackbar();
  const handleLogout = () =>
    signOut.mutate(undefined, {
      onError: () => showSnackbar('Could not log out. Check your connection and try again.', 'error'),
    });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const handleOpenDrawer = () => {
    setDrawerUsed(true);
    setDrawerOpen(true);
  };

  return (
    <AppBar position="sticky" color="primary">
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 } }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label="Open menu"
          aria-haspopup="dialog"
          onPointerDown={() => void loadMobileNavDrawer()}
          onClick={handleOpenDrawer}
          sx={{ [desktopUp]: { display: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Link
          component={RouterLink}
          to="/"
          color="inherit"
          underline="none"
          sx={{
            color: 'inherit',
            fontSize: { xs: '1.125rem', sm: '1.25rem' },
            fontWeight: 800,
            letterSpacing: '0.02em',
            mr: 2,
            whiteSpace: 'nowrap',
            // From 800 px the search box gives way first when the row is tight, not the brand.
            [desktopUp]: { flexShrink: 0, mr: 1 },
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
        >
          {brand}
        </Link>
        <Box
          component="nav"
          aria-label="Main"
          sx={{
            display: 'none',
            [desktopUp]: { display: 'flex', alignItems: 'center', gap: 0.5, flexShrink: 0 },
          }}
        >
          <Button component={NavLink} to="/" end color="inherit" sx={navLinkStyle}>
            Home
          </Button>
          <OrderNowMenu categories={categories} />
          <Button component={NavLink} to="/about" color="inherit" sx={navLinkStyle}>
            About
          </Button>
          <Button component={NavLink} to="/contact" color="inherit" sx={navLinkStyle}>
            Contact
          </Button>
        </Box>
        <HeaderSearchSlot placement="inline" />
        <Box sx={{ flexGrow: 1 }} />
        <CartButton owner={me.isPending ? null : trolleyOwner(me.data)} />
        {me.data ? (
          <AccountMenu firstName={me.data.firstName} role={me.data.role} onLogout={handleLogout} />
        ) : me.isPending ? null : (
          <Button
            component={RouterLink}
            to="/login"
            color="inherit"
            variant="outlined"
            startIcon={<Login />}
            aria-label="Login"
            // Phones have the row to themselves; from 800 px to 1100 px the menus and search need the room.
            sx={{
              [desktopUp]: { minWidth: 0, '& .MuiButton-startIcon': { mx: 0 } },
              [roomyHeaderUp]: { '& .MuiButton-startIcon': { mr: 1, ml: -0.5 } },
            }}
          >
            <Box
              component="span"
              sx={{ [desktopUp]: { display: 'none' }, [roomyHeaderUp]: { display: 'inline' } }}
            >
              Login
            </Box>
          </Button>
        )}
      </Toolbar>
      <HeaderSearchSlot placement="bar" />
      {drawerUsed ? (
        <Suspense fallback={null}>
          <MobileNavDrawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            brand={brand}
            categories={categories}
            customer={me.data?.role === 'CUSTOMER'}
          />
        </Suspense>
      ) : null}
    </AppBar>
  );
}
