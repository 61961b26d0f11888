import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { ReceivablesFilter, ReceivablesQuery } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';

const ReceivablesDocument = graphql(`
  query Receivables($search: String, $filter: ReceivablesFilter!, $offset: Int!, $limit: Int!) {
    receivables(search: $search, filter: $filter, offset: $offset, limit: $limit) {
      totalCount
      balance
      totals {
        current
        days1to30
        days31to60
        days61to90
        days90plus
      }
      source
      readAt
      rows {
        customerId
        companyName
        code
        balance
        overdue
        credit
        onStop
        ageing {
          current
          days1to30
          days31to60
          days61to90
          days90plus
        }
      }
    }
  }
`);

export type ReceivablesPage = ReceivablesQuery['receivables'];
export type ReceivablesRow = ReceivablesPage['rows'][number];

export type ReceivablesQueryFilter = {
  search: string;
  filter: ReceivablesFilter;
  offset: number;
  limit: number;
};

/** Every Receivables page in the cache: what a payment recorded or reversed makes stale. */
export const receivablesQueryKey = ['receivables'] as const;

/** One page of the Receivables list; the previous page stays on screen while the next loads. */
export function useReceivables(query: ReceivablesQueryFilter) {
  return useQuery({
    queryKey: [...receivablesQueryKey, query],
    queryFn: async () =>
      (
        await execute(ReceivablesDocument, {
          search: query.search || null,
          filter: query.filter,
          offset: query.offset,
          limit: query.limit,
        })
      ).receivables,
    placeholderData: keepPreviousData,
  });
}
