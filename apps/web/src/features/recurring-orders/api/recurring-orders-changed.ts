import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { graphql } from '../../../gql';
import { subscribe } from '../../../lib/graphql';
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
