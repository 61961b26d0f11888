/** Every packing board and pick list in the cache: what an order change makes stale. */
export const packingQueryKey = ['packing'] as const;
