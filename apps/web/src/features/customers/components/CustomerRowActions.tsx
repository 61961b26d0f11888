import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import Visibility from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { AdminCustomerRow } from '../api/admin-customers';
import { customerName } from '../customer-name';

export type CustomerRowAction = 'view' | 'edit' | 'delete';

/** View, Edit and Delete for one customer, each named after the customer ('Edit Harbourside Bistro'). */
export function CustomerRowActions({
  customer,
  onAction,
}: {
  customer: AdminCustomerRow;
  onAction: (action: CustomerRowAction, customer: AdminCustomerRow) => void;
}) {
  const name = customerName(customer);
  return (
    <Box sx={{ display: 'flex' }}>
      <IconButton aria-label={`View ${name}`} onClick={() => onAction('view', customer)}>
        <Visibility />
      </IconButton>
      <IconButton aria-label={`Edit ${name}`} onClick={() => onAction('edit', customer)}>
        <Edit />
      </IconButton>
      <IconButton aria-label={`Delete ${name}`} color="error" onClick={() => onAction('delete', customer)}>
        <Delete />
      </IconButton>
    </Box>
  );
}
