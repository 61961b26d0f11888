import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { StaffOrderInput } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';

const CreateStaffOrderMutation = graphql(`
  mutation CreateStaffOrder($input: StaffOrderInput!, $sendCustomerEmail: Boolean!) {
    createStaffOrder(input: $input, sendCustomerEmail: $sendCustomerEmail) {
      ...AdminOrderFields
    }
  }
`);

/** Creates an order for a customer (taken by phone); the server prices every line. */
export function useCreateStaffOrder() {
  return useMutation({
    mutationFn: async (variables: { input: StaffOrderInput; sendCustomerEmail: boolean }) =>
      (await execute(CreateStaffOrderMutation, variables)).createStaffOrder,
  });
}
