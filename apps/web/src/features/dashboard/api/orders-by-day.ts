import type { DateRange } from '@cleaver/domain/dashboard';
import type { OrderStatus } from '@cleaver/domain/status';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { OrdersByDayQuery } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';
import { dashboardQueryKey } from './query-keys';

const OrdersByDayDocument = graphql(`
  query OrdersByDay($from: String!, $to: String!, $status: OrderStatus) {
    ordersByDay(from: $from, to: $to, status: $status) {
      date
      pending
      packed
      completed
      cancelled
    }
  }
`);

export type DayOrders = OrdersByDayQuery['ordersByDay'][number];

/** Orders of every processing date of a range by status (one status, or all when null); nothing until the range is known. */
export function useOrdersByDay(range: DateRange | undefined, status: OrderStatus | null) {
  return useQuery({
    queryKey: [...dashboardQueryKey, 'ordersByDay', range, status],
    queryFn: async () =>
      (await execute(OrdersByDayDocument, { ...(range as DateRange), status })).ordersByDay,
    enabled: range !== undefined,
    placeholderData: keepPreviousData,
  });
}
