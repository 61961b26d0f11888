import { type OrderStatus, STATUS_COLOURS } from '@cleaver/domain/status';
import Chip from '@mui/material/Chip';

/**
 * An order's status for staff: COMPLETED green, PENDING orange, PACKED blue, CANCELLED red (spec §2). The
 * palette's light shade carries dark text, which reads at AA on both themes (white on orange or blue does not).
 */
export function OrderStatusChip({ status }: { status: OrderStatus }) {
  const colour = STATUS_COLOURS[status];
  return (
    <Chip
      label={status}
      size="small"
      sx={{
        bgcolor: `${colour}.light`,
        color: 'rgba(0, 0, 0, 0.87)',
        fontWeight: 700,
        letterSpacing: '0.03em',
      }}
    />
  );
}
