import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { useMe } from '../../features/auth/api/me';

// The form code loads only for the few who sign in with a temporary password.
const FirstTimeSignInPage = lazy(() =>
  import('../../features/auth/components/FirstTimeSignInPage').then((module) => ({
    default: module.FirstTimeSignInPage,
  })),
);

/** /firsttimesignin, inside RequireSignedIn: only for a user who must still replace a temporary password. */
export function FirstTimeSignInRoute() {
  const me = useMe();
  const viewer = me.data;
  if (!viewer?.mustChangePassword) return <Navigate to={viewer?.role === 'ADMIN' ? '/Admin' : '/'} replace />;
  return (
    <Suspense fallback={<PageLoader />}>
      <FirstTimeSignInPage firstName={viewer.firstName} isAdmin={viewer.role === 'ADMIN'} />
    </Suspense>
  );
}
