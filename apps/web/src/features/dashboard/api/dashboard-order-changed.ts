import { graphql } from '../../../gql';
import { useLiveInvalidation } from '../../../lib/use-live-invalidation';
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
 * Refetches the dashboard whenever an order is placed, changed, packed, invoiced, delivered or deleted anywhere:
 * the history, the work waiting, the undelivered stops and, with an invoice, the sales.
 */
export function useLiveDashboard(): void {
  useLiveInvalidation(DashboardOrderChangedDocument, [dashboardQueryKey]);
}
