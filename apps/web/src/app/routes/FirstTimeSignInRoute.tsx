import { Suspense } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { useMe } from '../../features/auth/api/me';
import type { Role } from '../../gql/graphql';
import { safeNextPath } from '../../lib/next-path';
import { lazyPage } from '../lazy-page';

// The form code loads only for the few who sign in with a temporary password.
export const FirstTimeSignInPage = lazyPage(() =>
  import('../../features/auth/components/FirstTimeSignInPage').then((module) => module.FirstTimeSignInPage),
);

function homeOf(role: Role | undefined): string {
  if (role === 'ADMIN') return '/Admin';
  if (role === 'DRIVER') return '/driver';
  return '/';
}

/**
 * /firsttimesignin, inside RequireSignedIn: only for a user who must still replace a temporary password.
 * Once it is replaced they go on to ?next= (the page they signed in from), else home, the back office or the
 * driver's deliveries.
 */
export function FirstTimeSignInRoute() {
  const me = useMe();
  const [searchParams] = useSearchParams();
  const viewer = me.data;
  const next = safeNextPath(searchParams.get('next')) ?? homeOf(viewer?.role);
  if (!viewer?.mustChangePassword) return <Navigate to={next} replace />;
  return (
    <Suspense fallback={<PageLoader />}>
      <FirstTimeSignInPage firstName={viewer.firstName} next={next} />
    </Suspense>
  );
}
