import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { DriverRunFieldsFragment } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';

graphql(`
  fragment DriverRunFields on DriverRun {
    zoneId
    zoneName
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

const DriverDeliveryRunsQuery = graphql(`
  query DriverDeliveryRuns($date: String!) {
    myDeliveryRuns(date: $date) {
      ...DriverRunFields
    }
  }
`);

export type DriverRun = DriverRunFieldsFragment;
export type DriverStop = DriverRun['stops'][number];

/** Every date's runs in the cache: what a delivery or a finished run makes stale. */
export const driverRunsKey = ['driverRuns'] as const;

/** The signed-in driver's runs on `date` (YYYY-MM-DD), by zone name, each with its stops in drop order. */
export function useDriverRuns(date: string) {
  return useQuery({
    queryKey: [...driverRunsKey, date],
    queryFn: async () => (await execute(DriverDeliveryRunsQuery, { date })).myDeliveryRuns,
  });
}
