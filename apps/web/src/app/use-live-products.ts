import { useQueryClient } from '@tanstack/react-query';
import { productListsQueryKey } from '../features/catalogue/api/list-products';
import { useProductChanged } from '../features/catalogue/api/product-changed';
import { productDetailsQueryKey } from '../features/product/api/get-product';
import { productSearchesQueryKey } from '../features/search/api/search-products';

/** Every cached product query: lists, header searches and product pages. */
export const productQueryKeys = [
  productListsQueryKey,
  productSearchesQueryKey,
  productDetailsQueryKey,
] as const;

/**
 * Keeps product lists, searches and pages current: a product added, changed or disabled refetches
 * what is on screen (a disabled one drops out, since the server lists enabled products only).
 */
export function useLiveProducts(): void {
  const queryClient = useQueryClient();
  useProductChanged(() => {
    for (const queryKey of productQueryKeys) void queryClient.invalidateQueries({ queryKey });
  });
}
