import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { DeliveryZoneInput } from '../../../gql/graphql';
import { execute, GraphQLRequestError } from '../../../lib/graphql';
import { deliveryZonesChanged } from './delivery-zones';

const UpdateDeliveryZoneMutation = graphql(`
  mutation UpdateDeliveryZone($id: ID!, $input: DeliveryZoneInput!) {
    updateDeliveryZone(id: $id, input: $input) {
      ...DeliveryZoneFields
    }
  }
`);

/** Saves a zone; its customers' next orders follow it. */
export function useUpdateDeliveryZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: { id: string; input: DeliveryZoneInput }) =>
      (await execute(UpdateDeliveryZoneMutation, variables)).updateDeliveryZone,
    onSuccess: () => deliveryZonesChanged(queryClient),
    onError: (error) => {
      // Deleted by someone else meanwhile: the list drops it.
      if (error instanceof GraphQLRequestError && error.code === 'NOT_FOUND') {
        void deliveryZonesChanged(queryClient);
      }
    },
  });
}
