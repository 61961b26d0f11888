import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { execute } from '../../../lib/graphql';
import { adminProductsQueryKey } from './admin-products';

const DeleteProductMutation = graphql(`
  mutation DeleteProduct($id: ID!) {
    deleteProduct(id: $id) {
      id
      outcome
    }
  }
`);

/** Deletes a product, or archives it when orders name it; the answer says which. */
export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await execute(DeleteProductMutation, { id })).deleteProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminProductsQueryKey }),
  });
}
