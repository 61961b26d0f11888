import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import Category from '@mui/icons-material/Category';
import EventRepeat from '@mui/icons-material/EventRepeat';
import Inventory from '@mui/icons-material/Inventory';
import Inventory2 from '@mui/icons-material/Inventory2';
import LocalShipping from '@mui/icons-material/LocalShipping';
import People from '@mui/icons-material/People';
import PriceChange from '@mui/icons-material/PriceChange';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import SpaceDashboard from '@mui/icons-material/SpaceDashboard';
import SyncProblem from '@mui/icons-material/SyncProblem';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';

const ITEMS: ReadonlyArray<{ label: string; to: string; icon: ReactNode; end?: boolean }> = [
  // `end`: the dashboard is current only on /Admin itself, not on every screen below it.
  { label: 'Dashboard', to: '/Admin', icon: <SpaceDashboard />, end: true },
  { label: 'Orders', to: '/Admin/Orders', icon: <ReceiptLong /> },
  { label: 'Packing', to: '/Admin/Packing', icon: <Inventory /> },
  { label: 'Run Sheet', to: '/Admin/RunSheet', icon: <LocalShipping /> },
  { label: 'Recurring Orders', to: '/Admin/Scheduled-Orders', icon: <EventRepeat /> },
  { label: 'Products', to: '/Admin/Products', icon: <Inventory2 /> },
  { label: 'Categories', to: '/Admin/Categories', icon: <Category /> },
  { label: 'Customers', to: '/Admin/Customers', icon: <People /> },
  { label: 'Receivables', to: '/Admin/Receivables', icon: <AccountBalanceWallet /> },
  { label: 'Price Levels', to: '/Admin/PriceLevels', icon: <PriceChange /> },
  { label: 'Integrations', to: '/Admin/Integrations', icon: <SyncProblem /> },
];

/** The back-office screens; the current one is highlighted and marked aria-current. */
export function AdminNavList({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <List>
      {ITEMS.map((item) => (
        <ListItem key={item.to} disablePadding>
          <ListItemButton
            component={NavLink}
            to={item.to}
            end={item.end}
            onClick={onNavigate}
            sx={(theme) => ({
              mx: 1,
              borderRadius: 1,
              // The current screen: a green bar and bold text; the text keeps its full contrast colour.
              '&.active': {
                bgcolor: 'action.selected',
                boxShadow: `inset 4px 0 0 ${theme.vars.palette.accentText}`,
                '& .MuiListItemText-primary': { fontWeight: 700 },
                '& .MuiListItemIcon-root': { color: 'text.primary' },
              },
            })}
          >
            <ListItemIcon>{item.icon}</ListItemIcon>
            <ListItemText primary={item.label} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
