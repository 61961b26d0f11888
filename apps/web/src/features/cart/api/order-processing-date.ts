import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { OrderProcessingDateQuery as OrderProcessingDateAnswer } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';
import { orderProcessingDateQueryKey } from './query-keys';

// The server's page carries this answer for /cart (app/first-screen.ts prefetches this very document), so a field
// added here is in the first screen too.
const OrderProcessingDateQuery = graphql(`
  query OrderProcessingDate {
    orderProcessingDate {
      date
      moved
      notice
      delivery {
        date
        text
        notice
        zoneName
        days
        freightChargeCents
        freeFreightThresholdCents
        minimumOrderCents
      }
    }
  }
`);

export type OrderProcessingDate = OrderProcessingDateAnswer['orderProcessingDate'];

/** The customer's delivery zone as a delivery placed now goes by it: the van's next day, the zone's charges. */
export type DeliveryDay = NonNullable<OrderProcessingDate['delivery']>;

/**
 * The day an order placed now is processed and the notice when the cutoff or a Sunday moved it, from the
 * server's clock in Pacific/Auckland (never the browser's); for a customer in a delivery zone, also the van's next
 * day there (`delivery`, null otherwise). Asked again each minute, since the cutoff may pass while the cart is open.
 */
export function useOrderProcessingDate(enabled: boolean) {
  return useQuery({
    queryKey: orderProcessingDateQueryKey,
    queryFn: async (): Promise<OrderProcessingDate> =>
      (await execute(OrderProcessingDateQuery)).orderProcessingDate,
    enabled,
    staleTime: 0,
    refetchInterval: 60_000,
  });
}
