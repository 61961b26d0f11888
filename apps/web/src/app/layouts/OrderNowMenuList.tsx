import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router';
import { categoryHref } from '../use-menu-categories';

interface OrderNowMenuListProps {
  id: string;
  labelledBy: string;
  anchorEl: HTMLElement | null;
  onClose: () => void;
  categories: readonly string[];
}

export function OrderNowMenuList({ id, labelledBy, anchorEl, onClose, categories }: OrderNowMenuListProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchorEl}
      open={anchorEl !== null}
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': labelledBy } }}
    >
      {categories.map((name) => (
        <MenuItem key={name} component={RouterLink} to={categoryHref(name)} onClick={onClose}>
          {name}
        </MenuItem>
      ))}
      <Divider />
      <MenuItem component={RouterLink} to="/order" onClick={onClose}>
        View All Products
      </MenuItem>
    </Menu>
  );
}
