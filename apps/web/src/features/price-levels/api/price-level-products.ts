import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { PriceLevelProductsQuery } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';

const PriceLevelProductsDocument = graphql(`
  query PriceLevelProducts($priceLevelId: ID!, $search: String, $onlyCustom: Boolean, $offset: Int, $limit: Int) {
    priceLevelProducts(
      priceLevelId: $priceLevelId
      search: $search
      onlyCustom: $onlyCustom
      offset: $offset
      limit: $limit
    ) {
      priceLevelId
      priceLevelName
      totalCount
      rows {
        productId
        productCode
        productName
        isEnabled
        defaultPrice
        customPrice
      }
    }
  }
`);

export type PriceLevelProduct = PriceLevelProductsQuery['priceLevelProducts']['rows'][number];

export type PriceLevelProductsFilter = {
  priceLevelId: string;
  search: string;
  onlyCustom: boolean;
  offset: number;
  limit: number;
};

/** Every editor page in the cache: what a save makes stale. */
export const priceLevelProductsQueryKey = ['priceLevelProducts'] as const;

/** One page of a price level's custom price editor; the previous page stays on screen while the next loads. */
export function usePriceLevelProducts(filter: PriceLevelProductsFilter) {
  return useQuery({
    queryKey: [...priceLevelProductsQueryKey, filter],
    queryFn: async () =>
      (
        await execute(PriceLevelProductsDocument, {
          priceLevelId: filter.priceLevelId,
          search: filter.search || null,
          onlyCustom: filter.onlyCustom,
          offset: filter.offset,
          limit: filter.limit,
        })
      ).priceLevelProducts,
    placeholderData: keepPreviousData,
  });
}
