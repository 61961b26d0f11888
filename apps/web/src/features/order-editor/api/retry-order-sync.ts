import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { execute } from '../../../lib/graphql';

const RetryOrderSyncMutation = graphql(`
  mutation RetryOrderSync($orderId: ID!) {
    retryOrderSync(orderId: $orderId) {
      ...AdminOrderFields
    }
  }
`);

/** Sends the order's failed pushes to the external systems again, now. */
export function useRetryOrderSync() {
  return useMutation({
    mutationFn: async (orderId: string) =>
      (await execute(RetryOrderSyncMutation, { orderId })).retryOrderSync,
  });
}
