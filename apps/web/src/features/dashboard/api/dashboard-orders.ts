import type { DateRange } from '@cleaver/domain/dashboard';
import { ORDERS_HISTORY_PAGE } from '@cleaver/domain/dashboard';
import type { OrderFilter } from '@cleaver/domain/status';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { DashboardOrdersQuery } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';
import { dashboardQueryKey } from './query-keys';

const DashboardOrdersDocument = graphql(`
  query DashboardOrders($filter: AdminOrderFilter!, $from: String, $to: String, $offset: Int!, $limit: Int!) {
    adminOrders(filter: $filter, from: $from, to: $to, offset: $offset, limit: $limit) {
      totalCount
      countIsCapped
      rows {
        id
        shortId
        companyName
        processingDate
        status
      }
    }
  }
`);

export type HistoryOrder = DashboardOrdersQuery['adminOrders']['rows'][number];

/**
 * A page of the order history: the orders of a range of processing dates with a status (or all), newest
 * first, 20 a page; the page shown stays while the next loads.
 */
export function useDashboardOrders(range: DateRange | undefined, filter: OrderFilter, page: number) {
  return useQuery({
    queryKey: [...dashboardQueryKey, 'orders', range, filter, page],
    queryFn: async () =>
      (
        await execute(DashboardOrdersDocument, {
          filter,
          from: range?.from ?? null,
          to: range?.to ?? null,
          offset: page * ORDERS_HISTORY_PAGE,
          limit: ORDERS_HISTORY_PAGE,
        })
      ).adminOrders,
    enabled: range !== undefined,
    placeholderData: keepPreviousData,
  });
}
