import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { execute } from '../../../lib/graphql';
import { driverRunsKey } from './driver-runs';
import { uploadDeliveryImage } from './upload-delivery-image';

const DriverMarkDeliveredMutation = graphql(`
  mutation DriverMarkDelivered($input: DeliveryInput!) {
    markDelivered(input: $input) {
      deliveredAt
      receivedBy
    }
  }
`);

/** A stop handed over: to whom, with the photo and signature taken, if any. */
export interface HandedOver {
  orderId: string;
  receivedBy: string;
  photo: Blob | null;
  signature: Blob | null;
}

async function markDelivered({ orderId, receivedBy, photo, signature }: HandedOver) {
  const [photoId, signatureId] = await Promise.all([
    photo ? uploadDeliveryImage(photo, 'photo') : null,
    signature ? uploadDeliveryImage(signature, 'signature') : null,
  ]);
  return (
    await execute(DriverMarkDeliveredMutation, { input: { orderId, receivedBy, photoId, signatureId } })
  ).markDelivered;
}

/**
 * Sends the pictures, then records the delivery at the server's time. The runs are read again whatever the
 * answer: a refusal such as ALREADY_DELIVERED means the list on screen is behind.
 */
export function useMarkDelivered() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markDelivered,
    onSettled: () => queryClient.invalidateQueries({ queryKey: driverRunsKey }),
  });
}
