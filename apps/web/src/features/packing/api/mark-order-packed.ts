import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { execute } from '../../../lib/graphql';
import { packingQueryKey } from './query-keys';

const MarkOrderPackedDocument = graphql(`
  mutation MarkOrderPacked($id: ID!) {
    markOrderPacked(id: $id) {
      id
      status
    }
  }
`);

/** Marks an order PACKED (blank lines are packed as ordered), then reloads the board and pick list. */
export function useMarkOrderPacked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await execute(MarkOrderPackedDocument, { id })).markOrderPacked,
    onSettled: () => queryClient.invalidateQueries({ queryKey: packingQueryKey }),
  });
}
