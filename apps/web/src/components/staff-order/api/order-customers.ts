import { SEARCH_MIN_CHARS } from '@cleaver/domain/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { OrderCustomerMatchesQuery } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';

const OrderCustomerMatchesDocument = graphql(`
  query OrderCustomerMatches($search: String!) {
    searchCustomers(search: $search) {
      id
      companyName
      contactName
      email
      phone
      customerLevel
      deliveryZoneName
      deliveryWeekdays
    }
  }
`);

export type OrderCustomerMatch = OrderCustomerMatchesQuery['searchCustomers'][number];

/** Customers whose company, contact or email holds the (debounced) text: from 3 characters, at most 7. */
export function useOrderCustomerMatches(search: string) {
  const term = search.trim();
  return useQuery({
    queryKey: ['orderEditor', 'customers', term.toLowerCase()],
    queryFn: async () => (await execute(OrderCustomerMatchesDocument, { search: term })).searchCustomers,
    enabled: term.length >= SEARCH_MIN_CHARS,
    placeholderData: keepPreviousData,
  });
}
