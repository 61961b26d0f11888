import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { NavLink } from 'react-router';
import { categoryHref } from '../use-menu-categories';

interface MobileNavDrawerProps {
  open: boolean;
  onClose: () => void;
  brand: string;
  categories: readonly string[];
}

const activeStyle = {
  '&.active': { bgcolor: 'action.selected', fontWeight: 700 },
} as const;

/** The phone menu (below 800 px): Home, Order Now with its categories, About and Contact. */
export function MobileNavDrawer({ open, onClose, brand, categories }: MobileNavDrawerProps) {
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
          <ListItemButton component={NavLink} to="/" end onClick={onClose} sx={activeStyle}>
            <ListItemText primary="Home" />
          </ListItemButton>
          <ListItemButton component={NavLink} to="/order" end onClick={onClose} sx={activeStyle}>
            <ListItemText primary="Order Now" />
          </ListItemButton>
          <List disablePadding aria-label="Categories">
            {categories.map((name) => (
              <ListItemButton
                key={name}
                component={NavLink}
                to={categoryHref(name)}
                onClick={onClose}
                sx={{ pl: 4, py: 0.5 }}
              >
                <ListItemText primary={name} slotProps={{ primary: { variant: 'body2' } }} />
              </ListItemButton>
            ))}
          </List>
          <ListItemButton component={NavLink} to="/about" onClick={onClose} sx={activeStyle}>
            <ListItemText primary="About" />
          </ListItemButton>
          <ListItemButton component={NavLink} to="/contact" onClick={onClose} sx={activeStyle}>
            <ListItemText primary="Contact" />
          </ListItemButton>
        </List>
      </Box>
    </Drawer>
  );
}
