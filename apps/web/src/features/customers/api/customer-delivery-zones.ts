import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { CustomerDeliveryZonesQuery } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';

const CustomerDeliveryZonesDocument = graphql(`
  query CustomerDeliveryZones {
    deliveryZones {
      id
      name
    }
  }
`);

export type CustomerDeliveryZoneOption = CustomerDeliveryZonesQuery['deliveryZones'][number];

/**
 * Every delivery zone by name, for the customer dialog's Delivery zone choice. Under the zones' key, so adding or
 * deleting a zone in Settings reads it again.
 */
export function useCustomerDeliveryZones() {
  return useQuery({
    queryKey: ['deliveryZones', 'customer-options'],
    queryFn: async () => (await execute(CustomerDeliveryZonesDocument)).deliveryZones,
  });
}
