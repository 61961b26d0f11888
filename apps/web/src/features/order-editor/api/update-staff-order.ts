import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { InvoiceCorrectionInput, StaffOrderInput } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';

const UpdateStaffOrderMutation = graphql(`
  mutation UpdateStaffOrder(
    $id: ID!
    $version: Int!
    $input: StaffOrderInput!
    $correction: InvoiceCorrectionInput
  ) {
    updateStaffOrder(id: $id, version: $version, input: $input, correction: $correction) {
      ...AdminOrderFields
    }
  }
`);

/**
 * Saves an order at the version it was read; an older version is refused with ORDER_STALE. On an invoiced order a
 * change to what it bills needs `correction` (why, and whether to mail the note), else it is refused (BAD_INPUT).
 */
export function useUpdateStaffOrder() {
  return useMutation({
    mutationFn: async (variables: {
      id: string;
      version: number;
      input: StaffOrderInput;
      correction?: InvoiceCorrectionInput | null;
    }) => (await execute(UpdateStaffOrderMutation, variables)).updateStaffOrder,
  });
}
