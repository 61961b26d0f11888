import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { graphql } from '../../../gql';
import { subscribe } from '../../../lib/graphql';
import { dashboardQueryKey } from './query-keys';

const DashboardOrderChangedDocument = graphql(`
  subscription DashboardOrderChanged {
    adminOrderChanged {
      action
      orderId
    }
  }
`);

/**
 * Refetches the dashboard whenever an order is placed, changed, packed, invoiced or deleted anywhere: the
 * history, the work waiting and, with an invoice, the sales.
 */
export function useLiveDashboard(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: dashboardQueryKey });
    return subscribe(DashboardOrderChangedDocument, {}, refresh, refresh);
  }, [queryClient]);
}
