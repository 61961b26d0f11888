import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { StaffOrderInput } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';

const UpdateStaffOrderMutation = graphql(`
  mutation UpdateStaffOrder($id: ID!, $version: Int!, $input: StaffOrderInput!) {
    updateStaffOrder(id: $id, version: $version, input: $input) {
      ...AdminOrderFields
    }
  }
`);

/** Saves an order at the version it was read; an older version is refused with ORDER_STALE. */
export function useUpdateStaffOrder() {
  return useMutation({
    mutationFn: async (variables: { id: string; version: number; input: StaffOrderInput }) =>
      (await execute(UpdateStaffOrderMutation, variables)).updateStaffOrder,
  });
}
