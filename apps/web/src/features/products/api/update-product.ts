import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { ProductInput } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';
import { adminProductsQueryKey } from './admin-products';

const UpdateProductMutation = graphql(`
  mutation UpdateProduct($id: ID!, $input: ProductInput!) {
    updateProduct(id: $id, input: $input) {
      ...AdminProductRow
    }
  }
`);

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: { id: string; input: ProductInput }) =>
      (await execute(UpdateProductMutation, variables)).updateProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminProductsQueryKey }),
  });
}
