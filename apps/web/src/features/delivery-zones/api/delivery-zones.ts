import { type QueryClient, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { DeliveryZoneFieldsFragment } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';

const DeliveryZonesQuery = graphql(`
  query DeliveryZones {
    deliveryZones {
      ...DeliveryZoneFields
    }
  }
`);

graphql(`
  fragment DeliveryZoneFields on DeliveryZone {
    id
    name
    weekdays
    cutoffHour
    freightChargeCents
    freeFreightThresholdCents
    minimumOrderCents
    customerCount
    driverId
    driverName
  }
`);

export type DeliveryZoneRow = DeliveryZoneFieldsFragment;

/**
 * Every copy of the zones in the cache (this list, the zone choices of the customer dialog), and the zone dialog's
 * driver choices, which a removed driver leaves.
 */
const deliveryZonesKey = ['deliveryZones'] as const;

/** Every delivery zone by name, with how many customers are in it. */
export function useDeliveryZones() {
  return useQuery({
    queryKey: [...deliveryZonesKey, 'settings'],
    queryFn: async () => (await execute(DeliveryZonesQuery)).deliveryZones,
    staleTime: 0,
  });
}

/**
 * After a zone is added, saved or deleted: the zones are read again, and so are the customers, whose rows name
 * their zone (a deleted zone's customers are in none).
 */
export function deliveryZonesChanged(queryClient: QueryClient): Promise<void> {
  void queryClient.invalidateQueries({ queryKey: ['adminCustomers'] });
  return queryClient.invalidateQueries({ queryKey: deliveryZonesKey });
}
