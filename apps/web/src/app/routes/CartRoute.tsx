import { Suspense } from 'react';
import { Navigate } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { useMe } from '../../features/auth/api/me';
import { trolleyOwner } from '../../lib/trolley-store';
import { lazyPage } from '../lazy-page';

// The cart loads when it is opened: most visits start on the home page or the catalogue.
export const CartPage = lazyPage(() =>
  import('../../features/cart/components/CartPage').then((module) => module.CartPage),
);

export function CartRoute() {
  const me = useMe();
  if (me.isPending) return <PageLoader label="Loading your cart" />;
  const viewer = me.data;
  // Drivers order nothing: their page is their deliveries (the store's frame sends them there first).
  if (viewer?.role === 'DRIVER') return <Navigate to="/driver" replace />;
  return (
    <Suspense fallback={<PageLoader label="Loading your cart" />}>
      <CartPage role={viewer ? viewer.role : 'GUEST'} trolleyOwner={trolleyOwner(viewer)} />
    </Suspense>
  );
}
