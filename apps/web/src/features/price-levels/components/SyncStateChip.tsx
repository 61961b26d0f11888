import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { AdminPriceLevel } from '../api/admin-price-levels';

const LABELS = { PENDING: 'Sync pending', SYNCED: 'Synced', FAILED: 'Sync failed' } as const;

/**
 * Where a price level stands with the accounting system. Nothing with the built-in ledger (there is nothing to
 * send); a failed push in red with the reason, written out so it can be read on a phone too.
 */
export function SyncStateChip({ sync }: { sync: AdminPriceLevel['accountingSync'] }) {
  if (sync.state === 'LEDGER') return null;
  const failed = sync.state === 'FAILED';
  return (
    <Box sx={{ mt: 0.5 }}>
      <Chip
        size="small"
        variant={failed ? 'filled' : 'outlined'}
        color={failed ? 'error' : sync.state === 'SYNCED' ? 'success' : 'default'}
        label={LABELS[sync.state]}
      />
      {failed && sync.lastError ? (
        <Typography variant="caption" color="error" component="p" sx={{ mt: 0.5 }}>
          {sync.lastError}
        </Typography>
      ) : null}
    </Box>
  );
}
