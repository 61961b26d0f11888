import { graphql } from '../../../gql';
import { useLiveInvalidation } from '../../../lib/use-live-invalidation';
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
  useLiveInvalidation(AdminOrderChangedDocument, [adminOrdersQueryKey]);
}
