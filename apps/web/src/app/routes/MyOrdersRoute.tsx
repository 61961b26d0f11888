import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { useMe } from '../../features/auth/api/me';
import { trolleyOwner } from '../../lib/trolley-store';

// Order history loads when it is opened.
const MyOrdersPage = lazy(() =>
  import('../../features/my-orders/components/MyOrdersPage').then((module) => ({
    default: module.MyOrdersPage,
  })),
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
