import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { execute } from '../../../lib/graphql';

const DeleteRecurringOrderMutation = graphql(`
  mutation DeleteRecurringOrder($id: ID!, $version: Int!) {
    deleteRecurringOrder(id: $id, version: $version)
  }
`);

/** Deletes a standing order; the orders it already created stay. */
export function useDeleteRecurringOrder() {
  return useMutation({
    mutationFn: async (variables: { id: string; version: number }) =>
      (await execute(DeleteRecurringOrderMutation, variables)).deleteRecurringOrder,
  });
}
