import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { NavLink, Link as RouterLink } from 'react-router';
import { ORDER_GUIDE_PATH } from '../../lib/store-links';
import { categoryHref } from '../use-menu-categories';

interface MobileNavDrawerProps {
  open: boolean;
  onClose: () => void;
  brand: string;
  categories: readonly string[];
  /** A signed-in customer: their order guide comes first. */
  customer?: boolean;
}

function DrawerLink({
  to,
  end,
  nested = false,
  onClose,
  children,
}: {
  to: string;
  end?: boolean;
  nested?: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <ListItem disablePadding>
      <ListItemButton
        // Category links differ only by query string, which NavLink ignores, so they never show as current.
        component={nested ? RouterLink : NavLink}
        to={to}
        end={nested ? undefined : end}
        onClick={onClose}
        sx={{
          pl: nested ? 4 : 2,
          py: nested ? 0.75 : 1.25,
          '&.active': { bgcolor: 'action.selected', '& .MuiListItemText-primary': { fontWeight: 700 } },
        }}
      >
        <ListItemText primary={children} slotProps={{ primary: { variant: nested ? 'body2' : 'body1' } }} />
      </ListItemButton>
    </ListItem>
  );
}

/** The phone menu (below 800 px): a customer's order guide, Home, Order Now with its categories, About and Contact. */
export function MobileNavDrawer({
  open,
  onClose,
  brand,
  categories,
  customer = false,
}: MobileNavDrawerProps) {
  return (
    <Drawer anchor="left" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 280 } } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1, minHeight: 56 }}>
        <Typography component="p" variant="h6" sx={{ flexGrow: 1, fontWeight: 700 }}>
          {brand}
        </Typography>
        <IconButton aria-label="Close menu" onClick={onClose} edge="end">
          <Close />
        </IconButton>
      </Box>
      <Divider />
      <Box component="nav" aria-label="Main">
        <List>
          {customer && (
            <DrawerLink to={ORDER_GUIDE_PATH} onClose={onClose}>
              Order guide
            </DrawerLink>
          )}
          <DrawerLink to="/" end onClose={onClose}>
            Home
          </DrawerLink>
          <DrawerLink to="/order" end onClose={onClose}>
            Order Now
          </DrawerLink>
          <ListItem disablePadding sx={{ display: 'block' }}>
            <List disablePadding aria-label="Categories">
              {categories.map((name) => (
                <DrawerLink key={name} to={categoryHref(name)} nested onClose={onClose}>
                  {name}
                </DrawerLink>
              ))}
            </List>
          </ListItem>
          <DrawerLink to="/about" onClose={onClose}>
            About
          </DrawerLink>
          <DrawerLink to="/contact" onClose={onClose}>
            Contact
          </DrawerLink>
        </List>
      </Box>
    </Drawer>
  );
}
