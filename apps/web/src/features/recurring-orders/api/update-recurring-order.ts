import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { RecurringOrderInput } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';

const UpdateRecurringOrderMutation = graphql(`
  mutation UpdateRecurringOrder($id: ID!, $input: RecurringOrderInput!) {
    updateRecurringOrder(id: $id, input: $input) {
      ...RecurringOrderFields
    }
  }
`);

/** Saves a standing order's changes; its coming orders follow them. */
export function useUpdateRecurringOrder() {
  return useMutation({
    mutationFn: async (variables: { id: string; input: RecurringOrderInput }) =>
      (await execute(UpdateRecurringOrderMutation, variables)).updateRecurringOrder,
  });
}
