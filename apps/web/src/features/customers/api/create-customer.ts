import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { CustomerInput } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';
import { adminCustomersQueryKey } from './admin-customers';

const CreateCustomerMutation = graphql(`
  mutation CreateCustomer($input: CustomerInput!) {
    createCustomer(input: $input) {
      ...AdminCustomerRow
    }
  }
`);

/** Adds a customer; the server mails them a temporary password. */
export function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CustomerInput) =>
      (await execute(CreateCustomerMutation, { input })).createCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCustomersQueryKey }),
  });
}
