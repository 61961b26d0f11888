import Chip from '@mui/material/Chip';

/** Marks a customer on stop: they may browse, but the server refuses their orders. */
export function OnStopChip({ onStop }: { onStop: boolean }) {
  return onStop ? <Chip label="On stop" color="error" size="small" variant="outlined" /> : null;
}
