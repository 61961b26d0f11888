import { Suspense } from 'react';
import { Navigate } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { useMe } from '../../features/auth/api/me';
import { lazyPage } from '../lazy-page';
import { setThemeMode, useThemeMode } from '../theme-mode';

// My Account loads when it is opened.
export const ProfilePage = lazyPage(() =>
  import('../../features/account/components/ProfilePage').then((module) => module.ProfilePage),
);

/** /profile, inside RequireSignedIn: the user is known by now. Staff have no customer record to show. */
export function ProfileRoute() {
  const me = useMe();
  const mode = useThemeMode();
  if (me.data?.role === 'ADMIN') return <Navigate to="/Admin" replace />;
  return (
    <Suspense fallback={<PageLoader label="Loading your account" />}>
      <ProfilePage theme={{ mode, onChange: setThemeMode }} />
    </Suspense>
  );
}
