import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { LoadError } from '../../components/LoadError';
import { PageLoader } from '../../components/PageLoader';
import { useMe } from '../../features/auth/api/me';

/**
 * Back office: guests and customers go to the storefront home, drivers to their deliveries; nothing renders until
 * the role is known.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const me = useMe();
  if (me.isPending) return <PageLoader label="Checking your sign-in" />;
  if (me.isError) {
    return <LoadError message="We could not check your sign-in." onRetry={() => void me.refetch()} />;
  }
  if (me.data?.role === 'DRIVER') return <Navigate to="/driver" replace />;
  if (me.data?.role !== 'ADMIN') return <Navigate to="/" replace />;
  return children;
}
