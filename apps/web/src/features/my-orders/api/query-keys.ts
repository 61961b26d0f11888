import type { CustomerOrderFilter } from '@cleaver/domain/status';

/** Every My Orders query in the cache (lists and details): what a change to an order makes stale. */
export const myOrdersQueryKey = ['my-orders'] as const;

/** The key of one page of the customer's orders (useListMyOrders), which the server's first screen answers too. */
export const myOrdersListKey = (variables: { status: CustomerOrderFilter; offset: number; limit: number }) =>
  [...myOrdersQueryKey, 'list', variables] as const;
