import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { execute } from '../../../lib/graphql';

const SearchGuideProductsQuery = graphql(`
  query SearchGuideProducts($term: String!) {
    searchProducts(term: $term) {
      id
      productName
      productCode
    }
  }
`);

/** Up to 5 enabled products matching `term` (3 characters or more), for adding one to an order guide. */
export function useSearchGuideProducts(term: string) {
  const trimmed = term.trim();
  return useQuery({
    queryKey: ['order-guide', 'add-product', trimmed],
    queryFn: async () => (await execute(SearchGuideProductsQuery, { term: trimmed })).searchProducts,
    enabled: trimmed.length >= 3,
    staleTime: 30_000,
  });
}
