/** Every My Orders query in the cache (lists and details): what a change to an order makes stale. */
export const myOrdersQueryKey = ['my-orders'] as const;
