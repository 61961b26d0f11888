import { useQueryClient } from '@tanstack/react-query';
import { useCategoryChanged } from '../features/categories/api/category-changed';
import { listCategoriesQueryKey } from '../features/categories/api/list-categories';
import { refreshProductLists } from './use-live-products';

/**
 * Keeps every category menu current: any category added, renamed or deleted refetches the list, and
 * the product lists too, since products carry their category's name and are filtered by it.
 */
export function useLiveCategoryMenus(): void {
  const queryClient = useQueryClient();
  useCategoryChanged((change) => {
    void queryClient.invalidateQueries({ queryKey: listCategoriesQueryKey });
    refreshProductLists(queryClient, change === null);
  });
}
