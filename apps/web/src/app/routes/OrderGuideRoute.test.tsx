import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { meQueryKey } from '../../features/auth/api/me';
import { OrderGuideRoute } from './OrderGuideRoute';

function Landed() {
  const { pathname, search } = useLocation();
  return <p>Landed on {`${pathname}${search}`}</p>;
}

function renderAt(viewer: unknown) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(meQueryKey, viewer);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/order-guide']}>
        <Routes>
          <Route path="/order-guide" element={<OrderGuideRoute />} />
          <Route path="*" element={<Landed />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
});

describe('the order guide’s path', () => {
  it('sends a guest to sign in, and back here afterwards', () => {
    renderAt(null);
    expect(screen.getByText('Landed on /login?next=%2Forder-guide')).toBeTruthy();
  });

  it('sends staff, who have no guide of their own, to the home page', () => {
    renderAt({ id: 'u2', role: 'ADMIN', customerId: null, mustChangePassword: false });
    expect(screen.getByText('Landed on /')).toBeTruthy();
  });
});
