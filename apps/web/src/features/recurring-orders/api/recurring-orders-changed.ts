import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { graphql } from '../../../gql';
import { subscribe } from '../../../lib/graphql';
import { recurringOrderQueryKey } from './recurring-order';
import { recurringOrdersQueryKey } from './recurring-orders';

const RecurringOrdersChangedDocument = graphql(`
  subscription RecurringOrdersChanged {
    recurringOrdersChanged {
      action
      recurringOrderId
    }
  }
`);

/** Refetches the recurring orders list whenever any staff member (or the scheduler) changes a standing order. */
export function useLiveRecurringOrders(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: recurringOrdersQueryKey });
    return subscribe(RecurringOrdersChangedDocument, {}, refresh, refresh);
  }, [queryClient]);
}

/**
 * Reads the open standing order again whenever someone (another staff member, another tab) changes it, so the
 * editor can say that a newer version exists; the editor keeps the version it opened for its own saves.
 */
export function useLiveRecurringOrder(id: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (id === null) return;
    const refresh = (event?: { recurringOrdersChanged: { recurringOrderId: string } }) => {
      if (event && event.recurringOrdersChanged.recurringOrderId !== id) return;
      void queryClient.invalidateQueries({ queryKey: recurringOrderQueryKey(id) });
    };
    return subscribe(RecurringOrdersChangedDocument, {}, refresh, () => refresh());
  }, [id, queryClient]);
}
