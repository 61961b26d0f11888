import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { execute } from '../../../lib/graphql';
import { adminCustomersQueryKey } from './admin-customers';

const SetCustomerOnStopMutation = graphql(`
  mutation SetCustomerOnStop($id: ID!, $onStop: Boolean!, $reason: String) {
    setCustomerOnStop(id: $id, onStop: $onStop, reason: $reason) {
      ...AdminCustomerRow
    }
  }
`);

/** Puts a customer on stop with why (their orders are refused), or takes them off it; answers the customer saved. */
export function useSetCustomerOnStop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: { id: string; onStop: boolean; reason?: string | null }) =>
      (await execute(SetCustomerOnStopMutation, variables)).setCustomerOnStop,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCustomersQueryKey }),
  });
}
