import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { MyProductNotesQuery as MyProductNotesAnswer } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';
import { productNotesQueryKey } from './query-keys';

const MyProductNotesQuery = graphql(`
  query MyProductNotes {
    myProductNotes {
      productId
      notes
    }
  }
`);

/**
 * The notes as the cache keeps them: the server's answer as it is, so the cart page can carry it (first-screen.ts).
 */
export type SavedNotes = MyProductNotesAnswer['myProductNotes'];

const byProduct = (notes: SavedNotes): ReadonlyMap<string, string> =>
  new Map(notes.map((note) => [note.productId, note.notes]));

/** The signed-in customer's saved note per product ("skin off"), by product id. */
export function useMyProductNotes(enabled: boolean) {
  return useQuery({
    queryKey: productNotesQueryKey,
    queryFn: async (): Promise<SavedNotes> => (await execute(MyProductNotesQuery)).myProductNotes,
    select: byProduct,
    enabled,
  });
}

/** `notes` with the note on `productId` replaced by `saved`, or removed when `saved` is null. */
export function withNote(notes: SavedNotes | undefined, productId: string, saved: string | null): SavedNotes {
  const others = (notes ?? []).filter((note) => note.productId !== productId);
  return saved === null ? others : [...others, { productId, notes: saved }];
}
