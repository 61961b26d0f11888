import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { ListCategoriesQuery } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';

const ListCategoriesDocument = graphql(`
  query ListCategories {
    listCategories {
      id
      categoryName
    }
  }
`);

export type Category = ListCategoriesQuery['listCategories'][number];

export const listCategoriesQueryKey = ['listCategories'] as const;

export function useListCategories() {
  return useQuery({
    queryKey: listCategoriesQueryKey,
    queryFn: async () => (await execute(ListCategoriesDocument)).listCategories,
    // Kept fresh by the categoryChanged subscription rather than by polling.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
