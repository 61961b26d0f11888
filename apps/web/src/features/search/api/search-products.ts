import { SEARCH_MIN_CHARS } from '@cleaver/domain/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { SearchResultFragment } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';

const SearchProductsQuery = graphql(`
  query SearchProducts($term: String!) {
    searchProducts(term: $term) {
      ...SearchResult
    }
  }

  fragment SearchResult on Product {
    id
    productName
    isInStock
    image {
      url
      srcSet
      width
      height
    }
  }
`);

export type SearchResult = SearchResultFragment;

/** Every header search in the cache: what a product change makes stale. */
export const productSearchesQueryKey = ['products', 'search'] as const;

/**
 * Up to 5 enabled products for the header dropdown. `term` is already normalized (lower-cased);
 * nothing is asked below 3 characters. The previous answer stays on screen while the next loads.
 */
export function useSearchProducts(term: string) {
  return useQuery({
    queryKey: [...productSearchesQueryKey, term],
    queryFn: async () => (await execute(SearchProductsQuery, { term })).searchProducts,
    enabled: term.length >= SEARCH_MIN_CHARS,
    placeholderData: keepPreviousData,
  });
}
