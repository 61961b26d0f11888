import { ADMIN_MESSAGES } from '@cleaver/domain/admin-messages';
import { useEffect, useRef } from 'react';
import { useSnackbar } from '../../../components/snackbar-context';
import type { AdminOrder } from '../api/admin-order';
import { useSyncOrderFromProduction } from '../api/sync-order-from-production';
import { productionSyncFailureMessage } from '../invoice-outcome';

interface ProductionSyncOptions {
  order: AdminOrder | null;
  /** True when the production system is an HTTP adapter; the built-in one has nothing to sync from. */
  enabled: boolean;
  /** The order as the production system left it, when that changed it. */
  onChanged: (order: AdminOrder) => void;
}

/**
 * Sync From Production: reads the order's status and packed weights from the production system, once by
 * itself when a PENDING order opens and again whenever staff ask. A changed order replaces the one shown
 * and says so ('There was an update from the production system…').
 */
export function useProductionSync({ order, enabled, onChanged }: ProductionSyncOptions) {
  const showSnackbar = useSnackbar();
  const mutation = useSyncOrderFromProduction();
  const synced = useRef<string | null>(null);

  const run = (id: string, quiet: boolean) =>
    mutation.mutate(id, {
      onSuccess: (result) => {
        if (result.changed) {
          showSnackbar(ADMIN_MESSAGES.productionUpdated, 'warning', { persist: true });
          onChanged(result.order);
        } else if (!quiet) showSnackbar(UP_TO_DATE, 'info');
      },
      onError: (error) => showSnackbar(productionSyncFailureMessage(error), 'error', { persist: true }),
    });

  const openedId = order?.id ?? null;
  const openedPending = order?.status === 'PENDING';
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per order opened, not on every render
  useEffect(() => {
    if (!enabled || !openedId || !openedPending || synced.current === openedId) return;
    synced.current = openedId;
    run(openedId, true);
  }, [enabled, openedId, openedPending]);

  return {
    sync: () => {
      if (order) run(order.id, false);
    },
    syncing: mutation.isPending,
  };
}

const UP_TO_DATE = 'The order matches the production system.';
