import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** A centred spinner shown while a page or the signed-in user is loading. */
export function PageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Box role="status" sx={{ display: 'grid', placeItems: 'center', minHeight: '40vh', py: 6 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
