import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A label over a product's image: 'Added' when it is in the trolley, OUT OF STOCK when it cannot be. */
export function Ribbon({ tone, children }: { tone: 'added' | 'out'; children: ReactNode }) {
  return (
    <Box
      component="span"
      sx={(theme) => ({
        px: 1,
        py: 0.25,
        borderRadius: 1,
        fontSize: '0.75rem',
        fontWeight: 800,
        letterSpacing: '0.04em',
        boxShadow: 1,
        ...(tone === 'added'
          ? { bgcolor: theme.vars.palette.primary.main, color: theme.vars.palette.primary.contrastText }
          : { bgcolor: theme.vars.palette.error.dark, color: theme.vars.palette.error.contrastText }),
      })}
    >
      {children}
    </Box>
  );
}
