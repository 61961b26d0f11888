import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { RecurringOrderInput } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';

const CreateRecurringOrderMutation = graphql(`
  mutation CreateRecurringOrder($input: RecurringOrderInput!) {
    createRecurringOrder(input: $input) {
      ...RecurringOrderFields
    }
  }
`);

/** Sets up a standing order for a customer. */
export function useCreateRecurringOrder() {
  return useMutation({
    mutationFn: async (input: RecurringOrderInput) =>
      (await execute(CreateRecurringOrderMutation, { input })).createRecurringOrder,
  });
}
