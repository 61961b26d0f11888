import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { execute } from '../../../lib/graphql';
import { myOrdersQueryKey } from './query-keys';

const CancelMyOrderMutation = graphql(`
  mutation CancelMyOrder($id: ID!, $version: Int!) {
    cancelMyOrder(id: $id, version: $version) {
      ...MyOrderDetail
    }
  }
`);

/** Cancels the customer's own order at the version it was read; refused as a change is once it is locked. */
export function useCancelMyOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: { id: string; version: number }) =>
      (await execute(CancelMyOrderMutation, variables)).cancelMyOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myOrdersQueryKey }),
  });
}
