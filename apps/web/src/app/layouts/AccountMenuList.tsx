import Checklist from '@mui/icons-material/Checklist';
import Dashboard from '@mui/icons-material/Dashboard';
import Logout from '@mui/icons-material/Logout';
import Person from '@mui/icons-material/Person';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router';
import type { Role } from '../../gql/graphql';
import { ORDER_GUIDE_PATH } from '../../lib/store-links';

interface AccountMenuListProps {
  id: string;
  labelledBy: string;
  anchorEl: HTMLElement | null;
  role: Role;
  onClose: () => void;
  onLogout: () => void;
}

/** Customers reach their order guide, profile and orders; admins the back office. Everyone can log out. */
export function AccountMenuList({ id, labelledBy, anchorEl, role, onClose, onLogout }: AccountMenuListProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchorEl}
      open={anchorEl !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ list: { 'aria-labelledby': labelledBy } }}
    >
      {role === 'ADMIN'
        ? [
            <MenuItem key="admin" component={RouterLink} to="/Admin" onClick={onClose}>
              <ListItemIcon>
                <Dashboard fontSize="small" />
              </ListItemIcon>
              Admin Dashboard
            </MenuItem>,
          ]
        : [
            <MenuItem key="guide" component={RouterLink} to={ORDER_GUIDE_PATH} onClick={onClose}>
              <ListItemIcon>
                <Checklist fontSize="small" />
              </ListItemIcon>
              Order guide
            </MenuItem>,
            <MenuItem key="profile" component={RouterLink} to="/profile" onClick={onClose}>
              <ListItemIcon>
                <Person fontSize="small" />
              </ListItemIcon>
              Profile
            </MenuItem>,
            <MenuItem key="orders" component={RouterLink} to="/myorders" onClick={onClose}>
              <ListItemIcon>
                <ReceiptLong fontSize="small" />
              </ListItemIcon>
              My Orders
            </MenuItem>,
          ]}
      <Divider />
      <MenuItem
        onClick={() => {
          onClose();
          onLogout();
        }}
      >
        <ListItemIcon>
          <Logout fontSize="small" />
        </ListItemIcon>
        Logout
      </MenuItem>
    </Menu>
  );
}
