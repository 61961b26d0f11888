import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { execute } from '../../../lib/graphql';

const MarkDeliveredMutation = graphql(`
  mutation MarkDelivered($input: DeliveryInput!) {
    markDelivered(input: $input) {
      deliveredAt
      receivedBy
      recordedBy
      photoUrl
      signatureUrl
    }
  }
`);

/**
 * Records a delivery order as delivered to `receivedBy`, at the server's time and once only; answers the proof.
 * Staff may mark any delivery order, on any day.
 */
export function useMarkDelivered() {
  return useMutation({
    mutationFn: async (input: { orderId: string; receivedBy: string }) =>
      (await execute(MarkDeliveredMutation, { input })).markDelivered,
  });
}
