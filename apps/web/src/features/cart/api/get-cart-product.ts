import { type UseQueryResult, useQueries } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { graphql } from '../../../gql';
import type { CartProductFragment } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';
import { cartProductsQueryKey } from './query-keys';

const GetCartProductQuery = graphql(`
  query GetCartProduct($id: ID!) {
    getProduct(id: $id) {
      ...CartProduct
    }
  }

  fragment CartProduct on Product {
    id
    productName
    productCode
    productUnit
    isInStock
    image {
      url
      srcSet
      width
      height
    }
    price {
      price
    }
  }
`);

export type CartProduct = CartProductFragment;

/** What the cart knows of a trolley line's product: loading, the product now, or null when disabled or gone. */
export type CartProductState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'loaded'; product: CartProduct | null };

/**
 * The trolley's products as they are now for the signed-in viewer (their price, stock and availability):
 * prices are never taken from browser storage. One cached query per product, shared as lines come and go.
 */
export function useCartProducts(productIds: readonly string[]): ReadonlyMap<string, CartProductState> {
  // One combine per set of products: TanStack Query then answers the same map until an answer changes.
  const key = JSON.stringify(productIds);
  const ids = useMemo(() => JSON.parse(key) as string[], [key]);
  const combine = useCallback(
    (results: UseQueryResult<CartProduct | null>[]) =>
      new Map(
        results.map((result, index): [string, CartProductState] => [
          ids[index] ?? '',
          result.data !== undefined
            ? { status: 'loaded', product: result.data }
            : result.isError
              ? { status: 'error' }
              : { status: 'loading' },
        ]),
      ),
    [ids],
  );
  return useQueries({
    queries: productIds.map((id) => ({
      queryKey: [...cartProductsQueryKey, id],
      queryFn: async () => (await execute(GetCartProductQuery, { id })).getProduct ?? null,
    })),
    combine,
  });
}
