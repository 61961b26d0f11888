import { graphql } from '../../../gql';
import type { NotificationCreatedSubscription } from '../../../gql/graphql';
import { useSubscription } from '../../../lib/use-subscription';

const NotificationCreatedSubscriptionDocument = graphql(`
  subscription NotificationCreated {
    notificationCreated {
      id
      message
      orderId
      mine
    }
  }
`);

export type NoticeEvent = NotificationCreatedSubscription['notificationCreated'];

/**
 * Listens for new staff notices while the component is mounted. `onNotice` also runs with `null`
 * whenever the stream opens (at first, or after a dropped connection), since notices may have been missed.
 */
export function useNotificationCreated(onNotice: (notice: NoticeEvent | null) => void): void {
  useSubscription(
    NotificationCreatedSubscriptionDocument,
    (data) => onNotice(data.notificationCreated),
    () => onNotice(null),
  );
}
