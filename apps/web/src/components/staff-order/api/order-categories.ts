import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { execute } from '../../../lib/graphql';

const OrderEditorCategoriesDocument = graphql(`
  query OrderEditorCategories {
    listCategories {
      id
      categoryName
    }
  }
`);

/** The categories, for the Add Product dialog's filter. */
export function useOrderEditorCategories() {
  return useQuery({
    queryKey: ['orderEditor', 'categories'],
    queryFn: async () => (await execute(OrderEditorCategoriesDocument)).listCategories,
  });
}
