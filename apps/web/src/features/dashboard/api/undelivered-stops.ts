import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { UndeliveredStopsQuery } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';
import { dashboardQueryKey } from './query-keys';

const UndeliveredStopsDocument = graphql(`
  query UndeliveredStops {
    undeliveredStops {
      orderId
      shortId
      companyName
      phone
      zoneName
      processingDate
    }
  }
`);

export type UndeliveredStop = UndeliveredStopsQuery['undeliveredStops'][number];

/** Delivery orders nobody signed for whose run is over (finished by its driver, or an earlier day's), oldest first. */
export function useUndeliveredStops() {
  return useQuery({
    queryKey: [...dashboardQueryKey, 'undeliveredStops'],
    queryFn: async () => (await execute(UndeliveredStopsDocument)).undeliveredStops,
  });
}
