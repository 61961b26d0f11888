import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { execute } from '../../../lib/graphql';

const ListCategoriesQuery = graphql(`
  query ListCategories {
    listCategories {
      id
      categoryName
    }
  }
`);

export const listCategoriesQueryKey = ['listCategories'] as const;

export function useListCategories() {
  return useQuery({
    queryKey: listCategoriesQueryKey,
    queryFn: async () => (await execute(ListCategoriesQuery)).listCategories,
    // Kept fresh by the categoryChanged subscription rather than by polling.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
