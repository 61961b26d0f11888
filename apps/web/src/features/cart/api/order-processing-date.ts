import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { execute } from '../../../lib/graphql';
import { orderProcessingDateQueryKey } from './query-keys';

const OrderProcessingDateQuery = graphql(`
  query OrderProcessingDate {
    orderProcessingDate {
      date
      moved
      notice
    }
  }
`);

/**
 * The day an order placed now is processed and the notice when the cutoff or a Sunday moved it, from the
 * server's clock in Pacific/Auckland (never the browser's). Asked again each minute, since the cutoff
 * may pass while the cart is open.
 */
export function useOrderProcessingDate(enabled: boolean) {
  return useQuery({
    queryKey: orderProcessingDateQueryKey,
    queryFn: async () => (await execute(OrderProcessingDateQuery)).orderProcessingDate,
    enabled,
    staleTime: 0,
    refetchInterval: 60_000,
  });
}
