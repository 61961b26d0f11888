import { lazy, Suspense } from 'react';
import { PageLoader } from '../../components/PageLoader';
import { useBrand } from '../use-brand';

// The form code (validation, zod) loads only when someone opens the login screen.
const LoginPage = lazy(() =>
  import('../../features/auth/components/LoginPage').then((module) => ({ default: module.LoginPage })),
);

export function LoginRoute() {
  const brand = useBrand();
  return (
    <Suspense fallback={<PageLoader />}>
      <LoginPage brand={brand} />
    </Suspense>
  );
}
