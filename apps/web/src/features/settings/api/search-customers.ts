import { SEARCH_MIN_CHARS } from '@cleaver/domain/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { CustomerMatchFieldsFragment } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';

const SearchCustomersQuery = graphql(`
  query SearchCustomers($search: String!) {
    searchCustomers(search: $search) {
      ...CustomerMatchFields
    }
  }
`);

graphql(`
  fragment CustomerMatchFields on CustomerMatch {
    id
    companyName
    contactName
    email
  }
`);

export type CustomerMatch = CustomerMatchFieldsFragment;

/** Customers holding the (debounced) text in company, contact or email: from 3 characters, at most 7. */
export function useSearchCustomers(search: string) {
  const term = search.trim();
  return useQuery({
    queryKey: ['settings', 'customer-search', term.toLowerCase()],
    queryFn: async () => (await execute(SearchCustomersQuery, { search: term })).searchCustomers,
    enabled: term.length >= SEARCH_MIN_CHARS,
    placeholderData: keepPreviousData,
  });
}
