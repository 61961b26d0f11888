import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { LoadError } from '../../components/LoadError';
import { PageLoader } from '../../components/PageLoader';
import { useMe } from '../../features/auth/api/me';

/** Account pages: guests go to the login screen; nothing protected renders until the user is known. */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const me = useMe();
  if (me.isPending) return <PageLoader label="Checking your sign-in" />;
  if (me.isError) {
    return <LoadError message="We could not check your sign-in." onRetry={() => void me.refetch()} />;
  }
  if (!me.data) return <Navigate to="/login" replace />;
  return children;
}
