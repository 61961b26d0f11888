/** Every dashboard query in the cache: what an order or invoice change makes stale. */
export const dashboardQueryKey = ['dashboard'] as const;
