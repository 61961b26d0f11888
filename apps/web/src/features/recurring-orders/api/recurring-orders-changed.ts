import { useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { useLiveInvalidation } from '../../../lib/use-live-invalidation';
import { useSubscription } from '../../../lib/use-subscription';
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
  useLiveInvalidation(RecurringOrdersChangedDocument, [recurringOrdersQueryKey]);
}

/**
 * Reads the open standing order again whenever someone (another staff member, another tab) changes it, so the
 * editor can say that a newer version exists; the editor keeps the version it opened for its own saves. An event
 * with no id (a scheduler run moved standing orders on, or the closed days changed) reads it and the closed days
 * again, for the editor's next orders.
 */
export function useLiveRecurringOrder(id: string | null): void {
  const queryClient = useQueryClient();
  const refresh = (changed: string | null) => {
    if (id === null || (changed !== null && changed !== id)) return;
    void queryClient.invalidateQueries({ queryKey: recurringOrderQueryKey(id) });
    if (changed === null) void queryClient.invalidateQueries({ queryKey: closedDaysQueryKey });
  };
  useSubscription(
    RecurringOrdersChangedDocument,
    (data) => refresh(data.recurringOrdersChanged.recurringOrderId ?? null),
    () => refresh(null),
    id,
  );
}
