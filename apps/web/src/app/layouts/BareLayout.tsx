import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';

/** Pages shown without the store header and footer (login, first sign-in, 404, 403): centred on the screen. */
export function BareLayout({ children }: { children?: ReactNode }) {
  return (
    <Box
      component="main"
      id="main-content"
      tabIndex={-1}
      sx={[
        {
          minHeight: '100dvh',
          display: 'grid',
          placeItems: 'center',
          px: 2,
          py: { xs: 3, sm: 6 },
          bgcolor: 'grey.100',
        },
        (theme) => theme.applyStyles('dark', { bgcolor: 'background.default' }),
      ]}
    >
      {children ?? <Outlet />}
    </Box>
  );
}
