import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { IssuedInvoicesQuery } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';

const IssuedInvoicesDocument = graphql(`
  query IssuedInvoices($from: String!, $to: String!) {
    issuedInvoices(from: $from, to: $to) {
      totalCount
      invoices {
        id
        number
        orderId
        shortId
        companyName
        issuedAt
        total
      }
    }
  }
`);

export type IssuedInvoice = IssuedInvoicesQuery['issuedInvoices']['invoices'][number];

/** The invoices issued from `from` to `to` (Auckland days, both included), by number; read fresh each time. */
export function useIssuedInvoices(range: { from: string; to: string }) {
  return useQuery({
    queryKey: ['issuedInvoices', range.from, range.to],
    queryFn: async () => (await execute(IssuedInvoicesDocument, range)).issuedInvoices,
    placeholderData: keepPreviousData,
    staleTime: 0,
    gcTime: 0,
  });
}
