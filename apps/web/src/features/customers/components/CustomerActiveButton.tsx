import Block from '@mui/icons-material/Block';
import CheckCircle from '@mui/icons-material/CheckCircle';
import IconButton from '@mui/material/IconButton';
import type { AdminCustomerRow } from '../api/admin-customers';
import { customerName } from '../customer-name';

type CustomerActiveButtonProps = {
  customer: AdminCustomerRow;
  /** An enable is being saved: Enable waits for it. */
  enabling: boolean;
  onDisable: (customer: AdminCustomerRow) => void;
  onEnable: (customer: AdminCustomerRow) => void;
};

/**
 * A customer's status as the button that changes it: a green tick named 'Disable <customer>' while active, a red
 * block named 'Enable <customer>' while disabled.
 */
export function CustomerActiveButton({ customer, enabling, onDisable, onEnable }: CustomerActiveButtonProps) {
  const name = customerName(customer);
  return customer.isActive ? (
    <IconButton aria-label={`Disable ${name}`} color="success" onClick={() => onDisable(customer)}>
      <CheckCircle />
    </IconButton>
  ) : (
    <IconButton
      aria-label={`Enable ${name}`}
      color="error"
      disabled={enabling}
      onClick={() => onEnable(customer)}
    >
      <Block />
    </IconButton>
  );
}
