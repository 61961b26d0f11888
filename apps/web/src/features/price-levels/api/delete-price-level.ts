import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { execute } from '../../../lib/graphql';
import { adminPriceLevelsQueryKey } from './admin-price-levels';

const DeletePriceLevelMutation = graphql(`
  mutation DeletePriceLevel($id: ID!) {
    deletePriceLevel(id: $id)
  }
`);

export function useDeletePriceLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await execute(DeletePriceLevelMutation, { id })).deletePriceLevel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminPriceLevelsQueryKey }),
  });
}
