import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { execute } from '../../../lib/graphql';
import { adminPriceLevelsQueryKey } from './admin-price-levels';

const CreatePriceLevelMutation = graphql(`
  mutation CreatePriceLevel($name: String!) {
    createPriceLevel(name: $name) {
      id
      name
    }
  }
`);

export function useCreatePriceLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => (await execute(CreatePriceLevelMutation, { name })).createPriceLevel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminPriceLevelsQueryKey }),
  });
}
