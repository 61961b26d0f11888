import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { execute } from '../../../lib/graphql';
import { listCategoriesQueryKey } from './list-categories';

const UpdateCategoryMutation = graphql(`
  mutation UpdateCategory($id: ID!, $categoryName: String!) {
    updateCategory(id: $id, categoryName: $categoryName) {
      id
      categoryName
    }
  }
`);

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: { id: string; categoryName: string }) =>
      (await execute(UpdateCategoryMutation, variables)).updateCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listCategoriesQueryKey }),
  });
}
