import type { RecurringFilter } from '@cleaver/domain/recurring';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { RecurringOrdersQuery } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';

const RecurringOrdersDocument = graphql(`
  query RecurringOrders($filter: RecurringFilter!, $search: String, $offset: Int!, $limit: Int!) {
    recurringOrders(filter: $filter, search: $search, offset: $offset, limit: $limit) {
      total
      rows {
        id
        companyName
        frequency
        selectedDays
        frequencyText
        isActive
        nextRun {
          dueDate
          processingDate
          text
        }
      }
    }
  }
`);

export type RecurringOrderRow = RecurringOrdersQuery['recurringOrders']['rows'][number];

export type RecurringOrdersFilter = {
  filter: RecurringFilter;
  search: string;
  offset: number;
  limit: number;
};

/** Every recurring-orders page in the cache: what a standing-order change makes stale. */
export const recurringOrdersQueryKey = ['recurringOrders'] as const;

/** One page of the recurring orders list, in company order; the previous page stays while the next loads. */
export function useRecurringOrders(filter: RecurringOrdersFilter) {
  return useQuery({
    queryKey: [...recurringOrdersQueryKey, filter],
    queryFn: async () =>
      (
        await execute(RecurringOrdersDocument, {
          filter: filter.filter,
          search: filter.search || null,
          offset: filter.offset,
          limit: filter.limit,
        })
      ).recurringOrders,
    placeholderData: keepPreviousData,
  });
}
