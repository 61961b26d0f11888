import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { execute } from '../../../lib/graphql';
import { listCategoriesQueryKey } from './list-categories';

const DeleteCategoryMutation = graphql(`
  mutation DeleteCategory($id: ID!) {
    deleteCategory(id: $id)
  }
`);

/** Deletes an empty category; the server refuses one that still holds products, saying how many. */
export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await execute(DeleteCategoryMutation, { id })).deleteCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listCategoriesQueryKey }),
  });
}
