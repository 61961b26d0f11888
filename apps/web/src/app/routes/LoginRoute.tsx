import { Suspense } from 'react';
import { PageLoader } from '../../components/PageLoader';
import { lazyPage } from '../lazy-page';
import { useBrand } from '../use-brand';

// The form code (validation, zod) loads only when someone opens the login screen (before the first render
// when the visit starts there: a server-drawn form must hydrate at once, or a tap on Sign In submits it).
export const LoginPage = lazyPage(() =>
  import('../../features/auth/components/LoginPage').then((module) => module.LoginPage),
);

export function LoginRoute() {
  const brand = useBrand();
  return (
    <Suspense fallback={<PageLoader />}>
      <LoginPage brand={brand} />
    </Suspense>
  );
}
