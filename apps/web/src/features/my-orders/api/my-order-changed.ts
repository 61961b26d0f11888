import { graphql } from '../../../gql';
import { useLiveInvalidation } from '../../../lib/use-live-invalidation';
import { myOrdersQueryKey } from './query-keys';

const MyOrderChangedSubscription = graphql(`
  subscription MyOrderChanged {
    myOrderChanged {
      action
      order {
        id
      }
    }
  }
`);

/**
 * Refetches the customer's orders (the list and any order open) whenever one of their own orders is placed or
 * changed by staff while mounted, and whenever the stream opens (at first, or after a dropped connection), since
 * events may have been missed.
 */
export function useLiveMyOrders(): void {
  useLiveInvalidation(MyOrderChangedSubscription, [myOrdersQueryKey]);
}
