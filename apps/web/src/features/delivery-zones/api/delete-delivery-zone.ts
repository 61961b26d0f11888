import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { execute, GraphQLRequestError } from '../../../lib/graphql';
import { deliveryZonesChanged } from './delivery-zones';

const DeleteDeliveryZoneMutation = graphql(`
  mutation DeleteDeliveryZone($id: ID!) {
    deleteDeliveryZone(id: $id)
  }
`);

/** Deletes a zone; the answer is how many customers were in it (they are in no zone now). */
export function useDeleteDeliveryZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await execute(DeleteDeliveryZoneMutation, { id })).deleteDeliveryZone,
    onSuccess: () => deliveryZonesChanged(queryClient),
    onError: (error) => {
      if (error instanceof GraphQLRequestError && error.code === 'NOT_FOUND') {
        void deliveryZonesChanged(queryClient);
      }
    },
  });
}
