import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { execute } from '../../../lib/graphql';
import { listCategoriesQueryKey } from './list-categories';

const CreateCategoryMutation = graphql(`
  mutation CreateCategory($categoryName: String!) {
    createCategory(categoryName: $categoryName) {
      id
      categoryName
    }
  }
`);

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (categoryName: string) =>
      (await execute(CreateCategoryMutation, { categoryName })).createCategory,
    // The live event refreshes every other screen; this one need not wait for it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listCategoriesQueryKey }),
  });
}
