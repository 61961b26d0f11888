import { useQueryClient } from '@tanstack/react-query';
import { useCategoryChanged } from '../features/categories/api/category-changed';
import { listCategoriesQueryKey } from '../features/categories/api/list-categories';

/** Keeps every category menu current: any category added, renamed or deleted refetches the list. */
export function useLiveCategoryMenus(): void {
  const queryClient = useQueryClient();
  useCategoryChanged(() => {
    void queryClient.invalidateQueries({ queryKey: listCategoriesQueryKey });
  });
}
