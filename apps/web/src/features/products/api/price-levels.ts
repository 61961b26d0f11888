import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { ProductLevelPriceFieldsFragment } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';

const PriceLevelsDocument = graphql(`
  query NewProductPriceLevels {
    productPriceLevels {
      ...ProductLevelPriceFields
    }
  }

  fragment ProductLevelPriceFields on ProductLevelPrice {
    priceLevelId
    priceLevelName
    customPrice
  }
`);

export type ProductLevelPrice = ProductLevelPriceFieldsFragment;

/** Every price level, for a new product's custom prices (none set yet). */
export function useNewProductPriceLevels() {
  return useQuery({
    queryKey: ['productPriceLevels'],
    queryFn: async () => (await execute(PriceLevelsDocument)).productPriceLevels,
  });
}
