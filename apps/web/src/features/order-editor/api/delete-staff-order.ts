import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { execute } from '../../../lib/graphql';

const DeleteStaffOrderMutation = graphql(`
  mutation DeleteStaffOrder($id: ID!, $version: Int!) {
    deleteStaffOrder(id: $id, version: $version)
  }
`);

/** Deletes an order at the version it was read (lines and history go with it). */
export function useDeleteStaffOrder() {
  return useMutation({
    mutationFn: async (variables: { id: string; version: number }) =>
      (await execute(DeleteStaffOrderMutation, variables)).deleteStaffOrder,
  });
}
