import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { execute } from '../../../lib/graphql';

const DeleteRecurringOrderMutation = graphql(`
  mutation DeleteRecurringOrder($id: ID!) {
    deleteRecurringOrder(id: $id)
  }
`);

/** Deletes a standing order; the orders it already created stay. */
export function useDeleteRecurringOrder() {
  return useMutation({
    mutationFn: async (id: string) =>
      (await execute(DeleteRecurringOrderMutation, { id })).deleteRecurringOrder,
  });
}
