import { useQueryClient } from '@tanstack/react-query';
import { cartProductsQueryKey } from '../features/cart/api/query-keys';
import { productListsQueryKey } from '../features/catalogue/api/list-products';
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
 * cart it shows as no longer available).
 */
export function useLiveProducts(): void {
  const queryClient = useQueryClient();
  useProductChanged(() => {
    for (const queryKey of productQueryKeys) void queryClient.invalidateQueries({ queryKey });
  });
}
