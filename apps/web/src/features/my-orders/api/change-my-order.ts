import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { ChangeMyOrderInput } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';
import { myOrdersQueryKey } from './query-keys';

const ChangeMyOrderMutation = graphql(`
  mutation ChangeMyOrder($id: ID!, $version: Int!, $input: ChangeMyOrderInput!) {
    changeMyOrder(id: $id, version: $version, input: $input) {
      ...MyOrderDetail
    }
  }
`);

/**
 * Changes the customer's own order at the version it was read. The server prices it and refuses it once the order
 * is locked (ORDER_LOCKED: past its cutoff, or packing started) or changed since (ORDER_STALE); either way the
 * order is read again.
 */
export function useChangeMyOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: { id: string; version: number; input: ChangeMyOrderInput }) =>
      (await execute(ChangeMyOrderMutation, variables)).changeMyOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myOrdersQueryKey }),
  });
}
