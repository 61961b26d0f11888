import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { DeliveryZoneDriversQuery } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';

const DeliveryZoneDriversDocument = graphql(`
  query DeliveryZoneDrivers {
    listDrivers {
      id
      firstName
      lastName
      email
    }
  }
`);

export type DeliveryZoneDriver = DeliveryZoneDriversQuery['listDrivers'][number];

/**
 * Every driver by name, for the zone dialog's Driver choice. Under the zones' key, so adding or removing a driver
 * in Settings reads it again.
 */
export function useDeliveryZoneDrivers() {
  return useQuery({
    queryKey: ['deliveryZones', 'driver-options'],
    queryFn: async () => (await execute(DeliveryZoneDriversDocument)).listDrivers,
  });
}
