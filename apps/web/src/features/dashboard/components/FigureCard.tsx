import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type FigureCardProps = {
  title: string;
  /** The figure itself, large; null while it loads. */
  figure: ReactNode;
  /** What the figure is, beside it (e.g. 'excl. GST'). */
  unit?: string;
  /** Lines under the figure. */
  children?: ReactNode;
};

/** One of the dashboard's figure cards: a title, one large figure and a few lines about it. */
export function FigureCard({ title, figure, unit, children }: FigureCardProps) {
  return (
    <Paper
      component="section"
      aria-label={title}
      variant="outlined"
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 }}
    >
      <Typography component="h2" sx={{ fontWeight: 600, color: 'text.secondary', fontSize: '0.95rem' }}>
        {title}
      </Typography>
      {figure == null ? (
        <Skeleton variant="text" width="70%" sx={{ fontSize: '2rem' }} />
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1 }}>
          <Typography
            component="p"
            sx={{ fontSize: '1.875rem', fontWeight: 700, lineHeight: 1.2, overflowWrap: 'anywhere' }}
          >
            {figure}
          </Typography>
          {unit ? <Typography sx={{ color: 'text.secondary' }}>{unit}</Typography> : null}
        </Box>
      )}
      {children}
    </Paper>
  );
}
