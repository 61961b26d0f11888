import { graphql } from '../../../gql';
import { useLiveInvalidation } from '../../../lib/use-live-invalidation';
import { packingQueryKey } from './query-keys';

const PackingOrderChangedDocument = graphql(`
  subscription PackingOrderChanged {
    adminOrderChanged {
      action
      orderId
    }
  }
`);

/** Refetches the board and pick list whenever an order is placed, changed, packed or deleted anywhere. */
export function useLivePacking(): void {
  useLiveInvalidation(PackingOrderChangedDocument, [packingQueryKey]);
}
