import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { execute } from '../../../lib/graphql';
import { adminCustomersQueryKey } from './admin-customers';

const DeleteCustomerMutation = graphql(`
  mutation DeleteCustomer($id: ID!) {
    deleteCustomer(id: $id) {
      id
      outcome
    }
  }
`);

/** Deletes a customer, or archives them when orders name them (the answer says which). */
export function useDeleteCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await execute(DeleteCustomerMutation, { id })).deleteCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCustomersQueryKey }),
  });
}
