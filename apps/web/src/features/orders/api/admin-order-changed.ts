import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { graphql } from '../../../gql';
import { subscribe } from '../../../lib/graphql';
import { adminOrdersQueryKey } from './admin-orders';

const AdminOrderChangedDocument = graphql(`
  subscription AdminOrderChanged {
    adminOrderChanged {
      action
      orderId
    }
  }
`);

/** Refetches the orders list whenever an order is placed, changed or deleted anywhere. */
export function useLiveAdminOrders(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: adminOrdersQueryKey });
    return subscribe(AdminOrderChangedDocument, {}, refresh, refresh);
  }, [queryClient]);
}
