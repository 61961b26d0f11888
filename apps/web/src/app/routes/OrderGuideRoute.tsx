import { Navigate } from 'react-router';
import { LoadError } from '../../components/LoadError';
import { PageLoader } from '../../components/PageLoader';
import { useMe } from '../../features/auth/api/me';

/** Where the cutoff reminder mail's link points (issue 49). */
export const ORDER_GUIDE_PATH = '/order-guide';

/**
 * The cutoff reminder's link. A guest signs in first and comes back here (the link itself signs nobody in); a
 * signed-in customer goes on to the catalogue until the order guide (issue 49, part 1) is built at this path.
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
  return <Navigate to="/order" replace />;
}
