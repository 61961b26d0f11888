import { CATALOGUE_PAGE_SIZE } from '@cleaver/domain/constants';
import { useInfiniteQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { CatalogueProductFragment } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';

const ListProductsQuery = graphql(`
  query ListProducts($category: String, $search: String, $after: String, $first: Int) {
    listProducts(category: $category, search: $search, after: $after, first: $first) {
      products {
        ...CatalogueProduct
      }
      nextCursor
      totalCount
    }
  }

  fragment CatalogueProduct on Product {
    id
    productName
    productCode
    productUnit
    isInStock
    availability
    image {
      url
      srcSet
      width
      height
    }
    price {
      defaultPrice
      customPrice
      price
    }
  }
`);

export type CatalogueProduct = CatalogueProductFragment;

export type ProductFilter = { category: string | null; search: string | null };

/** Every catalogue list in the cache, whatever its filter: what a product change makes stale. */
export const productListsQueryKey = ['products', 'list'] as const;

/** The enabled products matching the filter, a page at a time (Load More fetches the next). */
export function useListProducts({ category, search }: ProductFilter) {
  return useInfiniteQuery({
    queryKey: [...productListsQueryKey, { category, search }],
    queryFn: async ({ pageParam }) =>
      (
        await execute(ListProductsQuery, {
          category,
          search,
          after: pageParam,
          first: CATALOGUE_PAGE_SIZE,
        })
      ).listProducts,
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}
