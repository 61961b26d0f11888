import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { CustomerInput } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';
import { adminCustomersQueryKey } from './admin-customers';

const UpdateCustomerMutation = graphql(`
  mutation UpdateCustomer($id: ID!, $input: CustomerInput!) {
    updateCustomer(id: $id, input: $input) {
      ...AdminCustomerRow
    }
  }
`);

export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: { id: string; input: CustomerInput }) =>
      (await execute(UpdateCustomerMutation, variables)).updateCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCustomersQueryKey }),
  });
}
