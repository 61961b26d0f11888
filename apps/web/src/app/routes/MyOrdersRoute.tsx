import { Suspense } from 'react';
import { Navigate } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { useMe } from '../../features/auth/api/me';
import { trolleyOwner } from '../../lib/trolley-store';
import { lazyPage } from '../lazy-page';

// Order history loads when it is opened.
export const MyOrdersPage = lazyPage(() =>
  import('../../features/my-orders/components/MyOrdersPage').then((module) => module.MyOrdersPage),
);

/** /myorders, inside RequireSignedIn: the user is known by now. Admins have no orders of their own. */
export function MyOrdersRoute() {
  const me = useMe();
  if (me.data?.role === 'ADMIN') return <Navigate to="/" replace />;
  return (
    <Suspense fallback={<PageLoader label="Loading your orders" />}>
      <MyOrdersPage trolleyOwner={trolleyOwner(me.data)} />
    </Suspense>
  );
}
