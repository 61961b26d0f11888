import { graphql } from '../../../gql';
import type { OrderEditorChangedSubscription } from '../../../gql/graphql';
import { useSubscription } from '../../../lib/use-subscription';

const OrderEditorChangedDocument = graphql(`
  subscription OrderEditorChanged {
    adminOrderChanged {
      action
      orderId
      version
      actorName
    }
  }
`);

export type AdminOrderEvent = OrderEditorChangedSubscription['adminOrderChanged'];

/**
 * Calls `onEvent` for every change to the order `orderId` made anywhere while mounted (none for a new
 * order). `onReconnect` runs whenever the stream opens (at first, or after a dropped connection), since
 * events may have been missed.
 */
export function useAdminOrderChanged(
  orderId: string | null,
  onEvent: (event: AdminOrderEvent) => void,
  onReconnect: () => void,
): void {
  useSubscription(
    OrderEditorChangedDocument,
    ({ adminOrderChanged }) => {
      if (adminOrderChanged.orderId === orderId) onEvent(adminOrderChanged);
    },
    onReconnect,
    orderId || null,
  );
}
