import { MAX_ORDER_LINES } from '@cleaver/domain/constants';
import { type UseQueryResult, useQueries } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { retryDelay, shouldRetry } from '../../../app/query-client';
import { graphql } from '../../../gql';
import type { CartProductFragment } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';
import { nextTask } from '../../../lib/next-task';
import { cartProductsQueryKey } from './query-keys';

const GetCartProductsQuery = graphql(`
  query GetCartProducts($ids: [ID!]!) {
    getProducts(ids: $ids) {
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

type Waiting = {
  promise: Promise<CartProduct | null>;
  resolve: (product: CartProduct | null) => void;
  reject: (error: unknown) => void;
};

/** The products asked for in this task, with who is waiting for each. */
let batch: Map<string, Waiting> | null = null;

/**
 * One line's product, asked for together with every other line's asked for in the same task: one request for
 * the cart's lines, not one each (three lines were three requests, each a few milliseconds of a phone's main
 * thread, and a long trolley queued dozens behind the page's few connections). Sent in a task of its own: at the
 * end of the task that asked (React's effects after hydration) it lengthened that task by 15 ms on a phone.
 */
function loadCartProduct(id: string): Promise<CartProduct | null> {
  if (batch === null) {
    batch = new Map();
    void nextTask().then(sendBatch);
  }
  let waiting = batch.get(id);
  if (!waiting) {
    // Promise.withResolvers is newer than Safari 16.4.
    const next: Partial<Waiting> = {};
    next.promise = new Promise((resolve, reject) => Object.assign(next, { resolve, reject }));
    waiting = next as Waiting;
    batch.set(id, waiting);
  }
  return waiting.promise;
}

async function sendBatch() {
  const asked = [...(batch ?? [])];
  batch = null;
  for (let start = 0; start < asked.length; start += MAX_ORDER_LINES) {
    const part = asked.slice(start, start + MAX_ORDER_LINES);
    // Asked again here, as a whole, as the app asks again for any query (the lines' own queries do not retry:
    // each on its own timer, a failed request for thirty lines came back as thirty).
    for (let failures = 0; ; failures++) {
      try {
        const { getProducts } = await execute(GetCartProductsQuery, { ids: part.map(([id]) => id) });
        for (const [index, [, waiting]] of part.entries()) waiting.resolve(getProducts[index] ?? null);
        break;
      } catch (error) {
        if (!shouldRetry(failures, error)) {
          for (const [, waiting] of part) waiting.reject(error);
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, retryDelay(failures)));
      }
    }
  }
}

/** What the cart knows of a trolley line's product: loading, the product now, or null when disabled or gone. */
export type CartProductState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'loaded'; product: CartProduct | null };

/**
 * The trolley's products as they are now for the signed-in viewer (their price, stock and availability):
 * prices are never taken from browser storage. One cached query per product, shared as lines come and go, and
 * asked for in one request (loadCartProduct).
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
      queryFn: () => loadCartProduct(id),
      retry: false,
    })),
    combine,
  });
}
