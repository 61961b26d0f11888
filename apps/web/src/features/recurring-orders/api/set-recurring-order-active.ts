import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { execute } from '../../../lib/graphql';

const SetRecurringOrderActiveMutation = graphql(`
  mutation SetRecurringOrderActive($id: ID!, $version: Int!, $isActive: Boolean!) {
    setRecurringOrderActive(id: $id, version: $version, isActive: $isActive) {
      ...RecurringOrderFields
    }
  }
`);

/** Stops a standing order (no more orders from it) or starts it again. */
export function useSetRecurringOrderActive() {
  return useMutation({
    mutationFn: async (variables: { id: string; version: number; isActive: boolean }) =>
      (await execute(SetRecurringOrderActiveMutation, variables)).setRecurringOrderActive,
  });
}
