import { graphql } from '../../../gql';
import type { ProductChangedSubscription } from '../../../gql/graphql';
import { useSubscription } from '../../../lib/use-subscription';

const ProductChangedSubscriptionDocument = graphql(`
  subscription ProductChanged {
    productChanged {
      action
      product {
        id
      }
    }
  }
`);

export type ProductChange = ProductChangedSubscription['productChanged'];

/**
 * Listens for products being added or changed (including disabled) while the component is mounted.
 * `onChange` also runs with `null` whenever the stream opens (at first, or after a dropped connection),
 * since events may have been missed.
 */
export function useProductChanged(onChange: (change: ProductChange | null) => void): void {
  useSubscription(
    ProductChangedSubscriptionDocument,
    (data) => onChange(data.productChanged),
    () => onChange(null),
  );
}
