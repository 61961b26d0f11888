import type { CustomerStatus } from '@cleaver/domain/status';
import { STATUS_HEX } from '@cleaver/domain/status';
import Chip from '@mui/material/Chip';

/**
 * An order's status as the customer sees it: PENDING orange, COMPLETED green, CANCELLED red (spec §4).
 * The spec's bright colours carry dark text, which reads at AA on both themes (white on orange does not).
 */
export function StatusChip({ status }: { status: CustomerStatus }) {
  return (
    <Chip
      label={status}
      size="small"
      sx={{
        bgcolor: STATUS_HEX[status],
        color: 'rgba(0, 0, 0, 0.87)',
        fontWeight: 700,
        letterSpacing: '0.03em',
      }}
    />
  );
}
