import { graphql } from '../../../gql';
import { useSubscription } from '../../../lib/use-subscription';

const MyPricesChangedDocument = graphql(`
  subscription MyPricesChanged {
    myPricesChanged {
      reason
    }
  }
`);

/**
 * While `enabled` (a signed-in customer), runs `onChange` when what they pay changes: their price
 * level's custom prices, or their level. Also whenever the stream opens (at first, or after a dropped
 * connection), since a change may have been missed. The event carries no prices: ask for them again.
 */
export function useMyPricesChanged(enabled: boolean, onChange: () => void): void {
  useSubscription(MyPricesChangedDocument, onChange, onChange, enabled);
}
