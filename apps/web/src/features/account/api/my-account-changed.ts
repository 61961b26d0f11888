import { graphql } from '../../../gql';
import type { MyAccountChangedSubscription } from '../../../gql/graphql';
import { useSubscription } from '../../../lib/use-subscription';

const MyAccountChangedDocument = graphql(`
  subscription MyAccountChanged {
    myAccountChanged {
      action
      isActive
    }
  }
`);

export type MyAccountChange = MyAccountChangedSubscription['myAccountChanged'];

/**
 * Listens for changes to the signed-in customer's own record while `enabled`. `onChange` also runs with
 * `null` whenever the stream opens (at first, or after a dropped connection), since an event may have
 * been missed.
 */
export function useMyAccountChanged(
  enabled: boolean,
  onChange: (change: MyAccountChange | null) => void,
): void {
  useSubscription(
    MyAccountChangedDocument,
    (data) => onChange(data.myAccountChanged),
    () => onChange(null),
    enabled,
  );
}
