import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { execute } from '../../../lib/graphql';

const SetRecurringOrderActiveMutation = graphql(`
  mutation SetRecurringOrderActive($id: ID!, $isActive: Boolean!) {
    setRecurringOrderActive(id: $id, isActive: $isActive) {
      ...RecurringOrderFields
    }
  }
`);

/** Stops a standing order (no more orders from it) or starts it again. */
export function useSetRecurringOrderActive() {
  return useMutation({
    mutationFn: async (variables: { id: string; isActive: boolean }) =>
      (await execute(SetRecurringOrderActiveMutation, variables)).setRecurringOrderActive,
  });
}
