import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { LoadError } from '../../components/LoadError';
import { PageLoader } from '../../components/PageLoader';
import { useMe } from '../../features/auth/api/me';

/** The driver's page: guests sign in and come back; customers and staff go to the storefront home. */
export function RequireDriver({ children }: { children: ReactNode }) {
  const me = useMe();
  if (me.isPending) return <PageLoader label="Checking your sign-in" />;
  if (me.isError) {
    return <LoadError message="We could not check your sign-in." onRetry={() => void me.refetch()} />;
  }
  if (!me.data) return <Navigate to="/login?next=%2Fdriver" replace />;
  if (me.data.role !== 'DRIVER') return <Navigate to="/" replace />;
  return children;
}
