import { ADMIN_MESSAGES } from '@cleaver/domain/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ShowSnackbar, SnackbarContext } from '../../../components/snackbar-context';
import type { AdminOrder } from '../api/admin-order';
import { useProductionSync } from './use-production-sync';

const shown: string[] = [];
const recordSnackbar: ShowSnackbar = (message) => {
  shown.push(message);
};

const order = (status: string) => ({ id: 'order-1', status, version: 2 }) as unknown as AdminOrder;

function fakeServer(answer: () => unknown) {
  const calls = vi.fn(async () => Response.json(answer()));
  vi.stubGlobal('fetch', calls);
  return calls;
}

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
    vi.unstubAllGlobals();
  });

  it('syncs a PENDING order once when it opens; a change replaces the order and says so', async () => {
    const synced = { ...order('PACKED'), version: 3 };
    const calls = fakeServer(() => ({ data: { syncOrderFromProduction: { changed: true, order: synced } } }));
    const onChanged = vi.fn();
    const { rerender } = renderHook(
      ({ current }) => useProductionSync({ order: current, enabled: true, onChanged }),
      { wrapper, initialProps: { current: order('PENDING') } },
    );
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(synced));
    expect(shown).toEqual([ADMIN_MESSAGES.productionUpdated]);
    rerender({ current: order('PENDING') });
    expect(calls).toHaveBeenCalledTimes(1);
  });

  it('does nothing by itself with the built-in production system or for an order not PENDING', () => {
    const calls = fakeServer(() => ({}));
    renderHook(() => useProductionSync({ order: order('PENDING'), enabled: false, onChanged: vi.fn() }), {
      wrapper,
    });
    renderHook(() => useProductionSync({ order: order('PACKED'), enabled: true, onChanged: vi.fn() }), {
      wrapper,
    });
    expect(calls).not.toHaveBeenCalled();
  });

  it('says the production database is offline, or asks for a refresh on any other failure', async () => {
    let code = 'PRODUCTION_OFFLINE';
    fakeServer(() => ({
      data: null,
      errors: [{ message: ADMIN_MESSAGES.productionOffline, extensions: { code } }],
    }));
    const { result } = renderHook(
      () => useProductionSync({ order: order('PACKED'), enabled: true, onChanged: vi.fn() }),
      { wrapper },
    );
    act(() => result.current.sync());
    await waitFor(() => expect(shown).toEqual([ADMIN_MESSAGES.productionOffline]));
    code = 'SYNC_FAILED';
    act(() => result.current.sync());
    await waitFor(() => expect(shown.at(-1)).toBe(ADMIN_MESSAGES.syncProblem));
  });
});
