import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { RecurringOrderInput } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';

const UpdateRecurringOrderMutation = graphql(`
  mutation UpdateRecurringOrder($id: ID!, $version: Int!, $input: RecurringOrderInput!) {
    updateRecurringOrder(id: $id, version: $version, input: $input) {
      ...RecurringOrderFields
    }
  }
`);

/** Saves a standing order's changes, read at `version` (a newer one refuses them); its coming orders follow them. */
export function useUpdateRecurringOrder() {
  return useMutation({
    mutationFn: async (variables: { id: string; version: number; input: RecurringOrderInput }) =>
      (await execute(UpdateRecurringOrderMutation, variables)).updateRecurringOrder,
  });
}
