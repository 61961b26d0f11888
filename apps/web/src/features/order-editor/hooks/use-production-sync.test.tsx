import { ADMIN_MESSAGES } from '@cleaver/domain/admin-messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ShowSnackbar, SnackbarContext } from '../../../components/snackbar-context';
import { fakeGraphQL, refused } from '../../../test/graphql-fake';
import type { AdminOrder } from '../api/admin-order';
import { useProductionSync } from './use-production-sync';

const shown: string[] = [];
const recordSnackbar: ShowSnackbar = (message) => {
  shown.push(message);
};

const order = (status: string) => ({ id: 'order-1', status, version: 2 }) as unknown as AdminOrder;

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <SnackbarContext value={recordSnackbar}>{children}</SnackbarContext>
    </QueryClientProvider>
  );
}

describe('useProductionSync', () => {
  beforeEach(() => {
    shown.length = 0;
  });
  afterEach(() => {
    cleanup();
  });

  it('syncs a PENDING order once when it opens; a change replaces the order and says so', async () => {
    const synced = { ...order('PACKED'), version: 3 };
    const server = fakeGraphQL({
      SyncOrderFromProduction: { data: { syncOrderFromProduction: { changed: true, order: synced } } },
    });
    const onChanged = vi.fn();
    const { rerender } = renderHook(
      ({ current }) => useProductionSync({ order: current, enabled: true, onChanged }),
      { wrapper, initialProps: { current: order('PENDING') } },
    );
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(synced));
    expect(shown).toEqual([ADMIN_MESSAGES.productionUpdated]);
    rerender({ current: order('PENDING') });
    expect(server.sent('SyncOrderFromProduction')).toEqual([{ id: 'order-1' }]);
    expect(server.requests).toHaveLength(1);
  });

  it('does nothing by itself with the built-in production system or for an order not PENDING', () => {
    const server = fakeGraphQL();
    renderHook(() => useProductionSync({ order: order('PENDING'), enabled: false, onChanged: vi.fn() }), {
      wrapper,
    });
    renderHook(() => useProductionSync({ order: order('PACKED'), enabled: true, onChanged: vi.fn() }), {
      wrapper,
    });
    expect(server.requests).toEqual([]);
  });

  it('says the production database is offline, or asks for a refresh on any other failure', async () => {
    const server = fakeGraphQL({
      SyncOrderFromProduction: refused('PRODUCTION_OFFLINE', ADMIN_MESSAGES.productionOffline),
    });
    const { result } = renderHook(
      () => useProductionSync({ order: order('PACKED'), enabled: true, onChanged: vi.fn() }),
      { wrapper },
    );
    act(() => result.current.sync());
    await waitFor(() => expect(shown).toEqual([ADMIN_MESSAGES.productionOffline]));
    server.answer({ SyncOrderFromProduction: refused('SYNC_FAILED', ADMIN_MESSAGES.productionOffline) });
    act(() => result.current.sync());
    await waitFor(() => expect(shown.at(-1)).toBe(ADMIN_MESSAGES.syncProblem));
  });
});
