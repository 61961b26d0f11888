import { lazy, Suspense } from 'react';
import { Navigate, useLocation, useRoutes } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import { useMe } from '../features/auth/api/me';
import { firstSignInHref, safeNextPath } from '../lib/next-path';
import { RequireAdmin } from './guards/RequireAdmin';
import { RequireDriver } from './guards/RequireDriver';
import { RequireSignedIn } from './guards/RequireSignedIn';
import { BareLayout } from './layouts/BareLayout';
import { StoreLayout } from './layouts/StoreLayout';
import { lazyPage } from './lazy-page';
import { ForbiddenPage } from './pages/ForbiddenPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { AboutRoute } from './routes/AboutRoute';
import { CartRoute } from './routes/CartRoute';
import { CatalogueRoute } from './routes/CatalogueRoute';
import { ContactRoute } from './routes/ContactRoute';
import { FirstTimeSignInRoute } from './routes/FirstTimeSignInRoute';
import { HomeRoute } from './routes/HomeRoute';
import { LoginRoute } from './routes/LoginRoute';
import { MyOrdersRoute } from './routes/MyOrdersRoute';
import { OrderGuideRoute } from './routes/OrderGuideRoute';
import { ProductRoute } from './routes/ProductRoute';
import { ProfileRoute } from './routes/ProfileRoute';
import { SessionWatch } from './SessionWatch';
import { Titled } from './Titled';
import { useLiveCategoryMenus } from './use-live-category-menus';
import { useLiveProducts } from './use-live-products';
import { useScrollToTopOnNavigate } from './use-scroll-to-top-on-navigate';

// The back office is its own chunk: customers on phones never download it.
const AdminApp = lazy(() => import('./admin/AdminApp').then((module) => ({ default: module.AdminApp })));
// So is the driver's page, with its frame.
const DriverRoute = lazyPage(() => import('./routes/DriverRoute').then((module) => module.DriverRoute));

/**
 * Every page of the site. Paths match case-insensitively (React Router's default), so /Login and
 * /login are one route. Declarative routes keep the data-router code out of the first download.
 */
export function AppRoutes() {
  useLiveCategoryMenus();
  useLiveProducts();
  useScrollToTopOnNavigate();
  const me = useMe();
  const { pathname, search } = useLocation();
  const routes = useRoutes([
    {
      element: <StoreLayout />,
      children: [
        {
          index: true,
          element: (
            <Titled title="Home">
              <HomeRoute />
            </Titled>
          ),
        },
        {
          path: 'order',
          element: (
            <Titled title="Order">
              <CatalogueRoute />
            </Titled>
          ),
        },
        { path: 'order/product', element: <ProductRoute /> },
        {
          path: 'order-guide',
          element: (
            <Titled title="Order guide">
              <OrderGuideRoute />
            </Titled>
          ),
        },
        {
          path: 'cart',
          element: (
            <Titled title="Cart">
              <CartRoute />
            </Titled>
          ),
        },
        {
          path: 'profile',
          element: (
            <Titled title="Profile">
              <RequireSignedIn>
                <ProfileRoute />
              </RequireSignedIn>
            </Titled>
          ),
        },
        {
          path: 'myorders',
          element: (
            <Titled title="My Orders">
              <RequireSignedIn>
                <MyOrdersRoute />
              </RequireSignedIn>
            </Titled>
          ),
        },
        {
          path: 'about',
          element: (
            <Titled title="About">
              <AboutRoute />
            </Titled>
          ),
        },
        {
          path: 'contact',
          element: (
            <Titled title="Contact">
              <ContactRoute />
            </Titled>
          ),
        },
      ],
    },
    {
      // Login, first sign-in, 404 and 403 hide the store header and footer.
      element: <BareLayout />,
      children: [
        {
          path: 'login',
          element: (
            <Titled title="Login">
              <LoginRoute />
            </Titled>
          ),
        },
        {
          path: 'firsttimesignin',
          element: (
            <Titled title="First Time Sign In">
              <RequireSignedIn>
                <FirstTimeSignInRoute />
              </RequireSignedIn>
            </Titled>
          ),
        },
        {
          path: '404',
          element: (
            <Titled title="404">
              <NotFoundPage />
            </Titled>
          ),
        },
        {
          path: '403',
          element: (
            <Titled title="403">
              <ForbiddenPage />
            </Titled>
          ),
        },
        {
          path: '*',
          element: (
            <Titled title="404">
              <NotFoundPage />
            </Titled>
          ),
        },
      ],
    },
    {
      path: 'driver',
      element: (
        <Titled title="Deliveries">
          <RequireDriver>
            <Suspense fallback={<PageLoader label="Loading your deliveries" />}>
              <DriverRoute />
            </Suspense>
          </RequireDriver>
        </Titled>
      ),
    },
    {
      path: 'admin/*',
      element: (
        <RequireAdmin>
          <Suspense fallback={<PageLoader label="Loading the back office" />}>
            <AdminApp />
          </Suspense>
        </RequireAdmin>
      ),
    },
  ]);
  // A temporary password must be replaced before anything else: every other page leads there. Signing in
  // from a page that asked to come back (/login?next=/cart) still comes back to it afterwards.
  const passwordPending =
    me.data?.mustChangePassword && pathname.toLowerCase().replace(/\/+$/, '') !== '/firsttimesignin';
  const next = pathname.toLowerCase().startsWith('/login')
    ? safeNextPath(new URLSearchParams(search).get('next'))
    : null;
  return (
    <>
      {passwordPending ? <Navigate to={firstSignInHref(next)} replace /> : routes}
      <SessionWatch />
    </>
  );
}
