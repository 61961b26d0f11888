import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { DeliveryZoneInput } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';
import { deliveryZonesChanged } from './delivery-zones';

const CreateDeliveryZoneMutation = graphql(`
  mutation CreateDeliveryZone($input: DeliveryZoneInput!) {
    createDeliveryZone(input: $input) {
      ...DeliveryZoneFields
    }
  }
`);

export function useCreateDeliveryZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: DeliveryZoneInput) =>
      (await execute(CreateDeliveryZoneMutation, { input })).createDeliveryZone,
    onSuccess: () => deliveryZonesChanged(queryClient),
  });
}
