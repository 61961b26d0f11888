import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { ProductFormDataQuery } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';

const ProductFormDataDocument = graphql(`
  query ProductFormData($id: ID!) {
    adminProduct(id: $id) {
      ...AdminProductRow
      sync {
        system
        status
        lastError
      }
    }
    productPriceLevels(productId: $id) {
      ...ProductLevelPriceFields
    }
  }
`);

export type ProductFormData = ProductFormDataQuery;

export const productFormDataQueryKey = ['productFormData'] as const;

/**
 * Everything the edit dialog shows: the product (null once deleted) with where it stands with the external
 * systems, and each price level's custom price.
 */
export function useProductFormData(id: string) {
  return useQuery({
    queryKey: [...productFormDataQueryKey, id],
    queryFn: () => execute(ProductFormDataDocument, { id }),
    // The dialog edits what it loaded; a refetch mid-edit would not replace the typed values anyway.
    staleTime: 0,
    gcTime: 0,
  });
}
