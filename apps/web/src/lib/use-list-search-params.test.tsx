import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useCustomersListState } from '../features/customers/hooks/use-customers-list-state';
import { usePushesListState } from '../features/integrations/hooks/use-pushes-list-state';
import { usePriceLevelsState } from '../features/price-levels/hooks/use-price-levels-state';
import { useProductsListState } from '../features/products/hooks/use-products-list-state';
import { useRecurringListState } from '../features/recurring-orders/hooks/use-recurring-list-state';

/** A list hook in a router at `path`, with the address it leaves. */
function renderAt<T>(path: string, useState: () => T) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => {
      const location = useLocation();
      return { list: useState(), search: location.search, key: location.key };
    },
    { wrapper },
  );
}

// Two changes before the page redraws (a search committed 300 ms after the last key while a filter is chosen, or a
// change drawn in a transition that waits for its rows): the second starts from the first, not from the render's.
describe('list screens keep every change made before they redraw', () => {
  it('products: a category chosen as the search commits keeps the search', () => {
    const { result } = renderAt('/Admin/Products?page=3', useProductsListState);
    const { update } = result.current.list;
    act(() => {
      update({ search: 'chi' });
      update({ categoryId: 'c1' });
    });
    expect(new URLSearchParams(result.current.search).toString()).toBe('search=chi&category=c1');
    expect(result.current.list.state).toMatchObject({ search: 'chi', categoryId: 'c1', page: 0 });
  });

  it('customers: a page size chosen as the search commits keeps the search', () => {
    const { result } = renderAt('/Admin/Customers', useCustomersListState);
    const { update } = result.current.list;
    act(() => {
      update({ search: 'bistro' });
      update({ pageSize: 100 });
    });
    expect(new URLSearchParams(result.current.search).toString()).toBe('search=bistro&size=100');
  });

  it('integrations: a page size chosen with a status keeps the status', () => {
    const { result } = renderAt('/Admin/Integrations', usePushesListState);
    const { update } = result.current.list;
    act(() => {
      update({ status: 'FAILED' });
      update({ pageSize: 50 });
    });
    expect(new URLSearchParams(result.current.search).toString()).toBe('status=FAILED&size=50');
  });

  it('recurring orders: a frequency chosen as the search commits keeps the search', () => {
    const { result } = renderAt('/Admin/RecurringOrders', useRecurringListState);
    const { update } = result.current.list;
    act(() => {
      update({ search: 'bistro' });
      update({ filter: 'WEEKLY' });
    });
    expect(result.current.list.state).toMatchObject({ search: 'bistro', filter: 'WEEKLY' });
  });

  it('price levels: opening an editor is a history entry, and a filter chosen with its search keeps both', () => {
    const { result } = renderAt('/Admin/PriceLevels?search=rest', usePriceLevelsState);
    const before = result.current.key;
    act(() => result.current.list.update({ levelId: 'l1' }, { push: true }));
    expect(result.current.key).not.toBe(before);
    const { update } = result.current.list;
    act(() => {
      update({ productSearch: 'thigh' });
      update({ onlyCustom: true });
    });
    expect(result.current.list.state).toMatchObject({
      search: 'rest',
      levelId: 'l1',
      productSearch: 'thigh',
      onlyCustom: true,
      page: 0,
    });
  });
});
