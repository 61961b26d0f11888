import type { CustomerOrderFilter } from '@cleaver/domain/status';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { MyOrderRowFragment } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';
import { myOrdersListKey } from './query-keys';

const ListMyOrdersQuery = graphql(`
  query ListMyOrders($status: CustomerOrderFilter!, $offset: Int!, $limit: Int!) {
    listMyOrders(status: $status, offset: $offset, limit: $limit) {
      totalCount
      orders {
        ...MyOrderRow
      }
    }
  }

  fragment MyOrderRow on Order {
    id
    shortId
    orderDay
    status
    itemCount
    hasInvoice
    totals {
      total
    }
    delivery {
      deliveredAt
      receivedBy
    }
  }
`);

export type MyOrderRow = MyOrderRowFragment;

/**
 * One page of the customer's orders, newest first. The page on screen stays while the next loads. An order
 * placed a moment ago on the cart page shows when My Orders opens: the page's live stream asks again for the
 * list as it opens (useLiveMyOrders), so the query does not also refetch on every mount (a fresh answer,
 * under half a minute old, was asked for twice when the page was opened again).
 */
export function useListMyOrders(variables: { status: CustomerOrderFilter; offset: number; limit: number }) {
  return useQuery({
    queryKey: myOrdersListKey(variables),
    queryFn: async () => (await execute(ListMyOrdersQuery, variables)).listMyOrders,
    placeholderData: keepPreviousData,
  });
}
