import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { execute } from '../../../lib/graphql';

const MyProductNotesQuery = graphql(`
  query MyProductNotes {
    myProductNotes {
      productId
      notes
    }
  }
`);

export const productNotesQueryKey = ['product-notes'] as const;

/** The signed-in customer's saved note per product ("skin off"), by product id. */
export function useMyProductNotes(enabled: boolean) {
  return useQuery({
    queryKey: productNotesQueryKey,
    queryFn: async () =>
      new Map(
        (await execute(MyProductNotesQuery)).myProductNotes.map((note) => [note.productId, note.notes]),
      ),
    enabled,
  });
}
