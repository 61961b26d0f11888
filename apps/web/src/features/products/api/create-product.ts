import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { ProductInput } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';
import { adminProductsQueryKey } from './admin-products';

const CreateProductMutation = graphql(`
  mutation CreateProduct($input: ProductInput!) {
    createProduct(input: $input) {
      ...AdminProductRow
    }
  }
`);

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ProductInput) =>
      (await execute(CreateProductMutation, { input })).createProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminProductsQueryKey }),
  });
}
