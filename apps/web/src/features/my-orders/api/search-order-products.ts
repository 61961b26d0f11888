import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { execute } from '../../../lib/graphql';

const SearchOrderProductsQuery = graphql(`
  query SearchOrderProducts($term: String!) {
    searchProducts(term: $term) {
      id
      productName
      productCode
      productUnit
      isInStock
      price {
        price
      }
    }
  }
`);

/** Up to 5 enabled products whose name holds `term` (3 characters or more), for adding one to a placed order. */
export function useSearchOrderProducts(term: string) {
  const trimmed = term.trim();
  return useQuery({
    queryKey: ['my-orders', 'add-product', trimmed],
    queryFn: async () => (await execute(SearchOrderProductsQuery, { term: trimmed })).searchProducts,
    enabled: trimmed.length >= 3,
    staleTime: 30_000,
  });
}
