import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { AdminOrder } from '../api/admin-order';

const STATUS_TEXT = { PENDING: 'Pending', SENT: 'Sent', FAILED: 'Failed' } as const;

const systemName = (system: string) => system.charAt(0).toUpperCase() + system.slice(1);

interface OrderSyncStateProps {
  sync: AdminOrder['sync'];
  retrying: boolean;
  onRetry: () => void;
}

/**
 * Where the order stands with each external system (only those with an HTTP adapter push anything): its
 * newest push Pending, Sent or Failed with the reason, and Retry once one has failed.
 */
export function OrderSyncState({ sync, retrying, onRetry }: OrderSyncStateProps) {
  if (sync.length === 0) return null;
  const failed = sync.some((entry) => entry.status === 'FAILED');
  return (
    <Box
      component="section"
      aria-label="External systems"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}
    >
      {sync.map((entry) => (
        <Box key={entry.system} sx={{ minWidth: 0 }}>
          <Chip
            size="small"
            variant={entry.status === 'FAILED' ? 'filled' : 'outlined'}
            color={entry.status === 'SENT' ? 'success' : entry.status === 'PENDING' ? 'warning' : 'error'}
            label={`${systemName(entry.system)}: ${STATUS_TEXT[entry.status]}`}
            sx={entry.status === 'FAILED' ? { bgcolor: 'error.dark' } : undefined}
          />
          {entry.status === 'FAILED' && entry.lastError ? (
            <Typography variant="caption" color="error" component="p" sx={{ overflowWrap: 'anywhere' }}>
              {entry.lastError}
            </Typography>
          ) : null}
        </Box>
      ))}
      {failed ? (
        <Button size="small" variant="outlined" onClick={onRetry} loading={retrying}>
          Retry
        </Button>
      ) : null}
    </Box>
  );
}
