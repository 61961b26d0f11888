import AccountCircle from '@mui/icons-material/AccountCircle';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, Suspense, useId, useState } from 'react';
import type { Role } from '../../gql/graphql';
import { roomyHeaderUp } from '../../lib/media';

// Loaded when the pointer or focus reaches the button, like the ORDER NOW menu.
const loadMenuList = () => import('./AccountMenuList');
const AccountMenuList = lazy(() => loadMenuList().then((module) => ({ default: module.AccountMenuList })));

interface AccountMenuProps {
  firstName: string;
  role: Role;
  onLogout: () => void;
}

/** The signed-in user's menu button: the first name on wide screens, an account icon below 1100 px. */
export function AccountMenu({ firstName, role, onLogout }: AccountMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const menuId = useId();
  const buttonId = useId();
  const open = anchor !== null;
  const prefetch = () => void loadMenuList();

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`Account menu for ${firstName}`}
        startIcon={<AccountCircle />}
        endIcon={<ExpandMore />}
        onPointerEnter={prefetch}
        onPointerDown={prefetch}
        onFocus={prefetch}
        onClick={(event) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
        sx={{
          textTransform: 'none',
          minWidth: 0,
          '& .MuiButton-startIcon': { mr: 0, [roomyHeaderUp]: { mr: 1 } },
        }}
      >
        <Box component="span" sx={{ display: 'none', [roomyHeaderUp]: { display: 'inline' } }}>
          {firstName}
        </Box>
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <AccountMenuList
            id={menuId}
            labelledBy={buttonId}
            anchorEl={anchor}
            role={role}
            onClose={() => setAnchor(null)}
            onLogout={onLogout}
          />
        </Suspense>
      ) : null}
    </>
  );
}
