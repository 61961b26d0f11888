import Edit from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import { Link as RouterLink } from 'react-router';

type EditRecurringButtonProps = { id: string; companyName: string; tabIndex?: number };

/** The row's Edit action: a link, so a middle click opens the editor in a new tab. */
export function EditRecurringButton({ id, companyName, tabIndex }: EditRecurringButtonProps) {
  return (
    <IconButton
      component={RouterLink}
      to={`/admin/scheduled-order/${id}`}
      aria-label={`Edit recurring order for ${companyName}`}
      tabIndex={tabIndex}
    >
      <Edit />
    </IconButton>
  );
}
