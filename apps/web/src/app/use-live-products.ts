import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useMe } from '../features/auth/api/me';
import { cartProductsQueryKey } from '../features/cart/api/query-keys';
import { productListsQueryKey } from '../features/catalogue/api/list-products';
import { useMyPricesChanged } from '../features/catalogue/api/my-prices-changed';
import { useProductChanged } from '../features/catalogue/api/product-changed';
import { productDetailsQueryKey } from '../features/product/api/get-product';
import { productSearchesQueryKey } from '../features/search/api/search-products';

/** Every cached product query: lists, header searches, product pages and the trolley's prices. */
export const productQueryKeys = [
  productListsQueryKey,
  productSearchesQueryKey,
  productDetailsQueryKey,
  cartProductsQueryKey,
] as const;

/**
 * Keeps product lists, searches and pages current: a product added, changed or disabled refetches
 * what is on screen (a disabled one drops out, since the server lists enabled products only; in the
 * cart it shows as no longer available). For a signed-in customer, so do changes to what they pay
 * (their level's custom prices, or their level); default prices come with the product's change.
 */
export function useLiveProducts(): void {
  const queryClient = useQueryClient();
  const me = useMe().data;
  useProductChanged((change) => refreshProductLists(queryClient, change === null));
  useMyPricesChanged(me?.role === 'CUSTOMER' && !me.mustChangePassword, () =>
    refreshProductLists(queryClient, false),
  );
}

/**
 * Refetches the product lists on screen. A stream opening (`catchingUp`) asks again for what it may have missed, but
 * lets a fetch under way finish: Load More's next page, cancelled by a refetch, was lost (the refetch asks only for
 * the pages already there), and a tap on Load More as the page's streams opened did nothing. A change cancels it, so
 * what is drawn is never older than the change.
 */
export function refreshProductLists(queryClient: QueryClient, catchingUp: boolean): void {
  for (const queryKey of productQueryKeys)
    void queryClient.invalidateQueries({ queryKey }, { cancelRefetch: !catchingUp });
}
