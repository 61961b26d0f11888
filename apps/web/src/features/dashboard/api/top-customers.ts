import type { DateRange } from '@cleaver/domain/dashboard';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { TopCustomersQuery } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';
import { dashboardQueryKey } from './query-keys';

const TopCustomersDocument = graphql(`
  query TopCustomers($from: String!, $to: String!) {
    topCustomers(from: $from, to: $to) {
      from
      to
      total {
        exGst
        incGst
        invoiceCount
      }
      customers {
        customerId
        customerName
        exGst
        incGst
      }
      others {
        exGst
        incGst
        invoiceCount
      }
    }
  }
`);

export type TopCustomers = TopCustomersQuery['topCustomers'];

/** The ten customers invoiced most in a range, and everyone else together; nothing until the range is known. */
export function useTopCustomers(range: DateRange | undefined) {
  return useQuery({
    queryKey: [...dashboardQueryKey, 'topCustomers', range],
    queryFn: async () => (await execute(TopCustomersDocument, range as DateRange)).topCustomers,
    enabled: range !== undefined,
    placeholderData: keepPreviousData,
  });
}
