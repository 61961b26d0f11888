import ExpandMore from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import { lazy, Suspense, useId, useState } from 'react';

// The menu itself (and MUI's popover machinery) loads when the pointer or focus reaches the button.
const loadMenuList = () => import('./OrderNowMenuList');
const OrderNowMenuList = lazy(() => loadMenuList().then((module) => ({ default: module.OrderNowMenuList })));

/** ORDER NOW: the categories (live from the server) and View All Products. */
export function OrderNowMenu({ categories }: { categories: readonly string[] }) {
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
        endIcon={<ExpandMore />}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={(event) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
        sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
      >
        Order now
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <OrderNowMenuList
            id={menuId}
            labelledBy={buttonId}
            anchorEl={anchor}
            onClose={() => setAnchor(null)}
            categories={categories}
          />
        </Suspense>
      ) : null}
    </>
  );
}
