import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { execute } from '../../../lib/graphql';
import { type SavedNotes, withNote } from './my-product-notes';
import { productNotesQueryKey } from './query-keys';

const SetProductNoteMutation = graphql(`
  mutation SetProductNote($productId: ID!, $notes: String!) {
    setProductNote(productId: $productId, notes: $notes) {
      productId
      notes
    }
  }
`);

/** Adds or replaces the customer's note on a product (kept on the server); an empty note deletes it. */
export function useSetProductNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: { productId: string; notes: string }) =>
      (await execute(SetProductNoteMutation, variables)).setProductNote,
    onSuccess: (saved, { productId }) => {
      queryClient.setQueryData<SavedNotes>(productNotesQueryKey, (notes) =>
        withNote(notes, productId, saved ? saved.notes : null),
      );
    },
  });
}
