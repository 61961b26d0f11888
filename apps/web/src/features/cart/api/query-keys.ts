// Kept apart from the documents so the app shell can refresh trolley prices on product changes
// without downloading the cart's queries.

/** Every trolley product in the cache (price, stock, availability): what a product change makes stale. */
export const cartProductsQueryKey = ['products', 'trolley'] as const;

/** The ordering settings (freight, free-freight threshold, cutoff); its own key under settings: the back office may
 * cache other fields of the same query. */
export const orderingSettingsQueryKey = ['settings', 'variables', 'ordering'] as const;

/** The customer's saved notes on products. */
export const productNotesQueryKey = ['product-notes'] as const;

/** The day an order placed now is processed, and why it moved. */
export const orderProcessingDateQueryKey = ['orders', 'processing-date'] as const;

/** Whether the customer's account is on hold (on stop): what staff putting it on or off stop makes stale. */
export const accountOnHoldQueryKey = ['account', 'on-hold'] as const;
