import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { execute } from '../../../lib/graphql';
import { adminCustomersQueryKey } from './admin-customers';

const SetCustomerActiveMutation = graphql(`
  mutation SetCustomerActive($customerId: ID!, $isActive: Boolean!) {
    setCustomerActive(customerId: $customerId, isActive: $isActive)
  }
`);

/** Disables (signing the customer out everywhere at once) or re-enables a customer. */
export function useSetCustomerActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: { customerId: string; isActive: boolean }) =>
      execute(SetCustomerActiveMutation, variables),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCustomersQueryKey }),
  });
}
