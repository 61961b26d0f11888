import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { execute } from '../../../lib/graphql';
import { driversQueryKey } from './list-drivers';

const RemoveDriverMutation = graphql(`
  mutation RemoveDriver($id: ID!) {
    removeDriver(id: $id)
  }
`);

/** Removes a driver; their sessions end at once and their zones have no driver. */
export function useRemoveDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await execute(RemoveDriverMutation, { id })).removeDriver,
    onSettled: () => {
      // The zones they drove now have none, and the zone dialog's Driver choices lose them.
      void queryClient.invalidateQueries({ queryKey: ['deliveryZones'] });
      return queryClient.invalidateQueries({ queryKey: driversQueryKey });
    },
  });
}
