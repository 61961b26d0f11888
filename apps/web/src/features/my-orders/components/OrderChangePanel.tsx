import Edit from '@mui/icons-material/Edit';
import Phone from '@mui/icons-material/Phone';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { MyOrderDetail } from '../api/get-my-order';

interface OrderChangePanelProps {
  order: MyOrderDetail;
  /** What the customer's last change or cancel came to. */
  outcome: { severity: 'success' | 'error'; message: string } | null;
  onChange: () => void;
  onCancel: () => void;
}

/**
 * Whether the customer may still change their open order, as the server says: until when, with Change order and
 * Cancel order; or that it is locked, why, and whom to call (a Call button that dials the shop from a phone).
 */
export function OrderChangePanel({ order, outcome, onChange, onCancel }: OrderChangePanelProps) {
  const { canChange, message, phone } = order.customerChange;
  return (
    <Box sx={{ mb: 2, display: 'grid', gap: 1 }}>
      {outcome ? (
        <Alert
          severity={outcome.severity}
          variant="outlined"
          role={outcome.severity === 'error' ? 'alert' : 'status'}
        >
          {outcome.message}
        </Alert>
      ) : null}
      {order.status === 'PENDING' ? (
        <Alert
          severity={canChange ? 'info' : 'warning'}
          variant="outlined"
          // A standing fact about the order, not news: read in its place, not announced as the dialog opens.
          role="note"
        >
          {message}
        </Alert>
      ) : null}
      {order.status === 'PENDING' && !canChange && phone ? (
        <Box>
          <Button variant="outlined" startIcon={<Phone />} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
            Call {phone}
          </Button>
        </Box>
      ) : null}
      {order.status === 'PENDING' && canChange ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button variant="contained" startIcon={<Edit />} onClick={onChange} sx={{ fontWeight: 700 }}>
            Change order
          </Button>
          <Button variant="outlined" color="error" onClick={onCancel}>
            Cancel order
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
