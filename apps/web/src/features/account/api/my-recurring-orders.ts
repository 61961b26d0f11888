import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { MyRecurringOrdersQuery } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';

const MyRecurringOrdersDocument = graphql(`
  query MyRecurringOrders {
    myRecurringOrders {
      id
      frequencyText
      startingDate
      isDelivery
      lines {
        productName
        unit
        quantity
      }
      nextRuns {
        dueDate
        text
      }
    }
  }
`);

export type MyRecurringOrder = MyRecurringOrdersQuery['myRecurringOrders'][number];

export const myRecurringOrdersQueryOptions = queryOptions({
  queryKey: ['myRecurringOrders'] as const,
  queryFn: async () => (await execute(MyRecurringOrdersDocument)).myRecurringOrders,
});

/** The signed-in customer's active standing orders: what staff set up to arrive, and when. */
export function useMyRecurringOrders() {
  return useQuery(myRecurringOrdersQueryOptions);
}
