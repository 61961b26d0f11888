import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { meQueryKey } from '../../features/auth/api/me';
import { StoreLayout } from '../layouts/StoreLayout';
import { RequireAdmin } from './RequireAdmin';
import { RequireDriver } from './RequireDriver';

const DRIVER = { id: 'u3', role: 'DRIVER', customerId: null, mustChangePassword: false };
const CUSTOMER = { id: 'u1', role: 'CUSTOMER', customerId: 'c1', mustChangePassword: false };

function Landed() {
  const { pathname, search } = useLocation();
  return <p>Landed on {`${pathname}${search}`}</p>;
}

function renderAt(path: string, viewer: unknown, routes: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(meQueryKey, viewer);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {routes}
          <Route path="*" element={<Landed />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const driverPage = (
  <Route
    path="/driver"
    element={
      <RequireDriver>
        <p>Deliveries</p>
      </RequireDriver>
    }
  />
);

afterEach(() => {
  cleanup();
});

describe('the driver’s page', () => {
  it('is shown to a driver', () => {
    renderAt('/driver', DRIVER, driverPage);
    screen.getByText('Deliveries');
  });

  it('sends a guest to sign in, and back here afterwards', () => {
    renderAt('/driver', null, driverPage);
    screen.getByText('Landed on /login?next=%2Fdriver');
  });

  it('sends a customer to the storefront home', () => {
    renderAt('/driver', CUSTOMER, driverPage);
    screen.getByText('Landed on /');
  });
});

describe('a driver elsewhere', () => {
  it('goes from any storefront page to their deliveries', () => {
    renderAt(
      '/order',
      DRIVER,
      <Route element={<StoreLayout />}>
        <Route path="/order" element={<p>Catalogue</p>} />
      </Route>,
    );
    screen.getByText('Landed on /driver');
    expect(screen.queryByText('Catalogue')).toBeNull();
  });

  it('goes from the back office to their deliveries', () => {
    renderAt(
      '/Admin',
      DRIVER,
      <Route
        path="/Admin"
        element={
          <RequireAdmin>
            <p>Dashboard</p>
          </RequireAdmin>
        }
      />,
    );
    screen.getByText('Landed on /driver');
  });
});
