import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { DeliveryRunFieldsFragment } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';

export const DeliveryRunFields = graphql(`
  fragment DeliveryRunFields on DeliveryRun {
    zoneId
    zoneName
    driverName
    finishedAt
    stops {
      orderId
      shortId
      customerId
      companyName
      contactName
      phone
      address
      notes
      purchaseOrder
      status
      lineCount
      cartons
      deliveredAt
      receivedBy
    }
  }
`);

const DeliveryRunsDocument = graphql(`
  query DeliveryRuns($date: String!) {
    deliveryRuns(date: $date) {
      ...DeliveryRunFields
    }
  }
`);

export type DeliveryRun = DeliveryRunFieldsFragment;
export type RunStop = DeliveryRun['stops'][number];

/** Every date's runs in the cache: what an order change makes stale. */
export const deliveryRunsKey = ['deliveryRuns'] as const;

export const deliveryRunsQueryKey = (date: string) => [...deliveryRunsKey, date] as const;

/** Each zone's delivery orders on `date` (YYYY-MM-DD) in drop order, "No zone" last; waits while `date` is ''. */
export function useDeliveryRuns(date: string) {
  return useQuery({
    queryKey: deliveryRunsQueryKey(date),
    queryFn: async () => (await execute(DeliveryRunsDocument, { date })).deliveryRuns,
    enabled: date !== '',
  });
}
