import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Outlet } from 'react-router';
import { SkipLink } from '../../components/SkipLink';
import { StoreFooter } from './StoreFooter';
import { StoreHeader } from './StoreHeader';

/** The storefront frame: header with menus and cart, the page, and the footer. */
export function StoreLayout() {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <StoreHeader />
      <Box component="main" id="main-content" tabIndex={-1} sx={{ flex: 1 }}>
        <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 4 } }}>
          <Outlet />
        </Container>
      </Box>
      <StoreFooter />
    </Box>
  );
}
