import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { StaffOrderInput } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';

const CreateStaffOrderMutation = graphql(`
  mutation CreateStaffOrder($input: StaffOrderInput!, $sendCustomerEmail: Boolean!, $stopOverride: String) {
    createStaffOrder(input: $input, sendCustomerEmail: $sendCustomerEmail, stopOverride: $stopOverride) {
      ...AdminOrderFields
    }
  }
`);

/**
 * Creates an order for a customer (taken by phone); the server prices every line. For a customer on stop or over
 * their credit limit it is refused (STOP_OVERRIDE_REQUIRED) unless `stopOverride` says why it is taken anyway.
 */
export function useCreateStaffOrder() {
  return useMutation({
    mutationFn: async (variables: {
      input: StaffOrderInput;
      sendCustomerEmail: boolean;
      stopOverride?: string | null;
    }) => (await execute(CreateStaffOrderMutation, variables)).createStaffOrder,
  });
}
