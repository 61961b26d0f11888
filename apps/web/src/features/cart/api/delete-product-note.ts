import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { execute } from '../../../lib/graphql';
import { type SavedNotes, withNote } from './my-product-notes';
import { productNotesQueryKey } from './query-keys';

const DeleteProductNoteMutation = graphql(`
  mutation DeleteProductNote($productId: ID!) {
    deleteProductNote(productId: $productId)
  }
`);

/** Deletes the customer's note on a product. */
export function useDeleteProductNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (productId: string) =>
      (await execute(DeleteProductNoteMutation, { productId })).deleteProductNote,
    onSuccess: (_deleted, productId) => {
      queryClient.setQueryData<SavedNotes>(productNotesQueryKey, (notes) => withNote(notes, productId, null));
    },
  });
}
