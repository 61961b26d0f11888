import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { CustomPriceChangeInput } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';
import { adminPriceLevelsQueryKey } from './admin-price-levels';
import { priceLevelProductsQueryKey } from './price-level-products';

const UpdateCustomPricesMutation = graphql(`
  mutation UpdateCustomPrices($priceLevelId: ID!, $changes: [CustomPriceChangeInput!]!) {
    updateCustomPrices(priceLevelId: $priceLevelId, changes: $changes) {
      priceLevelId
      set
      removed
      customPriceCount
    }
  }
`);

/** Saves the changed custom prices of a level in one go; the editor's pages and the levels' counts reload. */
export function useUpdateCustomPrices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: { priceLevelId: string; changes: CustomPriceChangeInput[] }) =>
      (await execute(UpdateCustomPricesMutation, variables)).updateCustomPrices,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: priceLevelProductsQueryKey }),
        queryClient.invalidateQueries({ queryKey: adminPriceLevelsQueryKey }),
      ]),
  });
}
