import Chip from '@mui/material/Chip';

/**
 * 'On stop', red, beside a customer whose orders the server refuses (they may still browse); the reason shows on
 * hover. Nothing for a customer who is supplied.
 */
export function OnStopChip({ onStop, reason }: { onStop: boolean; reason?: string }) {
  if (!onStop) return null;
  return (
    <Chip label="On stop" color="error" size="small" title={reason || undefined} sx={{ fontWeight: 600 }} />
  );
}
