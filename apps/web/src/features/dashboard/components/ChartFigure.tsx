import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { type ReactNode, Suspense } from 'react';

type ChartFigureProps = {
  /** What the chart shows, in words, for screen readers (the table beside it holds the figures). */
  summary: string;
  height: number;
  children: ReactNode;
};

/**
 * A chart as one image to assistive technology, named by its summary, with a placeholder of its size while
 * its code loads (the charts load after the figure cards, in their own chunk).
 */
export function ChartFigure({ summary, height, children }: ChartFigureProps) {
  return (
    <Box role="img" aria-label={summary} sx={{ height, minWidth: 0 }}>
      <Suspense fallback={<Skeleton variant="rounded" height={height} />}>{children}</Suspense>
    </Box>
  );
}
