import Button from '@mui/material/Button';
import { ExternalSyncState } from '../../../components/ExternalSyncState';
import type { AdminOrder } from '../api/admin-order';

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
  return (
    <ExternalSyncState sync={sync}>
      {sync.some((entry) => entry.status === 'FAILED') ? (
        <Button size="small" variant="outlined" onClick={onRetry} loading={retrying}>
          Retry
        </Button>
      ) : null}
    </ExternalSyncState>
  );
}
