import { graphql } from '../../../gql';
import { useLiveInvalidation } from '../../../lib/use-live-invalidation';
import { deliveryRunsKey } from './delivery-runs';

const RunSheetOrderChangedDocument = graphql(`
  subscription RunSheetOrderChanged {
    adminOrderChanged {
      action
      orderId
    }
  }
`);

/** Refetches the runs whenever an order is placed, changed, packed or deleted anywhere. */
export function useLiveDeliveryRuns(): void {
  useLiveInvalidation(RunSheetOrderChangedDocument, [deliveryRunsKey]);
}
