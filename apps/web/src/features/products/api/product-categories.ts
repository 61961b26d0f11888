import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { ProductCategoriesQuery } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';

const ProductCategoriesDocument = graphql(`
  query ProductCategories {
    listCategories {
      id
      categoryName
    }
  }
`);

export type ProductCategory = ProductCategoriesQuery['listCategories'][number];

/** The categories a product may be in, for the filter and the dialog's Category list. */
export function useProductCategories() {
  return useQuery({
    queryKey: ['productCategories'],
    queryFn: async () => (await execute(ProductCategoriesDocument)).listCategories,
  });
}
