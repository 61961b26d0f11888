import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { lazy, Suspense } from 'react';
import { Navigate, Outlet } from 'react-router';
import { SkipLink } from '../../components/SkipLink';
import { useMe } from '../../features/auth/api/me';
import { StoreHeader } from './StoreHeader';

// The footer starts below the first screen: its code loads beside the page's, and it is drawn in a
// commit of its own after the page has painted.
const StoreFooter = lazy(() => import('./StoreFooter').then((module) => ({ default: module.StoreFooter })));

/** The storefront frame: header with menus and cart, the page, and the footer. Drivers have their own page. */
export function StoreLayout() {
  const me = useMe();
  if (me.data?.role === 'DRIVER') return <Navigate to="/driver" replace />;
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <StoreHeader />
      <Box component="main" id="main-content" tabIndex={-1} sx={{ flex: 1 }}>
        <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 4 } }}>
          <Outlet />
        </Container>
      </Box>
      <Suspense fallback={null}>
        <StoreFooter />
      </Suspense>
    </Box>
  );
}
