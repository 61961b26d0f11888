import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { graphql } from '../../../gql';
import { subscribe } from '../../../lib/graphql';
import { closedDaysQueryKey } from './closed-days';
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

/**
 * Refetches the recurring orders list whenever any staff member changes a standing order, a scheduler run moves
 * standing orders on, or the closed days change (the list's next runs move).
 */
export function useLiveRecurringOrders(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: recurringOrdersQueryKey });
    return subscribe(RecurringOrdersChangedDocument, {}, refresh, refresh);
  }, [queryClient]);
}

/**
 * Reads the open standing order again whenever someone (another staff member, another tab) changes it, so the
 * editor can say that a newer version exists; the editor keeps the version it opened for its own saves. An event
 * with no id (a scheduler run moved standing orders on, or the closed days changed) reads it and the closed days
 * again, for the editor's next orders.
 */
export function useLiveRecurringOrder(id: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (id === null) return;
    const refresh = (event?: { recurringOrdersChanged: { recurringOrderId: string | null } }) => {
      const changed = event?.recurringOrdersChanged.recurringOrderId ?? null;
      if (changed !== null && changed !== id) return;
      void queryClient.invalidateQueries({ queryKey: recurringOrderQueryKey(id) });
      if (changed === null) void queryClient.invalidateQueries({ queryKey: closedDaysQueryKey });
    };
    return subscribe(RecurringOrdersChangedDocument, {}, refresh, () => refresh());
  }, [id, queryClient]);
}
