import { Suspense } from 'react';
import { Navigate } from 'react-router';
import { LoadError } from '../../components/LoadError';
import { PageLoader } from '../../components/PageLoader';
import { useMe } from '../../features/auth/api/me';
import { ORDER_GUIDE_PATH } from '../../lib/store-links';
import { trolleyOwner } from '../../lib/trolley-store';
import { lazyPage } from '../lazy-page';

// The guide loads when it is opened.
export const OrderGuidePage = lazyPage(() =>
  import('../../features/order-guide/components/OrderGuidePage').then((module) => module.OrderGuidePage),
);

/**
 * /order-guide. A guest signs in first and comes back here (the reminder's link signs nobody in); staff, who have
 * no guide of their own, go to the home page; a customer gets their guide.
 */
export function OrderGuideRoute() {
  const me = useMe();
  if (me.isPending) return <PageLoader label="Checking your sign-in" />;
  if (me.isError) {
    return <LoadError message="We could not check your sign-in." onRetry={() => void me.refetch()} />;
  }
  if (!me.data) {
    return <Navigate to={`/login?${new URLSearchParams({ next: ORDER_GUIDE_PATH }).toString()}`} replace />;
  }
  if (me.data.role === 'ADMIN') return <Navigate to="/" replace />;
  return (
    <Suspense fallback={<PageLoader label="Loading your order guide" />}>
      <OrderGuidePage trolleyOwner={trolleyOwner(me.data)} />
    </Suspense>
  );
}
