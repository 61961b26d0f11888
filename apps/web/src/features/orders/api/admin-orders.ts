import type { OrderFilter } from '@cleaver/domain/status';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { AdminOrdersQuery } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';

const AdminOrdersDocument = graphql(`
  query AdminOrders(
    $filter: AdminOrderFilter!
    $search: String
    $from: String
    $to: String
    $offset: Int!
    $limit: Int!
  ) {
    adminOrders(filter: $filter, search: $search, from: $from, to: $to, offset: $offset, limit: $limit) {
      totalCount
      countIsCapped
      rows {
        ...AdminOrderRow
      }
    }
  }

  fragment AdminOrderRow on AdminOrderRow {
    id
    shortId
    customerId
    companyName
    processingDate
    isDelivery
    itemCount
    total
    totalIsEstimate
    status
    invoiceNumber
  }
`);

export type AdminOrderRow = AdminOrdersQuery['adminOrders']['rows'][number];

export type AdminOrdersFilter = {
  filter: OrderFilter;
  search: string;
  /** Processing dates, YYYY-MM-DD; '' when open. */
  from: string;
  to: string;
  offset: number;
  limit: number;
};

/** Every orders-list page in the cache: what an order change makes stale. */
export const adminOrdersQueryKey = ['adminOrders'] as const;

/** One page of the back-office orders list; the previous page stays on screen while the next loads. */
export function useAdminOrders(filter: AdminOrdersFilter) {
  return useQuery({
    queryKey: [...adminOrdersQueryKey, filter],
    queryFn: async () =>
      (
        await execute(AdminOrdersDocument, {
          filter: filter.filter,
          search: filter.search || null,
          from: filter.from || null,
          to: filter.to || null,
          offset: filter.offset,
          limit: filter.limit,
        })
      ).adminOrders,
    placeholderData: keepPreviousData,
  });
}
