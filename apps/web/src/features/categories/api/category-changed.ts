import { graphql } from '../../../gql';
import type { CategoryChangedSubscription } from '../../../gql/graphql';
import { useSubscription } from '../../../lib/use-subscription';

const CategoryChangedSubscriptionDocument = graphql(`
  subscription CategoryChanged {
    categoryChanged {
      action
      category {
        id
        categoryName
      }
    }
  }
`);

export type CategoryChange = CategoryChangedSubscription['categoryChanged'];

/**
 * Listens for categories being added, renamed or deleted while the component is mounted. `onChange`
 * also runs with `null` whenever the stream opens (at first, or after a dropped connection), since
 * events may have been missed.
 */
export function useCategoryChanged(onChange: (change: CategoryChange | null) => void): void {
  useSubscription(
    CategoryChangedSubscriptionDocument,
    (data) => onChange(data.categoryChanged),
    () => onChange(null),
  );
}
