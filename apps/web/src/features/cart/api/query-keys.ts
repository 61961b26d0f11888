// Kept apart from the documents so the app shell can refresh trolley prices on product changes
// without downloading the cart's queries.

/** Every trolley product in the cache (price, stock, availability): what a product change makes stale. */
export const cartProductsQueryKey = ['products', 'trolley'] as const;
