import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { execute } from '../../../lib/graphql';
import { packingQueryKey } from './query-keys';

const MarkOrderPackedDocument = graphql(`
  mutation MarkOrderPacked($id: ID!, $confirmFarOff: Boolean) {
    markOrderPacked(id: $id, confirmFarOff: $confirmFarOff) {
      id
      status
    }
  }
`);

/**
 * Marks an order PACKED (blank lines are packed as ordered), then reloads the board and pick list. The server
 * refuses with PACKED_WEIGHTS_FAR_OFF, naming the lines, until `confirmFarOff` says staff mean them.
 */
export function useMarkOrderPacked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, confirmFarOff }: { id: string; confirmFarOff: boolean }) =>
      (await execute(MarkOrderPackedDocument, { id, confirmFarOff })).markOrderPacked,
    onSettled: () => queryClient.invalidateQueries({ queryKey: packingQueryKey }),
  });
}
