import Box from '@mui/material/Box';
import type { PushRow } from '../api/pushes';
import { dismissedText } from '../push-text';

/** Why staff gave a push up, who and when. */
export function PushDismissal({ dismissal }: { dismissal: NonNullable<PushRow['dismissal']> }) {
  return (
    <Box sx={{ lineHeight: 1.35 }}>
      <Box sx={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}>“{dismissal.reason}”</Box>
      <Box sx={{ mt: 0.25, fontSize: '0.875rem', color: 'text.secondary' }}>{dismissedText(dismissal)}</Box>
    </Box>
  );
}
