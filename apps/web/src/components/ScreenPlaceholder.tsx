import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface ScreenPlaceholderProps {
  title: string;
  /** One plain sentence saying what is not there yet. */
  message?: string;
  children?: ReactNode;
}

/** The frame of a screen that a later release fills in: its heading and a plain note. */
export function ScreenPlaceholder({
  title,
  message = 'This screen is not built yet.',
  children,
}: ScreenPlaceholderProps) {
  return (
    <>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {title}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography>{message}</Typography>
        {children}
      </Paper>
    </>
  );
}
