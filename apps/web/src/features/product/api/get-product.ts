import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { ProductDetailFragment } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';

const GetProductQuery = graphql(`
  query GetProduct($id: ID!) {
    getProduct(id: $id) {
      ...ProductDetail
    }
  }

  fragment ProductDetail on Product {
    id
    productName
    productCode
    description
    productUnit
    categoryName
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

export type ProductDetail = ProductDetailFragment;

/** Every product page in the cache: what a product change makes stale. */
export const productDetailsQueryKey = ['products', 'detail'] as const;

/** One enabled product, or null when the id is unknown or the product is disabled. */
export function useGetProduct(id: string) {
  return useQuery({
    queryKey: [...productDetailsQueryKey, id],
    queryFn: async () => (await execute(GetProductQuery, { id })).getProduct ?? null,
    enabled: id !== '',
  });
}
